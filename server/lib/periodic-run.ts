/**
 * A scheduled job's timer: `run` every `intervalMs` (and once `firstDelayMs` after the start, when given), never two
 * runs at once (a tick while one is going is skipped). `run` catches and logs its own failures, so that the next tick
 * tries again and nothing here can crash the process. `stop()` ends the ticks and waits for a run in progress, so that
 * it records what it did before the database closes. The timers do not keep the process alive.
 */
export function startPeriodicRun(run: () => Promise<void>, intervalMs: number, firstDelayMs?: number): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = run().finally(() => {
      running = null;
    });
  };
  const first = firstDelayMs === undefined ? null : setTimeout(tick, firstDelayMs);
  const every = setInterval(tick, intervalMs);
  first?.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      if (first) clearTimeout(first);
      clearInterval(every);
      if (running) await running;
    },
  };
}
