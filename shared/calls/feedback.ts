import { z } from 'zod';
import * as c from '../contracts/feedback';
import { call, query } from './define';

/** Service requests: raised by a settled company, answered from the staff's inbox (server/modules/feedback, web/features/feedback). */

// The company's own requests (spec "feedback").
export const feedback = call('/api/demo/feedback', c.feedbackBody, c.feedbackSubmitted);
export const feedbackList = query('/api/demo/feedback_list', c.feedbackListBody, z.array(c.feedbackItem));

// Staff: the inbox (平台反馈), one request, the answer (issue 10; not in the spec).
export const feedbackInbox = query('/api/admin/feedback_inbox', c.feedbackInboxBody, z.array(c.feedbackAdminItem));
export const feedbackDetail = query('/api/admin/feedback_detail', c.feedbackDetailBody, c.feedbackAdminItem);
export const feedbackReply = call('/api/admin/feedback_reply', c.feedbackReplyBody, c.feedbackAdminItem);
