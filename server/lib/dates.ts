/** The park's dates and times are shown in China Standard Time, whatever the server's zone. */
const TZ_OFFSET_MS = 8 * 60 * 60 * 1000;

function cst(d: Date): Date {
  return new Date(d.getTime() + TZ_OFFSET_MS);
}
const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:MM, as government sites show publish times. */
export function formatDateTime(d: Date | string | null | undefined): string {
  if (!d) return '';
  const c = cst(new Date(d));
  return `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}`;
}

export function formatDate(d: Date | string | null | undefined): string {
  if (!d) return '';
  if (typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d)) return d;
  const c = cst(new Date(d));
  return `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())}`;
}

export function dateParts(d: Date | string): { day: string; year: string; month: string } {
  const c = cst(new Date(d));
  return { day: pad(c.getUTCDate()), year: String(c.getUTCFullYear()), month: pad(c.getUTCMonth() + 1) };
}

export function quarterOf(d: Date): number {
  return Math.floor(cst(d).getUTCMonth() / 3) + 1;
}

/** The first instant of the park day (Asia/Shanghai) that `now` falls in. */
export function parkDayStart(now: Date): Date {
  return new Date(`${formatDate(now)}T00:00:00+08:00`);
}
