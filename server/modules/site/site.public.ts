/** What other modules use of site (issue 28: modules meet only through a named public file): the housekeeping purge. */
export { purgeDeletedSiteItems } from './site-admin.service';
