import type { FastifyInstance } from 'fastify';
import { BILLING_MEMBERS } from '../../../shared/auth/member-roles';
import { RecordType, parkToday } from '../../../shared/billing/rules';
import * as billingCalls from '../../../shared/calls/billing';
import { defineCall } from '../../lib/call';
import { companyFor } from '../members/members.public';
import { paymentsRoutes } from './payments.routes';
import { warningsRoutes } from './warnings.routes';
import { contractsRoutes } from './contracts.routes';
import { exportsRoutes } from './exports.routes';
import { requireOwn } from './billing.policy';
import { presentMyFee, presentMyRoomEntry, presentPayment } from './billing.presenter';
import { findContract, paymentPage } from './billing.service';
import { companyContracts } from './contracts.service';

/**
 * Leases, fee contracts, payments and warnings (issue 9). The company's calls act on the settled company the session
 * user is a member of, for the roles of billing (BILLING_MEMBERS: 负责人, 财务; issue 30); shop_id in the payload is
 * ignored. The staff's calls are in the files registered below.
 */
export async function billingRoutes(app: FastifyInstance) {
  defineCall(
    app,
    billingCalls.myRoom,
    { access: 'personal', invalidates: false, summary: '本企业的房租合同（在租在前，含到期预警）' },
    async ({ db, actor, body }) => {
      const { company } = await companyFor(db, actor.userId, BILLING_MEMBERS, app.clock());
      const today = parkToday(app.clock());
      const { rows, total } = await companyContracts(db, RecordType.LEASE, company.id, body);
      return { data: rows.map((c) => presentMyRoomEntry(c, company, today)), count: total };
    },
  );

  defineCall(
    app,
    billingCalls.myOrtherroom,
    { access: 'personal', invalidates: false, summary: '本企业的服务费合同（含到期预警）' },
    async ({ db, actor, body }) => {
      const { company } = await companyFor(db, actor.userId, BILLING_MEMBERS, app.clock());
      const today = parkToday(app.clock());
      const { rows, total } = await companyContracts(db, RecordType.FEE, company.id, body);
      return { data: rows.map((c) => presentMyFee(c, today)), count: total };
    },
  );

  defineCall(
    app,
    billingCalls.myRecord,
    { access: 'personal', invalidates: false, summary: '本企业某一合同的缴费记录（type 1 房租，2 服务费）' },
    async ({ db, actor, body }) => {
      const { company } = await companyFor(db, actor.userId, BILLING_MEMBERS, app.clock());
      requireOwn(await findContract(db, body.type, body.id), company.id);
      const { rows, total } = await paymentPage(db, body.type, body.id, body);
      return { data: rows.map((r) => presentPayment(r.payment, '')), count: total };
    },
  );

  warningsRoutes(app);
  paymentsRoutes(app);
  contractsRoutes(app);
  exportsRoutes(app);
}
