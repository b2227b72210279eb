import * as messageCentreCalls from '@shared/calls/message-centre';
import { api } from '~/lib/api';

// 消息中心's clicks: each resolves with the envelope (its data the unread count left); on failure the API client has
// already shown the server's message, and the promise rejects. The page loads this module at the first click
// (MessageCentre), so its first load carries neither the client nor the call's schema, and so no zod (issue 34).

export const markMessageRead = (id: number) => api(messageCentreCalls.messageRead, { id });

export const markAllMessagesRead = () => api(messageCentreCalls.messageRead, { all: 1 });
