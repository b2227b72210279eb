import * as companyCalls from '@shared/calls/companies';
import type { CallBody } from '@shared/calls/define';
import { api } from '~/lib/api';

/** Park operations' calls on a settled company's public listing (server/modules/companies/listing.routes.ts). */
export const listingApi = {
  detail: (id: number) => api(companyCalls.companyListing, { id }),
  save: (body: CallBody<typeof companyCalls.companyListingSave>) => api(companyCalls.companyListingSave, body),
};
