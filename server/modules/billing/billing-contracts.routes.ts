import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RecordType, fenToYuan, parkToday } from '../../../shared/billing/rules';
import {
  contractEndBody, contractListBody, contractOptions, feeAdminItem, feeSaveBody, leaseAdminItem, leaseSaveBody,
} from '../../../shared/contracts/billing';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { presentFeeAdmin, presentLeaseAdmin } from './billing.presenter';
import { auditView } from './billing.service';
import { adminContracts, contractOptions as options, endContract, saveFee, saveLease } from './contracts.service';
import { StaffRole } from '../../../shared/auth/staff-roles';

const saved = z.object({ id: z.number().int() });

/** Staff: leases and fee contracts — lists, create or edit, end — every change audited with before → after. */
export function billingContractRoutes(app: FastifyInstance) {
  defineCall(
    app,
    '/api/admin/lease_list',
    { body: contractListBody, access: 'admin', roles: [StaffRole.OPERATIONS], invalidates: false, result: z.array(leaseAdminItem), summary: '房租合同列表（status 0 全部，1 在租，2 已终止）' },
    async ({ db, body }) => {
      const today = parkToday(app.clock());
      const { rows, total } = await adminContracts(db, RecordType.LEASE, body);
      return { data: rows.map((r) => presentLeaseAdmin(r.contract, r.companyName, today)), count: total };
    },
  );

  defineCall(
    app,
    '/api/admin/fee_list',
    { body: contractListBody, access: 'admin', roles: [StaffRole.OPERATIONS], invalidates: false, result: z.array(feeAdminItem), summary: '服务费合同列表（status 0 全部，1 在用，2 已终止）' },
    async ({ db, body }) => {
      const today = parkToday(app.clock());
      const { rows, total } = await adminContracts(db, RecordType.FEE, body);
      return { data: rows.map((r) => presentFeeAdmin(r.contract, r.companyName, today)), count: total };
    },
  );

  defineCall(
    app,
    '/api/admin/lease_save',
    { body: leaseSaveBody, access: 'admin', roles: [StaffRole.OPERATIONS], result: saved, summary: '新建或修改房租合同（一个房间只能有一份在租合同）' },
    async ({ db, body, req }) => {
      const r = await saveLease(db, body, app.clock());
      await audit(db, req, {
        action: r.before ? 'lease.update' : 'lease.create', objectType: 'lease', objectId: r.after.id,
        detail: { before: auditView(r.before), after: auditView(r.after) },
      });
      return { msg: r.before ? '合同已保存' : '合同已创建', data: { id: r.after.id } };
    },
  );

  defineCall(
    app,
    '/api/admin/fee_save',
    { body: feeSaveBody, access: 'admin', roles: [StaffRole.OPERATIONS], result: saved, summary: '新建或修改服务费合同' },
    async ({ db, body, req }) => {
      const r = await saveFee(db, body, app.clock());
      await audit(db, req, {
        action: r.before ? 'service_fee.update' : 'service_fee.create', objectType: 'service_fee', objectId: r.after.id,
        detail: { before: auditView(r.before), after: auditView(r.after) },
      });
      return { msg: r.before ? '合同已保存' : '合同已创建', data: { id: r.after.id } };
    },
  );

  for (const [path, type, summary] of [
    ['/api/admin/lease_end', RecordType.LEASE, '终止房租合同（房间随之空出）'],
    ['/api/admin/fee_end', RecordType.FEE, '终止服务费合同'],
  ] as const) {
    defineCall(app, path, { body: contractEndBody, access: 'admin', roles: [StaffRole.OPERATIONS], result: saved, summary }, async ({ db, body, req }) => {
      const r = await endContract(db, type, body.id, app.clock());
      const objectType = type === RecordType.LEASE ? 'lease' : 'service_fee';
      await audit(db, req, {
        action: `${objectType}.end`, objectType, objectId: body.id,
        detail: { before: auditView(r.before), after: auditView(r.after), remark: body.remark },
      });
      return { msg: '合同已终止', data: { id: body.id } };
    });
  }

  defineCall(
    app,
    '/api/admin/contract_options',
    { body: z.object({}).passthrough(), access: 'admin', roles: [StaffRole.OPERATIONS], invalidates: false, result: contractOptions, summary: '合同表单的选项：已入驻企业与房间（含是否在租）' },
    async ({ db }) => {
      const o = await options(db);
      return {
        data: {
          companies: o.shops,
          rooms: o.rooms.map((r) => ({
            id: r.id, number: r.number, title: r.title, position: r.position, monthly_rent: fenToYuan(r.monthlyRent), leased: !!r.leased,
          })),
        },
      };
    },
  );
}
