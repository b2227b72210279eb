import { describe, expect, it } from 'vitest';
import { sp } from '~/test/query';
import {
  ageText,
  inboxFilterRows,
  inboxHref,
  inboxPageBeyondEnd,
  inboxPayload,
  inboxScope,
  itemHref,
  itemLink,
  myConsultationsHref,
  parseInboxQuery,
  parseMyConsultationsPage,
  replyStateTone,
  statusTone,
} from './consultation-view';
import { checkReply } from './reply-form';

describe('the item a consultation is about', () => {
  it('links each type to its public detail page', () => {
    expect([1, 2, 3, 4, 5, 6].map((type) => itemHref(type, 7))).toEqual([
      '/techdetail?id=7',
      '/riskdetail?id=7',
      '/tenancydetail?id=7',
      '/traindetail?id=7',
      '/financedetail?id=7',
      '/comdetail?id=7',
    ]);
    expect(itemHref(3, 0)).toBeNull();
    expect(itemHref(9, 7)).toBeNull();
  });

  it('names a published item, a withdrawn one and none', () => {
    expect(itemLink({ type: 3, question_id: 7, item_title: 'A-1203 办公室' })).toEqual({
      text: 'A-1203 办公室',
      href: '/tenancydetail?id=7',
    });
    expect(itemLink({ type: 3, question_id: 7, item_title: '' })).toEqual({ text: '编号 7（已下线）', href: null });
    expect(itemLink({ type: 2, question_id: 0, item_title: '' })).toEqual({ text: '未指定具体项目（首页或政策页的咨询）', href: null });
  });
});

describe('tags and ages', () => {
  it('maps status and reply state to tones', () => {
    expect([statusTone(0), statusTone(1)]).toEqual(['waiting', 'done']);
    expect(['answered', 'waiting', 'overdue', 'critical'].map((s) => replyStateTone(s as never))).toEqual([
      'done',
      'waiting',
      'overdue',
      'critical',
    ]);
  });

  it('says how long an item has waited and when its answer is due, or when it was answered', () => {
    const open = { status: 0, due_date: '2026-03-23', reply_time: '' };
    expect(ageText({ ...open, age_label: '今天' })).toEqual({ age: '今天提交', due: '应于 2026-03-23 前答复' });
    expect(ageText({ ...open, age_label: '6 天' })).toEqual({ age: '已等待 6 天', due: '应于 2026-03-23 前答复' });
    expect(ageText({ status: 1, age_label: '6 天', due_date: '2026-03-23', reply_time: '2026-03-17 15:30' })).toEqual({
      age: '6 天前提交',
      due: '2026-03-17 已答复',
    });
  });
});

describe('/my_question', () => {
  it('reads the page leniently and leaves page 1 out of links', () => {
    expect(parseMyConsultationsPage(sp('page=3'))).toBe(3);
    expect(parseMyConsultationsPage(sp('page=x'))).toBe(1);
    expect(parseMyConsultationsPage(sp('page=-2'))).toBe(1);
    expect(myConsultationsHref(1)).toBe('/my_question');
    expect(myConsultationsHref(2)).toBe('/my_question?page=2');
  });
});

describe('/system/questions', () => {
  it('reads the URL leniently', () => {
    expect(parseInboxQuery(sp(''))).toEqual({ cat: 0, status: '', age: 'all', keyword: '', page: 1 });
    expect(parseInboxQuery(sp('cat=3&status=open&age=overdue&keyword=%20租金%20&page=2'))).toEqual({
      cat: 3,
      status: 'open',
      age: 'overdue',
      keyword: '租金',
      page: 2,
    });
    expect(parseInboxQuery(sp('cat=9&status=0&age=all&page=0'))).toEqual({ cat: 0, status: '', age: 'all', keyword: '', page: 1 });
    expect(parseInboxQuery(sp('type=3')).cat).toBe(0);
    expect(parseInboxQuery(sp(`keyword=${'长'.repeat(60)}`)).keyword).toHaveLength(50);
  });

  it('builds links without defaults and the payload question_list takes', () => {
    expect(inboxHref({})).toBe('/system/questions');
    expect(inboxHref({ cat: 0, status: '', age: 'all', keyword: '', page: 1 })).toBe('/system/questions');
    expect(inboxHref({ cat: 6, status: 'done', age: 'critical', keyword: '王', page: 3 })).toBe(
      `/system/questions?cat=6&status=done&age=critical&keyword=${encodeURIComponent('王')}&page=3`,
    );
    expect(inboxPayload(parseInboxQuery(sp('')))).toEqual({ start: 1, page_size: 8 });
    expect(inboxPayload(parseInboxQuery(sp('cat=2&status=open&age=critical&keyword=注册&page=4')))).toEqual({
      type: 2,
      status: 0,
      age: 'critical',
      keyword: '注册',
      start: 4,
      page_size: 8,
    });
    expect(inboxPayload(parseInboxQuery(sp('status=done')))).toMatchObject({ status: 1 });
  });

  it('offers the filter rows, each keeping the others and the keyword, back to page 1', () => {
    const rows = inboxFilterRows(parseInboxQuery(sp('cat=3&age=overdue&keyword=租金&page=5')));
    expect(rows.map((r) => r.label)).toEqual(['咨询类型', '处理状态', '答复时效']);
    expect(rows[0]!.options.map((o) => o.label)).toEqual(['全部', '科技服务', '创业服务', '租赁服务', '培训服务', '孵化服务', '入驻企业']);
    expect(rows[0]!.options.find((o) => o.active)?.label).toBe('租赁服务');
    expect(rows[1]!.options.map((o) => [o.label, o.active])).toEqual([
      ['全部', true],
      ['未处理', false],
      ['已处理', false],
    ]);
    expect(rows[2]!.options.map((o) => o.label)).toEqual(['全部', '超时未答复', '临近三个月未答复']);
    const kw = encodeURIComponent('租金');
    expect(rows[1]!.options[1]!.href).toBe(`/system/questions?cat=3&status=open&age=overdue&keyword=${kw}`);
    expect(rows[0]!.options[0]!.href).toBe(`/system/questions?age=overdue&keyword=${kw}`);
    expect(rows[2]!.options[0]!.href).toBe(`/system/questions?cat=3&keyword=${kw}`);
  });

  it('says what is shown and where a page past the end should go', () => {
    expect(inboxScope(parseInboxQuery(sp('')), 12)).toBe('共 12 条');
    expect(inboxScope(parseInboxQuery(sp('cat=3&status=open&age=overdue&keyword=租金')), 2)).toBe(
      '租赁服务，未处理，超时未答复，“租金”：共 2 条',
    );
    expect(inboxPageBeyondEnd(3, 9, 0)).toBe(2);
    expect(inboxPageBeyondEnd(2, 9, 1)).toBeNull();
    expect(inboxPageBeyondEnd(2, 0, 0)).toBeNull();
    expect(inboxPageBeyondEnd(1, 9, 0)).toBeNull();
  });
});

describe('the reply form', () => {
  it("checks with question_reply's contract", () => {
    expect(checkReply(5, '')).toEqual({ ok: false, msg: '请输入答复内容' });
    expect(checkReply(5, '  \n ')).toEqual({ ok: false, msg: '请输入答复内容' });
    expect(checkReply(5, '答'.repeat(1001))).toEqual({ ok: false, msg: '答复内容不能超过 1000 个字' });
    expect(checkReply(5, ' 已联系 ')).toEqual({ ok: true, body: { id: 5, reply: '已联系' } });
  });
});
