import { describe, expect, it } from 'vitest';
import { SITE_MSG, systemSettingsBody } from './site-admin';

const check = (body: Record<string, unknown>) => {
  const r = systemSettingsBody.safeParse(body);
  return r.success ? { ok: true as const, data: r.data } : { ok: false as const, msg: r.error.issues[0]?.message };
};

describe('网站标识码 and the 党政机关网站标识 id (issue 14)', () => {
  it('accepts a 10-digit code, a State Council department code and empty', () => {
    for (const code of ['3301080001', 'bm07000001', '', ' 3301000001 ']) expect(check({ site_code: code }).ok, code).toBe(true);
    expect(check({ site_code: ' 3301000001 ' })).toMatchObject({ data: { site_code: '3301000001' } });
  });

  it('refuses anything else with the Chinese message', () => {
    for (const code of ['330100000', '33010000011', '33010A0001', 'bm0700000', 'BM07000001', '网站标识码', '3301000001号']) {
      expect(check({ site_code: code }), code).toEqual({ ok: false, msg: SITE_MSG.siteCode });
    }
    expect(check({ site_code: 3301000001 }).ok).toBe(false);
  });

  it('the 党政机关 id: 32 hexadecimal characters, kept in capitals; empty means no mark', () => {
    expect(check({ dangzheng: '06f2cad4909b067ae053012819ac8596' })).toMatchObject({
      ok: true,
      data: { dangzheng: '06F2CAD4909B067AE053012819AC8596' },
    });
    expect(check({ dangzheng: '' })).toMatchObject({ ok: true, data: { dangzheng: '' } });
    for (const id of [
      '1',
      'yes',
      '06F2CAD4909B067AE053012819AC859',
      '06F2CAD4909B067AE053012819AC8596X',
      'G6F2CAD4909B067AE053012819AC8596',
    ]) {
      expect(check({ dangzheng: id }), id).toEqual({ ok: false, msg: SITE_MSG.dangzheng });
    }
    expect(check({ dangzheng: true }).ok).toBe(false);
    // The verification page's address, pasted whole, keeps its id.
    expect(check({ dangzheng: 'https://bszs.conac.cn/sitename?method=show&id=06F2CAD4909B067AE053012819AC8596' })).toMatchObject({
      data: { dangzheng: '06F2CAD4909B067AE053012819AC8596' },
    });
  });
});
