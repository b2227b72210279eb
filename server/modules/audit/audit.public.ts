/** What other modules use of audit (issue 28: modules meet only through a named public file): the housekeeping purge. */
export { purgeAuditTrail } from './audit.service';
