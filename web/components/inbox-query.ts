import type { FilterRow } from './FilterLinks';

/** An inbox's `status` filters: '' (全部) and the values in the URL, each with the status it asks the server for. */
type StatusChoice<V extends string> = readonly { value: V | ''; label: string; status: number | undefined }[];

/** `status` from the URL, read leniently: a known value, else '' (全部). */
export function readStatus<V extends string>(sp: URLSearchParams, filters: StatusChoice<V>): V | '' {
  return filters.find((f) => f.value !== '' && f.value === sp.get('status'))?.value ?? '';
}

/** The status an inbox call asks for (left out for 全部). */
export function statusBody<V extends string>(filters: StatusChoice<V>, value: V | ''): { status?: number } {
  const status = filters.find((f) => f.value === value)?.status;
  return status === undefined ? {} : { status };
}

/**
 * One filter row above an inbox: each choice links to the inbox with that value, the other filters and the keyword
 * kept, on page 1; the chosen one is active.
 */
export function filterRow<Q extends { page: number }, K extends keyof Q>(
  label: string,
  q: Q,
  field: K,
  href: (q: Q) => string,
  choices: readonly { value: Q[K]; label: string }[],
): FilterRow {
  return {
    label,
    options: choices.map((c) => ({
      key: String(c.value) || 'all',
      label: c.label,
      href: href({ ...q, page: 1, [field]: c.value }),
      active: q[field] === c.value,
    })),
  };
}

/** The line above an inbox's table: what it shows, in words (the filters chosen, then the keyword), and 共 N 条. */
export function scopeLine(filters: (string | undefined)[], keyword: string, total: number): string {
  const parts = [...filters, keyword ? `“${keyword}”` : ''].filter(Boolean);
  return `${parts.length ? `${parts.join('，')}：` : ''}共 ${total} 条`;
}

/** A status filter's words for the scope line ('' for 全部). */
export const statusScope = <V extends string>(filters: StatusChoice<V>, value: V | ''): string =>
  filters.find((f) => f.value === value && f.value !== '')?.label ?? '';

type Query = { keyword: string; page: number };

/** InboxList's keyword search for a query: its keyword, the inbox without a query, and the same list without the keyword. */
export function inboxSearch<Q extends Query>(
  q: Q,
  href: (q: Partial<Q>) => string,
  form: { label: string; id: string; placeholder: string; keep: Record<string, string | number | undefined> },
) {
  return { ...form, keyword: q.keyword, action: href({}), clearHref: href({ ...q, keyword: '', page: 1 }) };
}

/** InboxList's page of a query: the loaded rows (or the failed load), the page, and the pager's links. */
export function inboxPage<Q extends Query, T>(
  q: Q,
  list: { error: string | null; items: T[]; total: number },
  href: (q: Partial<Q>) => string,
) {
  return { error: list.error, items: list.items, total: list.total, page: q.page, hrefFor: (p: number) => href({ ...q, page: p }) };
}
