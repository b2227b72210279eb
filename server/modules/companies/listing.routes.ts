import type { FastifyInstance } from 'fastify';
import * as companiesCalls from '../../../shared/calls/companies';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { LISTING_STAFF } from './listing.policy';
import { presentListing } from './listing.presenter';
import { listingAuditView, listingById, listingCategories, saveListing } from './listing.service';

/**
 * Park operations correct a settled company's public listing (issue 13): name, categories, address, main business
 * (主营业务), logo. Audited before → after; a save empties the public caches (lib/call.ts), so the directory and the company
 * page show it at once.
 */
export function listingRoutes(app: FastifyInstance) {
  defineCall(
    app,
    companiesCalls.companyListing,
    { access: 'admin', roles: LISTING_STAFF, invalidates: false, summary: '入驻企业的公开信息（编辑用）' },
    async ({ db, body }) => {
      const [row, categories] = await Promise.all([listingById(db, body.id), listingCategories(db)]);
      return { data: presentListing(row, categories) };
    },
  );

  defineCall(
    app,
    companiesCalls.companyListingSave,
    { access: 'admin', roles: LISTING_STAFF, summary: '修改入驻企业的公开信息（名称、类别、地址、主营业务、标志，是否在名录中显示）' },
    async ({ db, body, req }) => {
      const r = await saveListing(db, body);
      await audit(db, req, {
        action: 'company.listing',
        objectType: 'company',
        objectId: body.id,
        detail: { before: listingAuditView(r.before), after: listingAuditView(r.after) },
      });
      return { msg: '企业公开信息已保存', data: { id: body.id } };
    },
  );
}
