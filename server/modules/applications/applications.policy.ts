import { MemberRole } from '../../../shared/auth/member-roles';
import { ShopStatus } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { fail, forbidden } from '../../lib/errors';

/** Who may make this module's staff calls: said once in shared/, with the staff menu. */
export { APPLICATION_STAFF } from '../../../shared/auth/module-roles';

type Company = { id: number; status: number; remark: string } | null;

/**
 * Spec §5: one company per personal user, now by membership (issue 30): a member of a company cannot apply for
 * another. A new application is allowed when the user is in none; re-application only of their company's rejected
 * application, and only by its 负责人.
 */
export function requireSubmit(existing: Company, requestedId: number | undefined, role: number | null): void {
  if (requestedId !== undefined && existing?.id !== requestedId) throw fail('申请不存在或无权修改');
  if (!existing) return;
  if (existing.status === ShopStatus.REVIEWING) throw fail(MSG.applySubmitted);
  if (existing.status === ShopStatus.PASSED) throw fail(MSG.alreadySettled);
  if (role !== MemberRole.OWNER) throw forbidden();
}

/** Only applications under review can be decided. */
export function requireReview(company: { status: number } | undefined): void {
  if (!company) throw fail('申请不存在');
  if (company.status !== ShopStatus.REVIEWING) throw fail('该申请已审核，不能重复操作');
}

/** Deleting ID photos on request: the application must exist and still hold at least one. */
export function requireDeleteIdPhotos(company: { idFrontPath: string; idBackPath: string } | undefined): void {
  if (!company) throw fail('申请不存在');
  if (!company.idFrontPath && !company.idBackPath) throw fail('该申请没有身份证照片');
}
