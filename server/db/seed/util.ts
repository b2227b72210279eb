import { bodySearch, searchText, searchTokens } from '../../lib/search';

/** The search columns of a row, from its searchable fields (see server/lib/search.ts). */
export function searchable(...parts: (string | null | undefined)[]) {
  const text = searchText(...parts);
  return { searchText: text, searchTokens: searchTokens(text) };
}

/** The search columns of a row's body (rich text), for search in the text. */
export function searchableBody(html: string | undefined) {
  return bodySearch(html);
}

/** A fixed publish time written in park time, e.g. '2026-04-08 09:30'. */
export function at(cstDateTime: string): Date {
  return new Date(`${cstDateTime.replace(' ', 'T')}:00+08:00`);
}

const DAY_MS = 86_400_000;
const CST_MS = 8 * 3_600_000;

/** Today's date in park time (Asia/Shanghai), as 'YYYY-MM-DD'. */
export function todayCst(now: Date = new Date()): string {
  return new Date(now.getTime() + CST_MS).toISOString().slice(0, 10);
}

export function addDays(ymd: string, days: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar months later; a day past the month's end falls back to its last day (01-31 + 1 month = 02-28). */
export function addMonths(ymd: string, months: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** A moment `days` from `now` at the given park-time clock time, for activities and requests. */
export function daysFrom(now: Date, days: number, hhmm = '09:30'): Date {
  return at(`${addDays(todayCst(now), days)} ${hhmm}`);
}

/** Keeps only rows whose id was returned, keyed by a natural name, for linking child rows. */
export function idsByName<T extends { id: number; name: string }>(rows: T[]): Map<string, number> {
  return new Map(rows.map((r) => [r.name, r.id]));
}

export function need<V>(map: Map<string, V>, key: string): V {
  const v = map.get(key);
  if (v === undefined) throw new Error(`seed data refers to unknown "${key}"`);
  return v;
}
