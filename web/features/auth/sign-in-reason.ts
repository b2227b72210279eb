import { paths } from '~/config/paths';

/** Why a page sent the visitor to sign in, for the pages a public page links to; any other signed-in page: GENERIC. */
const REASONS: Readonly<Record<string, string>> = {
  [paths.companyList]: '登录后可查看入驻企业名录',
  [paths.search]: '登录后可使用站内搜索',
  [paths.companyInfo()]: '登录后可申请入驻园区',
  [paths.personal.roomBooking]: '登录后可预约会议室',
};
export const SIGN_IN_FIRST = '请先登录后访问该页面';

/**
 * What /login says above its QR code when the guard sent the visitor there from a signed-in page (`?redirect=`, the
 * way back: returnPathOf): why they must sign in first; null for a plain visit. The loader says it, so the page's
 * script carries none of these words.
 */
export function signInReason(next: string | null): string | null {
  if (!next) return null;
  return REASONS[next.split('?')[0]!] ?? SIGN_IN_FIRST;
}
