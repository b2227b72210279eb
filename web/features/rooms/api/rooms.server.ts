import type { AppLoadContext } from 'react-router';
import * as roomsCalls from '@shared/calls/rooms';
import { PAGE_SIZE } from '@shared/constants';
import { loadItem } from '~/lib/detail.server';
import { pageBody, parseListQuery, type ListQuery, type NoFilters } from '~/lib/list-query';
import { loadList } from '~/lib/list-load.server';

export type RoomQuery = ListQuery<NoFilters>;

/** /tenancy: rooms to lease (vacant first), 10 a page. */
export async function loadRoomPage(context: AppLoadContext, sp: URLSearchParams) {
  const query: RoomQuery = parseListQuery(sp, {});
  const list = await loadList(context, roomsCalls.roomList, pageBody(query, PAGE_SIZE.rooms));
  return { query, ...list };
}

export const loadRoom = (context: AppLoadContext, sp: URLSearchParams) => loadItem(context, roomsCalls.roomDetail, sp);

/** The first rooms of the list (vacant first), for the home page. */
export const loadRoomSample = (context: AppLoadContext, size: number) =>
  loadList(context, roomsCalls.roomList, { start: 1, page_size: size });
