import { z } from 'zod';
import { idBody } from '../contracts/common';
import * as c from '../contracts/consultations';
import { call, query } from './define';

/** Consultations: sent from the public pages, read by their sender, answered by staff (server/modules/consultations). */

// Anyone signed in (spec §3 question, §7).
export const questionAdd = call('/api/index/question_add', c.consultationBody, z.object({ id: z.number().int() }));
export const myQuestion = query('/api/index/my_question', c.myConsultationsBody, z.array(c.consultationItem));

// Staff: the inbox (issue 10; not in the spec).
export const questionList = query('/api/admin/question_list', c.consultationListBody, z.array(c.consultationAdminItem));
export const questionDetail = query('/api/admin/question_detail', idBody, c.consultationDetail);
export const questionReply = call('/api/admin/question_reply', c.consultationReplyBody, c.consultationReplyData);
