import { z } from 'zod';
import * as c from '../contracts/bookings';
import { call, query } from './define';

/**
 * Meeting-room booking (issue 33; server/modules/bookings, web/features/bookings). The spaces and their days are open
 * to everyone (visitors are asked to sign in to book); booking, the company's list, cancelling and its charges are a
 * settled company's members' (the company from the session); 会议室管理 is 园区运营's.
 */
const noBody = z.object({}).passthrough();
const saved = z.object({ id: z.number().int() });

// Everyone: the spaces (租赁服务) and a space's day.
export const roomSpaces = query('/api/index/room_spaces', noBody, z.array(c.spaceItem));
export const roomSlots = query('/api/index/room_slots', c.roomSlotsBody, c.roomSlots);

// A settled company's members (会议室预约; 服务费用's 会议室使用费 for 负责人 and 财务, as the page).
export const roomBook = call('/api/index/room_book', c.roomBookBody, c.bookingItem);
export const roomBookings = query('/api/index/room_bookings', c.roomBookingsBody, z.array(c.bookingItem));
export const roomCancel = call('/api/index/room_cancel', c.roomCancelBody, c.bookingItem);
export const roomCharges = query('/api/index/room_charges', c.roomChargesBody, z.array(c.roomChargeMonth));

// Staff of 园区运营 (会议室管理).
export const spaceList = query('/api/admin/space_list', noBody, z.array(c.spaceItem));
export const spaceSave = call('/api/admin/space_save', c.spaceSaveBody, saved);
export const bookingCalendar = query('/api/admin/booking_calendar', c.bookingCalendarBody, c.bookingCalendar);
export const bookingList = query('/api/admin/booking_list', c.bookingListBody, z.array(c.bookingAdminItem));
export const bookingSave = call('/api/admin/booking_save', c.bookingSaveBody, c.bookingAdminItem);
export const bookingMove = call('/api/admin/booking_move', c.bookingMoveBody, c.bookingAdminItem);
export const bookingCancel = call('/api/admin/booking_cancel', c.bookingCancelBody, c.bookingAdminItem);
export const bookingReview = call('/api/admin/booking_review', c.bookingReviewBody, c.bookingAdminItem);
export const bookingSettings = query('/api/admin/booking_settings', noBody, c.bookingSettings);
export const bookingSettingsSave = call('/api/admin/booking_settings_save', c.bookingSettingsBody, c.bookingSettings);
export const roomChargeList = query('/api/admin/room_charge_list', c.roomChargeListBody, z.array(c.roomChargeAdminItem));
export const roomChargePay = call('/api/admin/room_charge_pay', c.roomChargePayBody, c.roomChargeAdminItem);
