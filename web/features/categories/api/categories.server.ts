import type { AppLoadContext } from 'react-router';
import * as categoriesCalls from '@shared/calls/categories';
import type { CategoryAdminItem, CategoryKind } from '@shared/contracts/categories';
import { loadList, type ListPage } from '~/lib/list-load.server';

/** One kind's categories for the loader; a failed load is an empty list with the server's message. */
export function loadCategories(context: AppLoadContext, kind: CategoryKind): Promise<ListPage<CategoryAdminItem>> {
  return loadList(context, categoriesCalls.categoryList, { kind });
}
