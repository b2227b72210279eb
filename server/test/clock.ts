/**
 * A clock for the app under test (`createTestApp(env, { now })`) that stands still until `later()` moves it on by
 * `stepMs`: time passing between two steps of a test, e.g. a reply and its correction.
 */
export function steppingClock(start: Date, stepMs = 60_000): { now: () => Date; later: () => void } {
  let clock = start;
  return {
    now: () => clock,
    later: () => {
      clock = new Date(clock.getTime() + stepMs);
    },
  };
}
