import * as companiesCalls from '@shared/calls/companies';
import { api } from '~/lib/api';

/** intro_edit (spec §7): the company is the session's; the server cleans the HTML and answers the stored brief. */
export function saveBrief(content: string) {
  return api(companiesCalls.introEdit, { content });
}
