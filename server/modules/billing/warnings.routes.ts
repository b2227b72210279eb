import type { FastifyInstance } from 'fastify';
import { RecordType, fenToYuan, parkToday, type RecordTypeValue } from '../../../shared/billing/rules';
import * as billingCalls from '../../../shared/calls/billing';
import type { WarnListBody } from '../../../shared/contracts/billing';
import type { Db } from '../../db/client';
import { defineCall } from '../../lib/call';
import { BILLING_STAFF } from './billing.policy';
import { presentWarn } from './billing.presenter';
import { warnData as overview, warnList } from './warnings.service';

/** Staff: the rent and service-fee warning lists (房租预警 / 其他预警) and the overview. */
export function warningsRoutes(app: FastifyInstance) {
  const warnings =
    (kind: RecordTypeValue) =>
    async ({ db, body }: { db: Db; body: WarnListBody }) => {
      const today = parkToday(app.clock());
      const { rows, total, money } = await warnList(db, kind, body, today);
      return { data: { list: rows.map((r) => presentWarn(r.contract, r.company, today)), total_money: fenToYuan(money) }, count: total };
    };
  defineCall(
    app,
    billingCalls.warnList,
    { access: 'admin', roles: BILLING_STAFF, invalidates: false, summary: '房租预警列表（type 0 全部，2 一周内，1 一个月内；含合计应缴）' },
    warnings(RecordType.LEASE),
  );
  defineCall(
    app,
    billingCalls.ortherwarnList,
    {
      access: 'admin',
      roles: BILLING_STAFF,
      invalidates: false,
      summary: '其他（服务费）预警列表（type 0 全部，2 一周内，1 一个月内；含合计应缴）',
    },
    warnings(RecordType.FEE),
  );

  defineCall(
    app,
    billingCalls.warnData,
    {
      access: 'admin',
      roles: BILLING_STAFF,
      invalidates: false,
      summary: '预警概览：房间、入驻企业、预警数、出租率、预警金额与未来 12 个月到期分布',
    },
    async ({ db }) => ({ data: await overview(db, parkToday(app.clock())) }),
  );
}
