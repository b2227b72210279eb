/** What other modules use of articles (issue 28: modules meet only through a named public file): the policies' token counts, for search. */
export { policyTally } from './articles.service';
