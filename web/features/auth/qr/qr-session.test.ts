import { describe, expect, it } from 'vitest';
import { parseQrSession } from './qr-session';

const NOW = Date.parse('2026-03-01T00:00:00Z');
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('parseQrSession (what the login action puts into the cookie)', () => {
  it('accepts an opaque token with a future expiry', () => {
    const token = 'AbC_-'.repeat(9);
    expect(parseQrSession(form({ token, expires_at: '2026-03-31T00:00:00.000Z' }), NOW)).toEqual({
      token,
      expiresAt: '2026-03-31T00:00:00.000Z',
    });
  });

  it.each([
    [{ token: 'short', expires_at: '2026-03-31T00:00:00Z' }],
    [{ token: 'a'.repeat(43) + ';', expires_at: '2026-03-31T00:00:00Z' }],
    [{ token: 'a'.repeat(43), expires_at: '2026-02-01T00:00:00Z' }],
    [{ token: 'a'.repeat(43), expires_at: '2027-03-01T00:00:00Z' }],
    [{ token: 'a'.repeat(43), expires_at: 'soon' }],
    [{ expires_at: '2026-03-31T00:00:00Z' }],
  ])('refuses %o', (fields) => {
    expect(parseQrSession(form(fields), NOW)).toBeNull();
  });
});
