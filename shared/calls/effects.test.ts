import { describe, expect, it } from 'vitest';
import type { ApiCall } from './define';

/**
 * What each call declares it does (issue 34): a signed-in page made only of `query` calls is kept for its session
 * until the next `call` succeeds, so a call that writes but is declared a query would leave pages stale. Names are
 * the spec's and ours: a verb that writes in a name declared a query is a mistake to look at.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./define.ts'], { eager: true });
const calls = Object.values(modules)
  .flatMap((m) => Object.values(m))
  .filter((v): v is ApiCall => typeof v === 'object' && v !== null && 'path' in v && 'effect' in v);

const WRITES =
  /_(save|add|delete|edit|submit|create|update|remove|cancel|reply|pay|publish|unpublish|restore|trash|toggle|sort|rename|bind|invite|leave|role|transfer|confirm|read|reset|enable|disable|end|clear|resend|review|move|book|run|commit|check|follow|set|setup)$|\/(upload|login|logout|captcha|feedback|cancel|checkStatus|scan_info|update_time|exam_status|web_login|sms_code|sms_login|wechat_bind)$/;

describe('call effects', () => {
  it('every call declares one, and no call whose name says it writes is declared a read', () => {
    expect(calls.length).toBeGreaterThan(150);
    for (const c of calls) expect(['write', 'read', 'live'], c.path).toContain(c.effect);
    const readsThatWrite = calls.filter((c) => c.effect !== 'write' && WRITES.test(c.path)).map((c) => c.path);
    expect(readsThatWrite).toEqual([]);
  });

  it('the calls whose answer moves without a call (sessions, lockouts, the delivery log, a shown view count) are live', () => {
    const live = calls.filter((c) => c.effect === 'live').map((c) => c.path.split('/').pop());
    expect(live.sort()).toEqual(
      ['lockouts', 'message_delivery_list', 'my_sessions', 'security_info', 'shop_detail', 'staff_sessions', 'wechat_bind_status'].sort(),
    );
  });
});
