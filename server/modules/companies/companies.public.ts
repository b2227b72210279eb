/** What other modules use of companies (issue 28: modules meet only through a named public file): a company as the public sees it. */
export { publicCompany } from './listing.service';
