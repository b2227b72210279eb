/** What other modules use of the imports (issue 28: modules meet only through a named public file): the retention purge. */
export { purgeImportFiles } from './imports.service';
