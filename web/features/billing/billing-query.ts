import { positiveId } from '~/lib/list-query';

/**
 * The URL of /room_price and /service_price: `page` of the contract list, and, when a contract is open, its id in
 * `record` and the page of its payments in `rpage`. The selection lives in the URL so it is server-rendered,
 * survives a reload and the browser's back button closes it.
 */
export type BillingQuery = { page: number; record: number | null; rpage: number };

const MAX_PAGE = 100_000;

function readPositive(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

/** Read leniently: a malformed page is page 1, a malformed record id closes the record view. */
export function parseBillingQuery(sp: URLSearchParams): BillingQuery {
  const record = positiveId(sp.get('record'));
  return { page: readPositive(sp.get('page')), record, rpage: record ? readPositive(sp.get('rpage')) : 1 };
}

/** A link within the page; defaults (page 1, no record, rpage 1) are left out. */
export function billingHref(path: string, q: Partial<BillingQuery>): string {
  const sp = new URLSearchParams();
  if (q.page && q.page > 1) sp.set('page', String(q.page));
  if (q.record) {
    sp.set('record', String(q.record));
    if (q.rpage && q.rpage > 1) sp.set('rpage', String(q.rpage));
  }
  const s = sp.toString();
  return s ? `${path}?${s}` : path;
}
