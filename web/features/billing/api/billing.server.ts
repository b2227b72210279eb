import type { AppLoadContext } from 'react-router';
import * as billingCalls from '@shared/calls/billing';
import type { PaymentItem } from '@shared/contracts/billing';
import { PAGE_SIZE } from '@shared/constants';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { BILLING_KINDS, feeView, leaseView, type BillingKind, type ContractView } from '../billing-kinds';
import type { BillingQuery } from '../billing-query';

/** What /room_price and /service_price render: a page of contracts and, when one is open, a page of its payments. */
export type BillingPage = {
  kind: BillingKind;
  query: BillingQuery;
  list: ListPage<ContractView>;
  /** Present when `?record=` names a contract; the company's own only (the server refuses others). */
  record: { id: number; payments: ListPage<PaymentItem> } | null;
};

async function loadContracts(context: AppLoadContext, kind: BillingKind, page: number): Promise<ListPage<ContractView>> {
  const body = { start: page, page_size: PAGE_SIZE.myRooms };
  if (kind === 'lease') {
    const res = await loadList(context, billingCalls.myRoom, body);
    return { ...res, items: res.items.map(leaseView) };
  }
  const res = await loadList(context, billingCalls.myOrtherroom, {
    ...body,
    page_size: PAGE_SIZE.otherRooms,
  });
  return { ...res, items: res.items.map(feeView) };
}

/** Both loads in one go; a failed one is its own inline error (spec §8), never a failed page. */
export async function loadBilling(context: AppLoadContext, kind: BillingKind, query: BillingQuery): Promise<BillingPage> {
  const { recordType } = BILLING_KINDS[kind];
  const [list, payments] = await Promise.all([
    loadContracts(context, kind, query.page),
    query.record
      ? loadList(context, billingCalls.myRecord, {
          id: query.record,
          type: recordType,
          start: query.rpage,
          page_size: PAGE_SIZE.recordDetails,
        })
      : Promise.resolve(null),
  ]);
  return { kind, query, list, record: query.record && payments ? { id: query.record, payments } : null };
}
