import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';
import { MSG_NOTICE, targetsCompanies } from '../../../shared/contracts/policy-notices';
import { ShopStatus } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { fail, notFound } from '../../lib/errors';

/**
 * Who may do what with policy notices. Staff calls are admin-only (defineCall); these are the rules behind them.
 * A company never names a notice by id: its list is filtered to its own and the all-company notices in the query.
 */

/** The staff who publish and follow up policy notices: park operations. */
export const NOTICE_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];

/** A notice that exists and is not deleted; a deleted one answers like an unknown one. */
export function requireNotice<T extends { deletedAt: Date | null }>(row: T | undefined): T {
  if (!row || row.deletedAt) throw notFound(MSG_NOTICE.missing);
  return row;
}

/**
 * A notice goes to all settled companies (company_id 0), or — only in a system of type 2 or 3 — to one
 * settled company.
 */
export function requireTarget(systemType: number, companyId: number, company: { status: number } | undefined): void {
  if (companyId === 0) return;
  if (!targetsCompanies(systemType)) throw fail(MSG_NOTICE.allOnly);
  if (!company || company.status !== ShopStatus.PASSED) throw fail(MSG_NOTICE.companyNotSettled);
}

/** The company side is for the owner of a settled company ('请先入驻企业' otherwise). */
export function requireSettled<T extends { status: number }>(company: T | undefined): T {
  if (!company || company.status !== ShopStatus.PASSED) throw fail(MSG.settleFirst);
  return company;
}
