import * as billingCalls from '@shared/calls/billing';
import * as bookingsCalls from '@shared/calls/bookings';
import type { CallBody } from '@shared/calls/define';
import { api } from '~/lib/api';

// Calls made from the page's buttons. Each resolves with the envelope on success; on failure the API client has
// already shown the server's message, and the promise rejects with an ApiError carrying it. The forms send their
// bodies once checked with the call's own body schema.

type Body<C extends keyof typeof bookingsCalls> = CallBody<(typeof bookingsCalls)[C]>;

export const bookingsAdminApi = {
  saveSpace: (body: Record<string, unknown>) => api(bookingsCalls.spaceSave, body as Body<'spaceSave'>),
  book: (body: Record<string, unknown>) => api(bookingsCalls.bookingSave, body as Body<'bookingSave'>),
  move: (body: Record<string, unknown>) => api(bookingsCalls.bookingMove, body as Body<'bookingMove'>),
  cancel: (id: number, remark: string) => api(bookingsCalls.bookingCancel, { id, remark } as Body<'bookingCancel'>),
  review: (id: number, pass: boolean, remark: string) =>
    api(bookingsCalls.bookingReview, { id, pass: pass ? 1 : 0, remark } as Body<'bookingReview'>),
  saveSettings: (body: Record<string, unknown>) => api(bookingsCalls.bookingSettingsSave, body as Body<'bookingSettingsSave'>),
  payCharge: (body: Record<string, unknown>) => api(bookingsCalls.roomChargePay, body as Body<'roomChargePay'>),
  /** The settled companies a booking may be made for (billing's contract_options). */
  companies: async () => (await api(billingCalls.contractOptions)).data.companies,
};
