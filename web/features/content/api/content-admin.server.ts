import type { AppLoadContext } from 'react-router';
import * as contentCalls from '@shared/calls/content';
import type { ContentAdminItem, ContentOptions } from '@shared/contracts/content-admin';
import { loadList, loadOr, type ListPage } from '~/lib/list-load.server';
import { contentPayload, type ContentQuery } from '../content-query';

const NO_OPTIONS: ContentOptions = { tech1: [], tech2: [], train: [] };

/** One page of a kind (or of its trash) and the form's category options; a failed list is empty with the message. */
export async function loadContentAdmin(
  context: AppLoadContext,
  q: ContentQuery,
): Promise<{ page: ListPage<ContentAdminItem>; options: ContentOptions }> {
  const [page, options] = await Promise.all([
    loadList(context, q.trash ? contentCalls.contentTrash : contentCalls.contentList, contentPayload(q)),
    loadOr(context, contentCalls.contentOptions, {}, NO_OPTIONS),
  ]);
  return { page, options };
}
