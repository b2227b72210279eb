import type { FastifyInstance } from 'fastify';
import { asc, desc } from 'drizzle-orm';
import * as roomsCalls from '../../../shared/calls/rooms';
import type { LeaseCard } from '../../../shared/contracts/services';
import { rooms } from '../../db/schema/index';
import { getPublished, listPublished } from '../../lib/catalog';
import { defineCall } from '../../lib/call';
import { sanitizeRichText } from '../../lib/sanitize';
import { absoluteUrl } from '../../lib/urls';

const cardFields = {
  id: rooms.id, title: rooms.title, number: rooms.number, position: rooms.position, work: rooms.work,
  area: rooms.area, image: rooms.image, monthlyRent: rooms.monthlyRent,
};
type CardRow = Pick<typeof rooms.$inferSelect, keyof typeof cardFields>;

function presentLeaseCard(r: CardRow, base: string): LeaseCard {
  return {
    id: r.id, title: r.title, number: r.number, position: r.position, work: r.work,
    area: String(Number(r.area)), image: absoluteUrl(base, r.image), monthly_rent: r.monthlyRent,
  };
}

/** Rooms to lease: the public list and detail. */
export async function roomsRoutes(app: FastifyInstance) {
  defineCall(app, roomsCalls.leaseList, { access: 'public', cache: 'public', summary: '可租房源列表（空置在前）' }, async ({ db, env, body }) => {
    const { rows, total } = await listPublished(db, rooms, cardFields, {
      keyword: body.keyword,
      orderBy: [asc(rooms.occupancy), asc(rooms.sort), desc(rooms.id)],
      page: body,
    });
    return { data: rows.map((r) => presentLeaseCard(r, env.publicUrl)), count: total };
  });

  defineCall(app, roomsCalls.leaseDetail, { access: 'public', cache: 'public', summary: '房源详情' }, async ({ db, env, body }) => {
    const row = await getPublished(db, rooms, body.id);
    return { data: { ...presentLeaseCard(row, env.publicUrl), content: sanitizeRichText(row.content, env.publicUrl) } };
  });
}
