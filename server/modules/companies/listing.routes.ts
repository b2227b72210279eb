import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { StaffRole } from '../../../shared/auth/staff-roles';
import { idBody } from '../../../shared/contracts/common';
import { companyListing, companyListingSaveBody } from '../../../shared/contracts/companies';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { presentListing } from './listing.presenter';
import { listingAuditView, listingById, listingCategories, saveListing } from './listing.service';

const OPS = [StaffRole.OPERATIONS];

/**
 * Park operations correct a settled company's public listing (issue 13): name, categories, address, main business
 * (主营业务), logo. Audited before → after; a save empties the public caches (lib/call.ts), so the directory and the company
 * page show it at once.
 */
export function listingRoutes(app: FastifyInstance) {
  defineCall(
    app,
    '/api/admin/company_listing',
    { body: idBody, access: 'admin', roles: OPS, invalidates: false, result: companyListing, summary: '入驻企业的公开信息（编辑用）' },
    async ({ db, body }) => {
      const [row, categories] = await Promise.all([listingById(db, body.id), listingCategories(db)]);
      return { data: presentListing(row, categories) };
    },
  );

  defineCall(
    app,
    '/api/admin/company_listing_save',
    { body: companyListingSaveBody, access: 'admin', roles: OPS, result: z.object({ id: z.number().int() }), summary: '修改入驻企业的公开信息（名称、类别、地址、主营业务、标志，是否在名录中显示）' },
    async ({ db, body, req }) => {
      const r = await saveListing(db, body);
      await audit(db, req, { action: 'company.listing', objectType: 'company', objectId: body.id, detail: { before: listingAuditView(r.before), after: listingAuditView(r.after) } });
      return { msg: '企业公开信息已保存', data: { id: body.id } };
    },
  );
}
