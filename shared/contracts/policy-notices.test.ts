import { describe, expect, it } from 'vitest';
import { isSafePolicyNoticeLink, policyNoticeWindow, targetsCompanies } from '../policy-notices/rules';
import { policyNoticeAddBody } from './policy-notices';

describe('policyNoticeWindow', () => {
  it('counts both end days and treats an empty bound as open', () => {
    expect(policyNoticeWindow('2026-03-01', '2026-03-31', '2026-03-01')).toBe(1);
    expect(policyNoticeWindow('2026-03-01', '2026-03-31', '2026-03-31')).toBe(1);
    expect(policyNoticeWindow('2026-03-02', '2026-03-31', '2026-03-01')).toBe(0);
    expect(policyNoticeWindow('2026-02-01', '2026-02-28', '2026-03-01')).toBe(2);
    expect(policyNoticeWindow('', '', '2026-03-01')).toBe(1);
  });
});

describe('isSafePolicyNoticeLink', () => {
  it.each(['https://www.gov.cn/zhengce/', 'http://kjj.hangzhou.gov.cn/a?b=1#c', 'HTTPS://WWW.GOV.CN', '/policydetail?id=3&type=0'])(
    'accepts %s',
    (link) => {
      expect(isSafePolicyNoticeLink(link)).toBe(true);
    },
  );
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'ftp://a.cn',
    '//evil.cn',
    '/\\evil.cn',
    'https://',
    'https:///x',
    'http://a b.cn',
    'https://a.cn/\u0000',
    'www.gov.cn',
    'mailto:a@b.cn',
  ])('refuses %j', (link) => {
    expect(isSafePolicyNoticeLink(link)).toBe(false);
  });
});

describe('policyNoticeAddBody', () => {
  it('defaults company to all and trims', () => {
    expect(policyNoticeAddBody.parse({ title: ' 通知 ', start_time: '2026-03-01', end_time: '2026-03-01' })).toEqual({
      company_id: 0,
      title: '通知',
      start_time: '2026-03-01',
      end_time: '2026-03-01',
      link: '',
    });
  });

  it('puts the window message under the end date', () => {
    const r = policyNoticeAddBody.safeParse({ title: '通知', start_time: '2026-03-02', end_time: '2026-03-01' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['end_time'], message: '结束日期不能早于开始日期' });
  });

  it('knows which systems address single companies', () => {
    expect([1, 2, 3, 4].map(targetsCompanies)).toEqual([false, true, true, false]);
  });
});
