/**
 * Where the machine's CPU goes while a load runs (issue 34: is a rendered page's throughput the server's one thread,
 * or the machine's two cores?). Read from Linux's /proc before and after the load: the serving process's main thread
 * and its other threads (V8's compiler and collector helpers, libuv's pool), PostgreSQL's processes, the bench's own
 * process (the load generator), and the whole machine's busy and idle time. Figures only, nothing asserted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { servingPid } from './servers';

/** Linux's clock ticks a second (`getconf CLK_TCK`: 100 on every kernel this project runs on). */
const TICKS_PER_SECOND = 100;

type Sample = {
  /** Milliseconds of CPU, each since boot (the bench's own since its start). */
  main: number;
  server: number;
  database: number;
  bench: number;
  machineBusy: number;
  machineIdle: number;
};

const ticksToMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/** utime + stime of a /proc/…/stat line, in ms; the command name may hold spaces, so fields count from its ')'. */
function statCpuMs(file: string): number {
  try {
    const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
    return ticksToMs(Number(fields[11]) + Number(fields[12]));
  } catch {
    return 0; // the process or thread ended between the listing and the read
  }
}

/** Every process whose command is `postgres`: the cluster's own and each connection's backend. */
function databaseMs(): number {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let comm: string;
    try {
      comm = readFileSync(`/proc/${name}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (comm === 'postgres') total += statCpuMs(`/proc/${name}/stat`);
  }
  return total;
}

function sample(serverPid: number): Sample {
  const pid = servingPid(serverPid);
  const [busy, idle] = (() => {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already inside user)
    const idleTicks = f[3]! + f[4]!;
    const busyTicks = f[0]! + f[1]! + f[2]! + f[5]! + f[6]! + f[7]!;
    return [ticksToMs(busyTicks), ticksToMs(idleTicks)];
  })();
  const own = process.cpuUsage();
  return {
    main: statCpuMs(`/proc/${pid}/task/${pid}/stat`),
    server: statCpuMs(`/proc/${pid}/stat`),
    database: databaseMs(),
    bench: (own.user + own.system) / 1000,
    machineBusy: busy,
    machineIdle: idle,
  };
}

/** CPU per answered request during a load, in ms, and how busy the machine's cores were. */
export type LoadCpu = {
  /** The serving process's main thread: the render, the in-process calls, the embedded database, the sockets. */
  mainMs: number;
  /** Its other threads: V8's helpers (optimizing compiler, parallel and concurrent collector), libuv's pool (gzip). */
  helpersMs: number;
  /** PostgreSQL's processes (0 on the embedded default, whose database runs on the main thread). */
  databaseMs: number;
  /** The bench's process: the load generator. */
  loadGeneratorMs: number;
  /** Everything else on the machine in the same seconds. */
  otherMs: number;
  /** Of the machine's cores, the share busy during the load (100 = every core all the time). */
  machineBusyPct: number;
};

/** Measures `load` (which returns how many requests it had answered) and divides the CPU it took by them. */
export async function cpuOfLoad(serverPid: number, load: () => Promise<number>): Promise<{ requests: number; cpu: LoadCpu | null }> {
  const a = sample(serverPid);
  const requests = await load();
  const b = sample(serverPid);
  if (!requests) return { requests, cpu: null };
  const per = (ms: number) => Math.round((ms / requests) * 100) / 100;
  const main = b.main - a.main;
  const server = b.server - a.server;
  const database = b.database - a.database;
  const bench = b.bench - a.bench;
  const busy = b.machineBusy - a.machineBusy;
  const idle = b.machineIdle - a.machineIdle;
  return {
    requests,
    cpu: {
      mainMs: per(main),
      helpersMs: per(Math.max(0, server - main)),
      databaseMs: per(database),
      loadGeneratorMs: per(bench),
      otherMs: per(Math.max(0, busy - server - database - bench)),
      machineBusyPct: busy + idle > 0 ? Math.round((busy / (busy + idle)) * 100) : 0,
    },
  };
}
