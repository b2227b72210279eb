import type { AppLoadContext } from 'react-router';
import type { ContentAdminItem, ContentOptions } from '@shared/contracts/content-admin';
import { loadList, loadOr, type ListPage } from '~/lib/list-load.server';
import { CONTENT_ADMIN_CALLS } from '../content-calls';
import { contentPayload, type ContentQuery } from '../content-query';

const NO_OPTIONS: ContentOptions = { tech1: [], tech2: [], train: [] };

/** One page of a kind (or of its trash) and the form's category options; a failed list is empty with the message. */
export async function loadContentAdmin(context: AppLoadContext, q: ContentQuery): Promise<{ page: ListPage<ContentAdminItem>; options: ContentOptions }> {
  const [page, options] = await Promise.all([
    loadList<ContentAdminItem>(context, q.trash ? CONTENT_ADMIN_CALLS.trash : CONTENT_ADMIN_CALLS.list, contentPayload(q)),
    loadOr<ContentOptions>(context, CONTENT_ADMIN_CALLS.options, {}, NO_OPTIONS),
  ]);
  return { page, options };
}
