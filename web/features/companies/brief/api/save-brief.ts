import * as companiesCalls from '@shared/calls/companies';
import { api } from '~/lib/api';

/**
 * intro_edit (spec §7): the company is the session's; the server cleans the HTML and answers the stored brief.
 * Loaded at the first save (useBriefEditing), with the API client and the call's schema: the brief page's first load
 * carries none of them, and so no zod (issue 34).
 */
export function saveBrief(content: string) {
  return api(companiesCalls.introEdit, { content });
}
