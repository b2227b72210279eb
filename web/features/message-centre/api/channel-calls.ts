import * as messageCentreCalls from '@shared/calls/message-centre';
import type { MessageSettingSaveBody } from '@shared/contracts/message-centre';
import { api } from '~/lib/api';

// 通知设置's switches and 发送记录's 重新发送: each resolves with the envelope; on failure the API client has already
// shown the server's message, and the promise rejects.

/** One topic's channel on or off; the answer is the whole of the person's settings. */
export const saveMessageSetting = (body: MessageSettingSaveBody) => api(messageCentreCalls.messageSettingSave, body);

/** A failed delivery back in the queue, tried again now. */
export const resendDelivery = (id: number) => api(messageCentreCalls.messageDeliveryResend, { id });
