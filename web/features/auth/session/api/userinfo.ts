import type { UserInfo } from '@shared/contracts/auth';

/**
 * POST /api/index/userinfo from the browser: the signed-in user as the server sees them now. Buttons whose
 * answer depends on the review status ask again on click, since staff may have decided after the page loaded.
 * A session that has ended answers 50008/50012/50014 and the API client offers to sign in again (spec §8).
 *
 * The API client and the call's declaration (with the answer's schema, and so zod) are loaded at the first click:
 * these buttons sit on public pages (the header's 个人中心, 申请入驻), whose first load carries no schema library
 * (issue 12's 150 KB; e2e/first-load.spec.ts). The loaded module imports its declaration statically, as every
 * lazily loaded web api module does: a dynamically imported calls module would count whole in the staff menu's
 * reading of which calls a page may make (server/test/menu-roles.test.ts).
 */
export async function fetchUserInfo(): Promise<UserInfo> {
  return (await import('./userinfo-call')).askUserInfo();
}
