import { ShopStatus } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { fail } from '../../lib/errors';

/** Who may make this module's staff calls: said once in shared/, with the staff menu. */
export { APPLICATION_STAFF } from '../../../shared/auth/module-roles';

type Company = { id: number; status: number; remark: string } | null;

/**
 * Spec §5: one company per personal user. A new application is allowed when there is none; re-application
 * only by the owner, only of their own rejected application.
 */
export function requireSubmit(existing: Company, requestedId: number | undefined): void {
  if (requestedId !== undefined && existing?.id !== requestedId) throw fail('申请不存在或无权修改');
  if (!existing) return;
  if (existing.status === ShopStatus.REVIEWING) throw fail(MSG.applySubmitted);
  if (existing.status === ShopStatus.PASSED) throw fail(MSG.alreadySettled);
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
