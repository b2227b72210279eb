import type { AppLoadContext } from 'react-router';
import * as columnsCalls from '@shared/calls/columns';
import type { ColumnOverviewItem } from '@shared/contracts/columns';
import { loadList, type ListPage } from '~/lib/list-load.server';

/** Every column's freshness for the loader; a failed load is an empty list with the server's message. */
export function loadColumnsOverview(context: AppLoadContext): Promise<ListPage<ColumnOverviewItem>> {
  return loadList(context, columnsCalls.columnsOverview, {});
}
