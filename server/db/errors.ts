/**
 * PostgreSQL's unique_violation (23505), on the error or one it wraps (drizzle wraps the driver's): another write
 * took the name, the phone or the room between the check and this write. With `constraint`, only that index's (an
 * error that names none counts).
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return !constraint || !e.constraint || e.constraint === constraint;
  }
  return false;
}
