/**
 * intro_edit (spec §7): the company is the session's; the server cleans the HTML and answers the stored brief.
 * The API client and the call's declaration (its schema, and so zod) are loaded at the first save: the brief page's
 * first load carries none of them (issue 34).
 */
export async function saveBrief(content: string) {
  const [{ api }, companiesCalls] = await Promise.all([import('~/lib/api'), import('@shared/calls/companies')]);
  return api(companiesCalls.introEdit, { content });
}
