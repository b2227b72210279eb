import type { FastifyInstance } from 'fastify';
import * as roomsCalls from '../../../shared/calls/rooms';
import { withExcerpt } from '../../lib/search';
import { listAnswer } from '../../lib/catalog';
import { defineCall } from '../../lib/call';
import { ROOMS_READ } from './rooms.policy';
import { presentRoomCard, presentRoomDetail } from './rooms.presenter';
import { roomById, roomList } from './rooms.service';

/** The public room listings (租赁服务): the list and a room's page. */
export async function roomsRoutes(app: FastifyInstance) {
  defineCall(app, roomsCalls.roomList, { ...ROOMS_READ, summary: '可租房源列表（空置在前）' }, async ({ db, env, body }) => {
    return listAnswer(await roomList(db, body), (r) => withExcerpt(presentRoomCard(r, env.publicUrl), r, body.keyword));
  });

  defineCall(app, roomsCalls.roomDetail, { ...ROOMS_READ, summary: '房源详情' }, async ({ db, env, body }) => {
    return { data: presentRoomDetail(await roomById(db, body.id), env.publicUrl) };
  });
}
