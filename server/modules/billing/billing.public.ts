/** What other modules use of billing (issue 28: modules meet only through a named public file). */
export { settledCompanyOf } from './billing.service';
