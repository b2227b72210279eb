import type { Db } from '../client';
import { rooms } from '../schema/index';
import { LEASES } from './data/tenancy';
import { PROPERTY_FEE_PER_M2, ROOM_IMAGES, ROOMS, type RoomSeed } from './data/rooms';
import { rich } from './html';
import { searchable, searchableBody } from './util';

export type SeededRoom = { id: number; position: string; monthlyRent: number };

/** 'A座-1203' is on A座's 12th floor; the co-working desks are on B座's 2nd. */
export function positionOf(number: string): string {
  const m = /^([A-D]座)-(\d{2})\d{2}$/.exec(number);
  return m ? `${m[1]}${Number(m[2])}层` : 'B座2层 众创空间';
}

/** Asking rent in fen per month: area × daily rate × 365 / 12, to the yuan; a desk has a monthly price. */
export function monthlyRentOf(r: RoomSeed): number {
  return r.kind === 'desk' ? r.rate * 100 : Math.round((r.area * r.rate * 365) / 12) * 100;
}

function content(r: RoomSeed, position: string, rent: number): string {
  const price = r.kind === 'desk' ? `${r.rate}元/工位·月` : `${r.rate.toFixed(1)}元/平方米·天（约${rent / 100}元/月）`;
  return rich(
    [
      `本房源位于${position}（${r.number}），建筑面积约${r.area}平方米，可容纳${r.work}个工位。`,
      '## 房源亮点',
      ...r.highlights.map((h) => `- ${h}`),
      '## 租赁说明',
      `- 参考租金：${price}`,
      `- 物业服务费：${PROPERTY_FEE_PER_M2 / 100}元/平方米·月`,
      '- 付款方式：押二付三，最短租期一年',
      '- 符合园区产业定位的企业可申请租金优惠',
      '看房预约：园区招商服务热线 0571-88886002',
    ].join('\n'),
  );
}

/** Spaces to lease; the ones let to seeded companies are marked occupied. */
export async function seedRooms(db: Db) {
  const let_ = new Set(LEASES.filter((l) => !l.ended).map((l) => l.room));
  const rows = ROOMS.map((r, i) => {
    const position = positionOf(r.number);
    const rent = monthlyRentOf(r);
    const images = ROOM_IMAGES[r.kind];
    const html = content(r, position, rent);
    return {
      title: r.title,
      number: r.number,
      position,
      work: r.work,
      area: r.area.toFixed(2),
      monthlyRent: rent,
      image: images[i % images.length]!,
      content: html,
      occupancy: let_.has(r.number) ? 1 : 0,
      consultationCount: (i * 7) % 23,
      sort: i + 1,
      ...searchable(r.title, r.number, position),
      ...searchableBody(html),
    };
  });
  const inserted = await db.insert(rooms).values(rows).returning({ id: rooms.id, number: rooms.number });
  const idOf = new Map(inserted.map((r) => [r.number, r.id]));
  const byNumber = new Map<string, SeededRoom>(
    rows.map((r) => [r.number, { id: idOf.get(r.number)!, position: r.position, monthlyRent: r.monthlyRent }]),
  );
  return { count: inserted.length, ids: rows.map((r) => idOf.get(r.number)!), byNumber };
}
