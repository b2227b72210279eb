import { data, type AppLoadContext } from 'react-router';
import * as importsCalls from '@shared/calls/imports';
import type { ImportReport, ImportSummary } from '@shared/contracts/imports';
import { MSG } from '@shared/messages';
import { loadItem } from '~/lib/detail.server';
import { positiveId } from '~/lib/list-query';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { importListPayload, type ImportsQuery } from '../import-view';

/** One page (8) of 导入记录, newest first; a failed load is an empty list with the server's message. */
export function loadImports(context: AppLoadContext, q: ImportsQuery): Promise<ListPage<ImportSummary>> {
  return loadList(context, importsCalls.importList, importListPayload(q));
}

/** /system/imports/:id: one import's report; a malformed id or an import not there is a 404, another failure a 503. */
export async function loadImport(context: AppLoadContext, id: string | undefined): Promise<ImportReport> {
  if (positiveId(id ?? null) === null) throw data({ msg: MSG.notFound }, { status: 404 });
  return loadItem(context, importsCalls.importDetail, new URLSearchParams({ id: id! }));
}
