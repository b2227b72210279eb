import * as companiesCalls from '@shared/calls/companies';
import type { CallBody } from '@shared/calls/define';
import { api } from '~/lib/api';

/** Park operations' calls on a settled company's public listing (server/modules/companies/listing.routes.ts). */
export const listingApi = {
  detail: (id: number) => api(companiesCalls.companyListing, { id }),
  save: (body: CallBody<typeof companiesCalls.companyListingSave>) => api(companiesCalls.companyListingSave, body),
};
