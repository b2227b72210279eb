import { describe, expect, it } from 'vitest';
import { audienceLabel, followupSummary, linkProps, windowText, windowTone } from './policy-notice-view';

describe('notice views', () => {
  it('writes the window', () => {
    expect(windowText({ start_time: '2026-03-01', end_time: '2026-03-31' })).toBe('2026-03-01 至 2026-03-31');
    expect(windowText({ start_time: '2026-03-01', end_time: '' })).toBe('2026-03-01 起');
    expect(windowText({ start_time: '', end_time: '2026-03-31' })).toBe('截至 2026-03-31');
    expect(windowText({ start_time: '', end_time: '' })).toBe('长期有效');
  });

  it('tones current, upcoming and ended notices', () => {
    expect([1, 0, 2].map(windowTone)).toEqual(['ok', 'info', 'plain']);
  });

  it('opens links in a new tab with rel=noopener (and no referrer outside the site)', () => {
    expect(linkProps('')).toBeNull();
    expect(linkProps('https://www.gov.cn/')).toEqual({ href: 'https://www.gov.cn/', target: '_blank', rel: 'noopener noreferrer' });
    expect(linkProps('/policydetail?id=3&type=0')).toEqual({ href: '/policydetail?id=3&type=0', target: '_blank', rel: 'noopener' });
  });

  it('says whom a notice is for', () => {
    expect(audienceLabel({ company_id: 0 })).toBe('面向全部企业');
    expect(audienceLabel({ company_id: 4 })).toBe('面向本企业');
  });

  it('sums up follow-ups', () => {
    expect(followupSummary({ followup_count: 0, last_followup: null })).toEqual({ count: '尚无跟进记录', last: '' });
    expect(
      followupSummary({ followup_count: 2, last_followup: { id: 1, note: '已提交', admin_name: '张三', createtime: '2026-03-01 10:00' } }),
    ).toEqual({ count: '共 2 次', last: '2026-03-01 10:00 张三：已提交' });
  });
});
