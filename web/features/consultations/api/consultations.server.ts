import type { AppLoadContext } from 'react-router';
import * as consultationsCalls from '@shared/calls/consultations';
import type { ConsultationItem, ConsultationAdminItem } from '@shared/contracts/consultations';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { inboxPayload, MY_CONSULTATIONS_PAGE_SIZE, type InboxQuery } from '../consultation-view';

/** /my_question: one page (10) of the user's own consultations; a failed load is an empty list with the message. */
export function loadMyConsultations(context: AppLoadContext, page: number): Promise<ListPage<ConsultationItem>> {
  return loadList(context, consultationsCalls.myQuestion, { start: page, page_size: MY_CONSULTATIONS_PAGE_SIZE });
}

/** /system/questions: one page (8) of the inbox for the URL's filters. */
export function loadInbox(context: AppLoadContext, q: InboxQuery): Promise<ListPage<ConsultationAdminItem>> {
  return loadList(context, consultationsCalls.questionList, inboxPayload(q));
}
