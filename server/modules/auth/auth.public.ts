/** What other modules use of auth (issue 28: modules meet only through a named public file). */
export { describeBrowser } from './auth.presenter';
export { endedAttempts, loginKeys } from './lockout.service';
export { qrProvider } from './qr.service';
export { purgeSessions } from './session.service';
export { clearSecondFactor, setPassword } from './staff-security.service';
export { consumeSmsCode, purgeSmsChecks } from './sms.service';
