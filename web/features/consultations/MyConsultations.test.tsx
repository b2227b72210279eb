// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectContains } from '~/test/html';
import type { ConsultationItem } from '@shared/contracts/consultations';
import { MyConsultations } from './components/MyConsultations';

const base: ConsultationItem = {
  id: 3,
  type: 3,
  type_name: '租赁服务',
  question_id: 7,
  item_title: 'A-1203 办公室',
  company_name: '星河科技',
  name: '张女士',
  phone: '13912345678',
  content: '想了解租金',
  status: 0,
  status_name: '未处理',
  reply: '',
  createtime: '2026-03-18 09:00',
  reply_time: '',
  user_id: 5,
};
const render = (items: ConsultationItem[], total = items.length, page = 1, error: string | null = null) =>
  renderToString(
    <MemoryRouter initialEntries={['/my_question']}>
      <MyConsultations page={page} list={{ items, total, error }} />
    </MemoryRouter>,
  );

describe('/my_question', () => {
  it('shows each consultation with its status, the item linked, and the reply once answered', () => {
    const answered = { ...base, id: 4, status: 1, status_name: '已处理', reply: '已安排看房', reply_time: '2026-03-19 10:00' };
    const html = render([base, answered]);
    expectContains(html, ['href="/tenancydetail?id=7"', '未处理', '已处理', '园区答复', '已安排看房', '答复于 2026-03-19 10:00']);
    expectContains(html, ['园区工作人员正在处理']);
    expect(html).not.toContain('aria-label="分页"');
  });

  it('pages ten at a time', () => {
    const html = render([base], 11, 2);
    expectContains(html, ['aria-label="分页"', 'href="/my_question"']);
  });

  it('says 暂无数据 and where one can consult', () => {
    const html = render([]);
    expectContains(html, ['暂无数据', '我要咨询', 'href="/technics"', 'href="/tenancy"']);
  });

  it('says a failed load inline rather than 暂无数据', () => {
    const html = render([], 0, 1, '服务器繁忙，请稍后再试');
    expect(html).toContain('服务器繁忙，请稍后再试');
    expect(html).not.toContain('我要咨询');
  });
});
