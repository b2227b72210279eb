/**
 * The computer's QR sign-in calls (web_login, checkStatus, cancel) as one module, which useQrLogin loads once the
 * login page is interactive: their declarations carry the answers' schemas, and so zod (26 KB gzip), which the
 * page's first load does without (issue 12's 150 KB for a public route; e2e/first-load.spec.ts). Each module below
 * imports its declaration statically, as every lazily loaded web api module does (web/features/auth/session/api/userinfo.ts).
 */
export { cancelQrLogin } from './cancel-login';
export { checkQrStatus } from './check-status';
export { requestQrCode } from './web-login';
