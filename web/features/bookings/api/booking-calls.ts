import * as bookingsCalls from '@shared/calls/bookings';
import type { CallBody } from '@shared/calls/define';
import { api } from '~/lib/api';

// 会议室预约's clicks: each resolves with the envelope (its msg 预约成功, 已提交预约，等待园区审核 or 已取消预约); on a
// refusal the API client has already shown the server's message, and the promise rejects with it (ApiError).

export const bookRoom = (body: CallBody<typeof bookingsCalls.roomBook>) => api(bookingsCalls.roomBook, body);

export const cancelBooking = (id: number) => api(bookingsCalls.roomCancel, { id });

/** The refusal's error, for the page that loaded these calls as a chunk of their own. */
export { ApiError } from '~/lib/api';
