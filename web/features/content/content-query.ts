import type * as contentCalls from '@shared/calls/content';
import type { CallBody } from '@shared/calls/define';
import { PAGE_SIZE } from '@shared/constants';
import { CONTENT_KIND_NAMES, ContentState, type ContentKind, type ContentStateValue } from '@shared/contracts/content-admin';
import { readKeyword, readPage } from '~/lib/list-query';

/**
 * URL parameters of /system/content: `kind` (notice, news, tech, startup, finance, train, room; notice when absent
 * or unknown), `keyword`, `state` (a ContentState but deleted), `view=trash`, 1-based `page`. Read leniently.
 */
export type ContentQuery = { kind: ContentKind; keyword: string; state: ContentStateValue | null; trash: boolean; page: number };

const LISTED_STATES: readonly number[] = [ContentState.DRAFT, ContentState.SCHEDULED, ContentState.PUBLISHED, ContentState.UNPUBLISHED];
const isKind = (v: string | null): v is ContentKind => (CONTENT_KIND_NAMES as readonly (string | null)[]).includes(v);

export function parseContentQuery(sp: URLSearchParams): ContentQuery {
  const kind = sp.get('kind');
  const stateRaw = sp.get('state');
  const state =
    stateRaw !== null && /^\d$/.test(stateRaw) && LISTED_STATES.includes(Number(stateRaw)) ? (Number(stateRaw) as ContentStateValue) : null;
  return { kind: isKind(kind) ? kind : 'notice', keyword: readKeyword(sp), state, trash: sp.get('view') === 'trash', page: readPage(sp) };
}

/** A list link; defaults (no keyword, every state, page 1, not the trash) are left out; the kind always shows. */
export function contentHref(path: string, q: Partial<ContentQuery> & { kind: ContentKind }): string {
  const sp = new URLSearchParams({ kind: q.kind });
  if (q.trash) sp.set('view', 'trash');
  if (q.keyword) sp.set('keyword', q.keyword);
  if (!q.trash && q.state !== null && q.state !== undefined) sp.set('state', String(q.state));
  if (q.page && q.page > 1) sp.set('page', String(q.page));
  return `${path}?${sp.toString()}`;
}

/** content_list / content_trash payload, a back-office page at a time. */
export function contentPayload(q: ContentQuery): CallBody<typeof contentCalls.contentList> {
  const base = { kind: q.kind, ...(q.keyword ? { keyword: q.keyword } : {}), start: q.page, page_size: PAGE_SIZE.admin };
  if (q.trash) return base;
  return { ...base, ...(q.state !== null ? { state: q.state } : {}) };
}
