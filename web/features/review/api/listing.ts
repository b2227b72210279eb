import type { CompanyListing } from '@shared/contracts/companies';
import { api } from '~/lib/api';

/** Park operations' calls on a settled company's public listing (server/modules/companies/listing.routes.ts). */
export const LISTING_CALLS = { detail: '/api/admin/company_listing', save: '/api/admin/company_listing_save' } as const;

export const listingApi = {
  detail: (id: number) => api<CompanyListing>(LISTING_CALLS.detail, { id }),
  save: (body: Record<string, unknown>) => api<{ id: number }>(LISTING_CALLS.save, body),
};
