import { MSG_POLICY_NOTICE, targetsCompanies } from '../../../shared/policy-notices/rules';
import { ShopStatus } from '../../../shared/constants';
import { fail, notFound } from '../../lib/errors';

/**
 * Who may do what with policy notices. Staff calls are admin-only (defineCall); these are the rules behind them.
 * A company never names a notice by id: its list is filtered to its own and the all-company notices in the query.
 */

/** Who may make this module's staff calls: said once in shared/, with the staff menu. */
export { POLICY_NOTICE_STAFF } from '../../../shared/auth/module-roles';

/** A notice that exists and is not deleted; a deleted one answers like an unknown one. */
export function requirePolicyNotice<T extends { deletedAt: Date | null }>(row: T | undefined): T {
  if (!row || row.deletedAt) throw notFound(MSG_POLICY_NOTICE.missing);
  return row;
}

/**
 * A notice goes to all settled companies (company_id 0), or — only in a system of type 2 or 3 — to one
 * settled company.
 */
export function requireTarget(systemType: number, companyId: number, company: { status: number } | undefined): void {
  if (companyId === 0) return;
  if (!targetsCompanies(systemType)) throw fail(MSG_POLICY_NOTICE.allOnly);
  if (!company || company.status !== ShopStatus.PASSED) throw fail(MSG_POLICY_NOTICE.companyNotSettled);
}
