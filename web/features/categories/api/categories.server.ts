import type { AppLoadContext } from 'react-router';
import type { CategoryAdminItem, CategoryKind } from '@shared/contracts/categories';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { CATEGORY_CALLS } from '../categories-calls';

/** One kind's categories for the loader; a failed load is an empty list with the server's message. */
export function loadCategories(context: AppLoadContext, kind: CategoryKind): Promise<ListPage<CategoryAdminItem>> {
  return loadList<CategoryAdminItem>(context, CATEGORY_CALLS.list, { kind });
}
