import type { AppLoadContext } from 'react-router';
import * as remindersCalls from '@shared/calls/reminders';
import type { ReminderItem } from '@shared/contracts/billing';
import { loadList, type ListPage } from '~/lib/list-load.server';
import type { ContractItem } from '../contract-form';
import type { ContractKind } from '../contract-kinds';
import { contractListPayload, reminderListPayload, type ContractQuery, type ReminderQuery } from '../contract-query';

/** One page (8) of leases or fee contracts for the loader; a failed load is an empty list with the server's message. */
export function loadContracts(context: AppLoadContext, kind: ContractKind, q: ContractQuery): Promise<ListPage<ContractItem>> {
  return loadList(context, kind.calls.list, contractListPayload(q));
}

/** One page (8) of the reminders sent, newest first. */
export function loadReminders(context: AppLoadContext, q: ReminderQuery): Promise<ListPage<ReminderItem>> {
  return loadList(context, remindersCalls.reminderList, reminderListPayload(q));
}
