import { describe, expect, it } from 'vitest';
import { checkFollow, checkPolicyNotice, companyChoices, emptyPolicyNoticeValues } from './policy-notice-form';

const filled = { company_id: 7, title: ' 流片补贴 ', start_time: '2026-03-01', end_time: '2026-03-31', link: ' https://www.gov.cn/ ' };

describe('the 新增通知 form', () => {
  it('starts today, for all companies', () => {
    expect(emptyPolicyNoticeValues('2026-03-01')).toEqual({ company_id: 0, title: '', start_time: '2026-03-01', end_time: '', link: '' });
  });

  it('sends trimmed values with the chosen company in systems of type 2 or 3', () => {
    expect(checkPolicyNotice(filled, 2)).toEqual({
      ok: true,
      payload: { company_id: 7, title: '流片补贴', start_time: '2026-03-01', end_time: '2026-03-31', link: 'https://www.gov.cn/' },
    });
    expect(checkPolicyNotice(filled, 3)).toMatchObject({ ok: true, payload: { company_id: 7 } });
  });

  it('sends every notice to all companies in other systems', () => {
    expect(checkPolicyNotice(filled, 1)).toMatchObject({ ok: true, payload: { company_id: 0 } });
  });

  it('shows the contract messages under their fields', () => {
    const r = checkPolicyNotice({ ...emptyPolicyNoticeValues('2026-03-01'), link: 'javascript:alert(1)' }, 2);
    expect(r).toEqual({
      ok: false,
      errors: { title: '请输入通知标题', end_time: '请选择结束日期', link: '请填写以 http:// 或 https:// 开头的链接' },
    });
    expect(checkPolicyNotice({ ...filled, end_time: '2026-02-28' }, 2)).toEqual({
      ok: false,
      errors: { end_time: '结束日期不能早于开始日期' },
    });
  });
});

describe('跟进', () => {
  it('needs a note', () => {
    expect(checkFollow(5, '  ')).toEqual({ ok: false, errors: { note: '请输入跟进内容' } });
    expect(checkFollow(5, ' 已联系 ')).toEqual({ ok: true, payload: { id: 5, note: '已联系' } });
  });
});

describe('the company picker', () => {
  it('offers 全部企业 first', () => {
    expect(companyChoices([{ id: 3, name: '瀚芯' }])).toEqual([
      { value: 0, label: '全部企业' },
      { value: 3, label: '瀚芯' },
    ]);
  });
});
