import { asc, desc } from 'drizzle-orm';
import type { Page } from '../../../shared/contracts/common';
import type { Db } from '../../db/client';
import { rooms } from '../../db/schema/index';
import { getPublished, listPublished, type InBody } from '../../lib/catalog';

const cardFields = {
  id: rooms.id,
  title: rooms.title,
  number: rooms.number,
  position: rooms.position,
  work: rooms.work,
  area: rooms.area,
  image: rooms.image,
  monthlyRent: rooms.monthlyRent,
};
export type RoomCardRow = Pick<typeof rooms.$inferSelect, keyof typeof cardFields>;
export type RoomRow = typeof rooms.$inferSelect;

/** One page of published rooms, vacant ones first (then the editors' order), with the total. */
export async function roomList(db: Db, q: Page & { keyword?: string }): Promise<{ rows: (RoomCardRow & InBody)[]; total: number }> {
  return listPublished(db, rooms, cardFields, {
    keyword: q.keyword,
    inBody: true,
    orderBy: [asc(rooms.occupancy), asc(rooms.sort), desc(rooms.id)],
    page: q,
  });
}

/** One published room, or the standard not-found answer. */
export const roomById = (db: Db, id: number): Promise<RoomRow> => getPublished(db, rooms, id);
