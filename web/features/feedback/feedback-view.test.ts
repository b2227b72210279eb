import { describe, expect, it } from 'vitest';
import { sp } from '~/test/query';
import { PAGE_SIZE } from '@shared/constants';
import { inboxAgeText, replyStateTone } from '~/components/inbox-state';
import {
  inboxBody,
  inboxFilterRows,
  inboxHref,
  inboxScope,
  pageBeyondEnd,
  parseInboxQuery,
  parseServiceListPage,
  RECORDS_DIALOG_PAGE_SIZE,
  replyLine,
  SERVICE_LIST_PAGE_SIZE,
  serviceListHref,
  statusTone,
} from './feedback-view';

describe('company side', () => {
  it('pages 10 on /service_list and 6 in the records dialog (spec §9)', () => {
    expect(SERVICE_LIST_PAGE_SIZE).toBe(10);
    expect(RECORDS_DIALOG_PAGE_SIZE).toBe(6);
    expect(parseServiceListPage(sp('page=3'))).toBe(3);
    expect(parseServiceListPage(sp('page=x'))).toBe(1);
    expect(serviceListHref(1)).toBe('/service_list');
    expect(serviceListHref(2)).toBe('/service_list?page=2');
  });

  it('tags 待处理 / 已完成 and says the 平台反馈 or that it is pending', () => {
    expect(statusTone(0)).toBe('waiting');
    expect(statusTone(1)).toBe('done');
    expect(replyLine({ remark: '已修好', status: 1 })).toEqual({ answered: true, text: '已修好' });
    expect(replyLine({ remark: '已安排', status: 0 })).toEqual({ answered: true, text: '已安排' });
    expect(replyLine({ remark: '', status: 0 }).answered).toBe(false);
  });

  it('sends a page past the end to the last page', () => {
    expect(pageBeyondEnd(5, 12, 0, 10)).toBe(2);
    expect(pageBeyondEnd(2, 12, 2, 10)).toBeNull();
    expect(pageBeyondEnd(1, 0, 0, 10)).toBeNull();
  });
});

describe('the staff inbox URL', () => {
  it('reads status, age, keyword and page leniently', () => {
    expect(parseInboxQuery(sp(''))).toEqual({ status: '', age: 'all', keyword: '', page: 1 });
    expect(parseInboxQuery(sp('status=open&age=critical&keyword= 空调 &page=2'))).toEqual({
      status: 'open',
      age: 'critical',
      keyword: '空调',
      page: 2,
    });
    expect(parseInboxQuery(sp('status=1&age=old&page=-1'))).toEqual({ status: '', age: 'all', keyword: '', page: 1 });
  });

  it('links leave defaults out; the API body follows the filters; 8 a page', () => {
    expect(inboxHref({ status: '', age: 'all', keyword: '', page: 1 })).toBe('/system/feedback');
    expect(inboxHref({ status: 'done', age: 'overdue', keyword: '空调', page: 3 })).toBe(
      `/system/feedback?status=done&age=overdue&keyword=${encodeURIComponent('空调')}&page=3`,
    );
    expect(inboxBody({ status: '', age: 'all', keyword: '', page: 1 })).toEqual({ start: 1, page_size: PAGE_SIZE.admin });
    expect(inboxBody({ status: 'open', age: 'overdue', keyword: '空调', page: 2 })).toEqual({
      status: 0,
      age: 'overdue',
      keyword: '空调',
      start: 2,
      page_size: 8,
    });
    expect(inboxBody({ status: 'done', age: 'all', keyword: '', page: 1 })).toMatchObject({ status: 1 });
  });

  it('filter rows keep the other filter and the keyword, and go back to page 1', () => {
    const rows = inboxFilterRows({ status: 'open', age: 'all', keyword: '空调', page: 4 });
    expect(rows.map((r) => r.label)).toEqual(['处理状态', '答复时效']);
    expect(rows[0]!.options.map((o) => [o.label, o.active])).toEqual([
      ['全部', false],
      ['待处理', true],
      ['已完成', false],
    ]);
    expect(rows[1]!.options.map((o) => o.label)).toEqual(['全部', '超时未答复', '临近三个月']);
    expect(rows[1]!.options[1]!.href).toBe(`/system/feedback?status=open&age=overdue&keyword=${encodeURIComponent('空调')}`);
    expect(inboxScope({ status: 'open', age: 'critical', keyword: '空调', page: 1 }, 3)).toBe('待处理，临近三个月，“空调”：共 3 条');
    expect(inboxScope({ status: '', age: 'all', keyword: '', page: 1 }, 0)).toBe('共 0 条');
  });

  it("says each row's age and reply state", () => {
    expect(replyStateTone('critical')).toBe('critical');
    expect(replyStateTone('overdue')).toBe('overdue');
    expect(replyStateTone('waiting')).toBe('waiting');
    expect(replyStateTone('answered')).toBe('done');
    expect(inboxAgeText({ age_label: '6 天', reply_state: 'overdue', due_date: '2026-06-15', reply_time: '' })).toEqual({
      age: '已等待 6 天',
      due: '应于 2026-06-15 前答复',
    });
    expect(inboxAgeText({ age_label: '今天', reply_state: 'waiting', due_date: '2026-06-15', reply_time: '' }).age).toBe('今天提交');
    expect(inboxAgeText({ age_label: '2 天', reply_state: 'answered', due_date: '2026-06-15', reply_time: '2026-06-11 15:30' })).toEqual({
      age: '2 天前提交',
      due: '2026-06-11 已答复',
    });
  });
});
