import type { FastifyInstance } from 'fastify';
import { BILLING_MEMBERS } from '../../../shared/auth/member-roles';
import { RecordType, parkToday, type RecordTypeValue } from '../../../shared/billing/rules';
import * as billingCalls from '../../../shared/calls/billing';
import type { Page } from '../../../shared/contracts/common';
import type { Db } from '../../db/client';
import { defineCall, type Actor } from '../../lib/call';
import { companyFor, type Membership } from '../members/members.public';
import { paymentsRoutes } from './payments.routes';
import { warningsRoutes } from './warnings.routes';
import { contractsRoutes } from './contracts.routes';
import { exportsRoutes } from './exports.routes';
import { requireOwn } from './billing.policy';
import { presentMyFee, presentMyRoomEntry, presentPayment } from './billing.presenter';
import { findContract, paymentPage, type Contract } from './billing.service';
import { companyContracts } from './contracts.service';

/**
 * Leases, fee contracts, payments and warnings (issue 9). The company's calls act on the settled company the session
 * user is a member of, for the roles of billing (BILLING_MEMBERS: 负责人, 财务; issue 30); shop_id in the payload is
 * ignored. The staff's calls are in the files registered below.
 */
export async function billingRoutes(app: FastifyInstance) {
  // A company's call: the settled company the caller acts for in billing (BILLING_MEMBERS; anyone else is refused).
  const ofCompany =
    <B, T>(handler: (db: Db, company: Membership['company'], body: B) => Promise<T>) =>
    async ({ db, actor, body }: { db: Db; actor: Actor; body: B }) => {
      const { company } = await companyFor(db, actor, BILLING_MEMBERS, app.clock());
      return handler(db, company, body);
    };

  // Its leases or its fee contracts, a page, each with its warning as of today.
  const contracts = <T>(type: RecordTypeValue, present: (c: Contract, company: Membership['company'], today: string) => T) =>
    ofCompany(async (db, company, body: Page) => {
      const today = parkToday(app.clock());
      const { rows, total } = await companyContracts(db, type, company.id, body);
      return { data: rows.map((c) => present(c, company, today)), count: total };
    });

  defineCall(
    app,
    billingCalls.myRoom,
    { access: 'personal', invalidates: false, summary: '本企业的房租合同（在租在前，含到期预警）' },
    contracts(RecordType.LEASE, presentMyRoomEntry),
  );

  defineCall(
    app,
    billingCalls.myOrtherroom,
    { access: 'personal', invalidates: false, summary: '本企业的服务费合同（含到期预警）' },
    contracts(RecordType.FEE, (c, _company, today) => presentMyFee(c, today)),
  );

  defineCall(
    app,
    billingCalls.myRecord,
    { access: 'personal', invalidates: false, summary: '本企业某一合同的缴费记录（type 1 房租，2 服务费）' },
    ofCompany(async (db, company, body) => {
      requireOwn(await findContract(db, body.type, body.id), company.id);
      const { rows, total } = await paymentPage(db, body.type, body.id, body);
      return { data: rows.map((r) => presentPayment(r.payment, '')), count: total };
    }),
  );

  warningsRoutes(app);
  paymentsRoutes(app);
  contractsRoutes(app);
  exportsRoutes(app);
}
