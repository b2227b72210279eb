import { z } from 'zod';
import * as c from '../contracts/message-centre';
import { call, query } from './define';

/**
 * The message centre (issue 32; server/modules/message-centre, web/features/message-centre): every signed-in person
 * (company users and staff) reads their own messages only, identity from the session.
 */
export const messageList = query('/api/index/message_list', c.messageListBody, z.array(c.messageItem));
export const messageRead = call('/api/index/message_read', c.messageReadBody, c.messageCount);
export const messageCount = query('/api/index/message_count', z.object({}).passthrough(), c.messageCount);

/** 通知设置: the caller's own channel choices per kind of message (company users and staff). */
export const messageSettings = query('/api/index/message_settings', z.object({}).passthrough(), c.messageSettings);
export const messageSettingSave = call('/api/index/message_settings_save', c.messageSettingSaveBody, c.messageSettings);

/** The delivery log (staff of 园区运营): every message's SMS, e-mail and WeChat sends, and resending a failed one. */
export const messageDeliveryList = query('/api/admin/message_delivery_list', c.messageDeliveryListBody, z.array(c.messageDeliveryItem), {
  live: true,
});
export const messageDeliveryResend = call('/api/admin/message_delivery_resend', c.messageDeliveryResendBody, c.messageDeliveryItem);
