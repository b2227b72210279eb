import { isIP } from 'node:net';

/** Refusals are counted per network and per minute of the clock (aligned: 10:04:00.000 to 10:05:00.000). */
export const TALLY_WINDOW_MS = 60_000;
/** Networks counted apart in one minute; refusals from any further network share one tally (OTHER_NETWORKS). */
export const TALLY_NETWORKS_PER_MINUTE = 10_000;
/** The network of the tally that gathers every network past TALLY_NETWORKS_PER_MINUTE in a minute. */
export const OTHER_NETWORKS = 'other';
/** The prefix the rate limiter counts an IPv6 client by (@fastify/rate-limit's normalizeIP default). */
const IPV6_PREFIX = 64;

/** One network's refusals in one minute. */
export type Tally = {
  /** The rate limiter's key (IPv4 address, or the first address of an IPv6 /64), or OTHER_NETWORKS. */
  network: string;
  /** The first client address counted. */
  ip: string;
  /** Start of the minute, ms since the epoch. */
  minute: number;
  count: number;
  method: string;
  firstPath: string;
  lastPath: string;
  code: number;
  status: number;
};

export type Refusal = { network: string; ip: string; method: string; path: string; code: number; status: number };

/** The network as a reader of the trail should see it: an IPv6 key with its prefix length. */
export function networkLabel(network: string): string {
  return isIP(network) === 6 ? `${network}/${IPV6_PREFIX}` : network;
}

/**
 * Refusals counted in memory per (network, minute) instead of written one by one; `drain` hands over the minutes
 * that have closed. At most TALLY_NETWORKS_PER_MINUTE + 1 tallies per minute, however many addresses send.
 */
export class RefusalTally {
  private readonly minutes = new Map<number, Map<string, Tally>>();

  count(refusal: Refusal, now: number): void {
    const minute = now - (now % TALLY_WINDOW_MS);
    let networks = this.minutes.get(minute);
    if (!networks) {
      networks = new Map();
      this.minutes.set(minute, networks);
    }
    let network = refusal.network;
    if (!networks.has(network) && networks.size >= TALLY_NETWORKS_PER_MINUTE) network = OTHER_NETWORKS;
    const tally = networks.get(network);
    if (tally) {
      tally.count += 1;
      tally.lastPath = refusal.path;
      return;
    }
    const { ip, method, path, code, status } = refusal;
    networks.set(network, { network, ip, minute, count: 1, method, firstPath: path, lastPath: path, code, status });
  }

  /** Takes out the tallies of the minutes closed at `now` (every tally when `now` is omitted), oldest first. */
  drain(now = Number.POSITIVE_INFINITY): Tally[] {
    const closed: Tally[] = [];
    for (const [minute, networks] of [...this.minutes].sort(([a], [b]) => a - b)) {
      if (minute + TALLY_WINDOW_MS > now) continue;
      closed.push(...networks.values());
      this.minutes.delete(minute);
    }
    return closed;
  }

  /** Whether anything is counted and not yet drained. */
  get pending(): boolean {
    return this.minutes.size > 0;
  }
}
