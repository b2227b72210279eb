import type { ApplicationView } from '@shared/contracts/applications';
import { examStatusBody } from '@shared/contracts/applications';
import { ShopStatus } from '@shared/constants';

export const REJECT_REMARK_MSG = '请填写驳回原因';

/** Only applications under review can be decided (the server refuses the others too). */
export const canDecide = (status: number): boolean => status === ShopStatus.REVIEWING;

export type Decision = { id: number; status: typeof ShopStatus.PASSED | typeof ShopStatus.REJECTED; remark: string };

/** The exam_status payload, checked with the server's contract: a rejection needs its remark. */
export function decisionBody(id: number, approve: boolean, remark = ''): { ok: true; body: Decision } | { ok: false; msg: string } {
  const body: Decision = { id, status: approve ? ShopStatus.PASSED : ShopStatus.REJECTED, remark: approve ? '' : remark.trim() };
  const parsed = examStatusBody.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, msg: parsed.error.issues[0]?.message ?? REJECT_REMARK_MSG };
}

/** The legal person's ID photos can be deleted on request (PIPL art. 47) while the application holds one. */
export const hasIdPhotos = (item: Pick<ApplicationView, 'befor_pic' | 'after_pic'>): boolean => Boolean(item.befor_pic || item.after_pic);

/** The application as shown after its ID photos were deleted on `date` (YYYY-MM-DD). */
export const withIdPhotosDeleted = (item: ApplicationView, date: string): ApplicationView => ({
  ...item,
  befor_pic: '',
  after_pic: '',
  id_photos_deleted: date,
});
