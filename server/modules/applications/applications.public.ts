/** What other modules use of applications (issue 28: modules meet only through a named public file): the housekeeping purge. */
export { purgeExpiredIdPhotos } from './applications.service';
