import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RecordType, fenToYuan, parkToday, type RecordTypeValue } from '../../../shared/billing/rules';
import * as billingCalls from '../../../shared/calls/billing';
import type { ContractEndBody } from '../../../shared/contracts/billing';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { BILLING_STAFF } from './billing.policy';
import { presentFeeAdmin, presentLeaseAdmin } from './billing.presenter';
import { auditView } from './billing.service';
import { adminContracts, contractOptions as options, endContract, saveFee, saveLease } from './contracts.service';

/** Staff: leases and fee contracts — lists, create or edit, end — every change audited with before → after. */
export function contractsRoutes(app: FastifyInstance) {
  defineCall(
    app,
    billingCalls.leaseList,
    { access: 'admin', roles: BILLING_STAFF, invalidates: false, summary: '房租合同列表（status 0 全部，1 在租，2 已终止）' },
    async ({ db, body }) => {
      const today = parkToday(app.clock());
      const { rows, total } = await adminContracts(db, RecordType.LEASE, body);
      return { data: rows.map((r) => presentLeaseAdmin(r.contract, r.companyName, today)), count: total };
    },
  );

  defineCall(
    app,
    billingCalls.feeList,
    { access: 'admin', roles: BILLING_STAFF, invalidates: false, summary: '服务费合同列表（status 0 全部，1 在用，2 已终止）' },
    async ({ db, body }) => {
      const today = parkToday(app.clock());
      const { rows, total } = await adminContracts(db, RecordType.FEE, body);
      return { data: rows.map((r) => presentFeeAdmin(r.contract, r.companyName, today)), count: total };
    },
  );

  defineCall(
    app,
    billingCalls.leaseSave,
    { access: 'admin', roles: BILLING_STAFF, summary: '新建或修改房租合同（一个房间只能有一份在租合同）' },
    async ({ db, body, req }) => {
      const r = await saveLease(db, body, app.clock());
      await audit(db, req, {
        action: r.before ? 'lease.update' : 'lease.create',
        objectType: 'lease',
        objectId: r.after.id,
        detail: { before: auditView(r.before), after: auditView(r.after) },
      });
      return { msg: r.before ? '合同已保存' : '合同已创建', data: { id: r.after.id } };
    },
  );

  defineCall(
    app,
    billingCalls.feeSave,
    { access: 'admin', roles: BILLING_STAFF, summary: '新建或修改服务费合同' },
    async ({ db, body, req }) => {
      const r = await saveFee(db, body, app.clock());
      await audit(db, req, {
        action: r.before ? 'service_fee.update' : 'service_fee.create',
        objectType: 'service_fee',
        objectId: r.after.id,
        detail: { before: auditView(r.before), after: auditView(r.after) },
      });
      return { msg: r.before ? '合同已保存' : '合同已创建', data: { id: r.after.id } };
    },
  );

  const end =
    (type: RecordTypeValue) =>
    async ({ db, body, req }: { db: Db; body: ContractEndBody; req: FastifyRequest }) => {
      const r = await endContract(db, type, body.id, app.clock());
      const objectType = type === RecordType.LEASE ? 'lease' : 'service_fee';
      await audit(db, req, {
        action: `${objectType}.end`,
        objectType,
        objectId: body.id,
        detail: { before: auditView(r.before), after: auditView(r.after), remark: body.remark },
      });
      return { msg: '合同已终止', data: { id: body.id } };
    };
  defineCall(
    app,
    billingCalls.leaseEnd,
    { access: 'admin', roles: BILLING_STAFF, summary: '终止房租合同（房间随之空出）' },
    end(RecordType.LEASE),
  );
  defineCall(app, billingCalls.feeEnd, { access: 'admin', roles: BILLING_STAFF, summary: '终止服务费合同' }, end(RecordType.FEE));

  defineCall(
    app,
    billingCalls.contractOptions,
    { access: 'admin', roles: BILLING_STAFF, invalidates: false, summary: '合同表单的选项：已入驻企业与房间（含是否在租）' },
    async ({ db }) => {
      const o = await options(db);
      return {
        data: {
          companies: o.shops,
          rooms: o.rooms.map((r) => ({
            id: r.id,
            number: r.number,
            title: r.title,
            position: r.position,
            monthly_rent: fenToYuan(r.monthlyRent),
            leased: !!r.leased,
          })),
        },
      };
    },
  );
}
