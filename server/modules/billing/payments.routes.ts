import type { FastifyInstance } from 'fastify';
import { RecordType, isWarned, parkToday } from '../../../shared/billing/rules';
import * as billingCalls from '../../../shared/calls/billing';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { BILLING_STAFF } from './billing.policy';
import { presentPayment } from './billing.presenter';
import { loadContract, paymentPage } from './billing.service';
import { correctPaidThrough, recordPayment } from './payments.service';

const objectType = (type: number) => (type === RecordType.LEASE ? 'lease' : 'service_fee');

/** Staff: recording payments against a contract, its payment history, correcting its paid-through date. admin_id is ignored. */
export function paymentsRoutes(app: FastifyInstance) {
  defineCall(
    app,
    billingCalls.updateTime,
    { access: 'admin', roles: BILLING_STAFF, summary: '修改合同的已缴至（到期）日期，不得早于签约日期' },
    async ({ db, body, req }) => {
      const r = await correctPaidThrough(db, body.type, body.id, body.expire_time, app.clock());
      await audit(db, req, {
        action: `${objectType(body.type)}.update_time`,
        objectType: objectType(body.type),
        objectId: body.id,
        detail: { before: { expire_time: r.before }, after: { expire_time: r.after } },
      });
      return { msg: '到期时间已更新', data: { id: body.id, expire_time: r.after } };
    },
  );

  defineCall(
    app,
    billingCalls.payAdd,
    { access: 'admin', roles: BILLING_STAFF, perMinute: 120, summary: '已缴费，解除预警：登记缴费若干期，已缴至日期按合同周期顺延' },
    async ({ db, body, actor, req }) => {
      const r = await recordPayment(db, body, actor.userId, app.clock());
      await audit(db, req, {
        action: `${objectType(body.type)}.pay`,
        objectType: objectType(body.type),
        objectId: body.id,
        detail: {
          before: { expire_time: r.contract.paidUntil },
          after: { expire_time: r.next },
          payment_id: r.payment.id,
          periods: body.periods,
          amount_fen: r.payment.amount,
          pay_way: body.pay_way,
        },
      });
      // One period may not be enough for a long-overdue contract: say so rather than claim the warning is gone.
      const msg = isWarned(r.next, parkToday(app.clock())) ? `已登记缴费，已缴至 ${r.next}，仍在预警中` : '已缴费，预警已解除';
      return { msg, data: { id: body.id, expire_time: r.next, payment_id: r.payment.id } };
    },
  );

  defineCall(
    app,
    billingCalls.recordList,
    { access: 'admin', roles: BILLING_STAFF, invalidates: false, summary: '某一合同的缴费记录（含登记人）' },
    async ({ db, body }) => {
      await loadContract(db, body.type, body.id);
      const { rows, total } = await paymentPage(db, body.type, body.id, body);
      return { data: rows.map((r) => presentPayment(r.payment, r.recorder)), count: total };
    },
  );
}
