import { describe, expect, it } from 'vitest';
import { networkLabel, OTHER_NETWORKS, RefusalTally, TALLY_NETWORKS_PER_MINUTE, TALLY_WINDOW_MS } from './refusal-tally';

const MINUTE = Date.UTC(2025, 0, 6, 2, 4);
const refusal = (network: string, path = '/api/index/userinfo') => ({
  network,
  ip: network,
  method: 'POST',
  path,
  code: 50008,
  status: 200,
});

describe('RefusalTally', () => {
  it('counts per network and minute; drain hands over only the minutes that have closed', () => {
    const tally = new RefusalTally();
    tally.count(refusal('203.0.113.7', '/a'), MINUTE + 1_000);
    tally.count(refusal('203.0.113.7', '/b'), MINUTE + 59_999);
    tally.count(refusal('203.0.113.7', '/c'), MINUTE + TALLY_WINDOW_MS);
    tally.count(refusal('198.51.100.1'), MINUTE + 5);

    expect(tally.drain(MINUTE + TALLY_WINDOW_MS - 1)).toEqual([]);
    const first = tally.drain(MINUTE + TALLY_WINDOW_MS);
    expect(first.map((t) => [t.network, t.count, t.firstPath, t.lastPath, t.minute])).toEqual([
      ['203.0.113.7', 2, '/a', '/b', MINUTE],
      ['198.51.100.1', 1, '/api/index/userinfo', '/api/index/userinfo', MINUTE],
    ]);
    expect(tally.pending).toBe(true);
    expect(tally.drain().map((t) => [t.network, t.count, t.firstPath, t.minute])).toEqual([
      ['203.0.113.7', 1, '/c', MINUTE + TALLY_WINDOW_MS],
    ]);
    expect(tally.pending).toBe(false);
  });

  it('counts at most TALLY_NETWORKS_PER_MINUTE networks apart in a minute; the rest share one tally', () => {
    const tally = new RefusalTally();
    for (let i = 0; i < TALLY_NETWORKS_PER_MINUTE + 5; i++) tally.count(refusal(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`), MINUTE);
    tally.count(refusal('10.0.0.0'), MINUTE);
    const drained = tally.drain();
    expect(drained).toHaveLength(TALLY_NETWORKS_PER_MINUTE + 1);
    expect(drained.find((t) => t.network === OTHER_NETWORKS)).toMatchObject({ count: 5, ip: '10.0.39.16' });
    expect(drained.find((t) => t.network === '10.0.0.0')!.count).toBe(2);
  });

  it('labels an IPv6 network with its /64', () => {
    expect(networkLabel('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(networkLabel('203.0.113.7')).toBe('203.0.113.7');
    expect(networkLabel(OTHER_NETWORKS)).toBe(OTHER_NETWORKS);
  });
});
