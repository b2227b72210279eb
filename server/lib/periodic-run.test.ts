import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicRun } from './periodic-run';

describe('startPeriodicRun', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs after the first delay, then every interval, never two runs at once; stop waits for the run in progress', async () => {
    let finish: () => void = () => {};
    const started: number[] = [];
    const run = vi.fn(() => {
      started.push(Date.now());
      return new Promise<void>((done) => (finish = done));
    });
    const t0 = Date.now();
    const job = startPeriodicRun(run, 1_000, 200);
    await vi.advanceTimersByTimeAsync(199);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([t0 + 200]);
    // Still running at 1 000 and 2 000 ms: those ticks are skipped.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual([t0 + 200, t0 + 3_000]);

    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('without a first delay, the first run comes after one interval', async () => {
    const run = vi.fn(() => Promise.resolve());
    const job = startPeriodicRun(run, 500);
    await vi.advanceTimersByTimeAsync(499);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await job.stop();
  });
});
