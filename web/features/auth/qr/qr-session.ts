import type { QrSession } from './qr-machine';

/** Longest session the server gives a personal user (USER_SESSION_HOURS is at most 90 days). */
const MAX_LIFETIME_MS = 90 * 86_400_000;

/**
 * The login action's check of what the page posts after checkStatus answered 1: an opaque base64url token
 * and a future expiry. Anything else is refused rather than stored in the cookie.
 */
export function parseQrSession(form: FormData, now = Date.now()): QrSession | null {
  const token = form.get('token');
  const expiresAt = form.get('expires_at');
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  if (typeof expiresAt !== 'string') return null;
  const at = Date.parse(expiresAt);
  if (!Number.isFinite(at) || at <= now || at > now + MAX_LIFETIME_MS) return null;
  return { token, expiresAt: new Date(at).toISOString() };
}
