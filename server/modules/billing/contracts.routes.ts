import type { FastifyInstance } from 'fastify';
import { RecordType, fenToYuan, parkToday, type RecordTypeValue } from '../../../shared/billing/rules';
import * as billingCalls from '../../../shared/calls/billing';
import type { ContractEndBody, ContractListBody } from '../../../shared/contracts/billing';
import type { Db } from '../../db/client';
import { auditedChange } from '../../lib/audited-change';
import { defineCall } from '../../lib/call';
import { BILLING_STAFF } from './billing.policy';
import { presentFeeAdmin, presentLeaseAdmin } from './billing.presenter';
import { auditView, type Contract } from './billing.service';
import { adminContracts, contractOptions as options, endContract, saveFee, saveLease } from './contracts.service';

/** The audit name of a record type's contracts. */
const objectTypeOf = (type: RecordTypeValue) => (type === RecordType.LEASE ? 'lease' : 'service_fee');

/** Staff: leases and fee contracts — lists, create or edit, end — every change audited with before → after. */
export function contractsRoutes(app: FastifyInstance) {
  // The two lists: one query, each type's presenter.
  const list =
    <T>(type: RecordTypeValue, present: (c: Contract, companyName: string, today: string) => T) =>
    async ({ db, body }: { db: Db; body: ContractListBody }) => {
      const today = parkToday(app.clock());
      const { rows, total } = await adminContracts(db, type, body);
      return { data: rows.map((r) => present(r.contract, r.companyName, today)), count: total };
    };

  // Saving either type: created or updated, audited before → after, answered with the contract's id.
  const save = <B>(type: RecordTypeValue, run: (db: Db, body: B, now: Date) => Promise<{ before: Contract | null; after: Contract }>) =>
    auditedChange(app, {
      run,
      audit: (r) => ({
        action: `${objectTypeOf(type)}.${r.before ? 'update' : 'create'}`,
        objectType: objectTypeOf(type),
        objectId: r.after.id,
        detail: { before: auditView(r.before), after: auditView(r.after) },
      }),
      msg: (r) => (r.before ? '合同已保存' : '合同已创建'),
    });

  defineCall(
    app,
    billingCalls.leaseList,
    { access: 'admin', roles: BILLING_STAFF, invalidates: false, summary: '房租合同列表（status 0 全部，1 在租，2 已终止）' },
    list(RecordType.LEASE, presentLeaseAdmin),
  );

  defineCall(
    app,
    billingCalls.feeList,
    { access: 'admin', roles: BILLING_STAFF, invalidates: false, summary: '服务费合同列表（status 0 全部，1 在用，2 已终止）' },
    list(RecordType.FEE, presentFeeAdmin),
  );

  defineCall(
    app,
    billingCalls.leaseSave,
    { access: 'admin', roles: BILLING_STAFF, summary: '新建或修改房租合同（一个房间只能有一份在租合同）' },
    save(RecordType.LEASE, saveLease),
  );

  defineCall(
    app,
    billingCalls.feeSave,
    { access: 'admin', roles: BILLING_STAFF, summary: '新建或修改服务费合同' },
    save(RecordType.FEE, saveFee),
  );

  const end = (type: RecordTypeValue) =>
    auditedChange(app, {
      run: (db, body: ContractEndBody, now) => endContract(db, type, body.id, now),
      audit: (r, body) => ({
        action: `${objectTypeOf(type)}.end`,
        objectType: objectTypeOf(type),
        objectId: body.id,
        detail: { before: auditView(r.before), after: auditView(r.after), remark: body.remark },
      }),
      msg: '合同已终止',
    });
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
