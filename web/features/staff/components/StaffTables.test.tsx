// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { expectContains } from '~/test/html';
import { StaffRole } from '@shared/auth/staff-roles';
import type { StaffAccount, StaffLiveSession } from '@shared/contracts/staff';
import { SessionsPage } from './SessionsPage';
import { StaffTable } from './StaffTable';

const account = (over: Partial<StaffAccount> = {}): StaffAccount => ({
  id: 7,
  username: 'editor.zhang',
  nickname: '张编辑',
  roles: [StaffRole.CONTENT],
  status: 1,
  status_name: '启用',
  last_login_at: null,
  totp_enabled: false,
  must_change_password: true,
  locked: false,
  created_at: '2026-06-01T02:00:00.000Z',
  ...over,
});

const session = (over: Partial<StaffLiveSession> = {}): StaffLiveSession => ({
  id: 31,
  user_id: 7,
  username: 'editor.zhang',
  nickname: '张编辑',
  browser: 'Chrome 130',
  ip: '203.0.113.8',
  signed_in_at: '2026-06-10T02:00:00.000Z',
  last_active_at: '2026-06-10T02:30:00.000Z',
  expires_at: '2026-06-10T10:00:00.000Z',
  current: false,
  ...over,
});

const clean = (html: string) => html.replace(/<!-- -->/g, '');

function renderStaff(items: StaffAccount[], total: number, page = 1) {
  return clean(
    renderToString(
      <StaffTable
        items={items}
        total={total}
        page={page}
        selfId={1}
        viewerRoles={[StaffRole.SYSTEM]}
        powers={{ accounts: true, security: false }}
        onPage={vi.fn()}
        onAction={vi.fn()}
      />,
    ),
  );
}

function renderSessions(items: StaffLiveSession[], total: number, page = 1) {
  const data = { sessions: { items, total, error: null }, lockouts: { items: [], total: 0, error: null } };
  const Page = () => <SessionsPage path="/system/sessions" page={page} data={data} />;
  const Stub = createRoutesStub([{ path: '/system/sessions', Component: Page }]);
  return clean(renderToString(<Stub initialEntries={['/system/sessions']} />));
}

describe('the staff accounts table (the back office pager)', () => {
  it('keys rows by account, names the row’s actions, and pages 8 a page with 共 N 条', () => {
    const html = renderStaff([account()], 17, 3);
    expectContains(html, ['data-row-key="7"', 'editor.zhang', 'aria-label="修改角色：editor.zhang"', '须修改密码', '共 17 条']);
    expect(html).toMatch(/aria-current="page">3</);
    expect(html).not.toContain('第 4 页');
  });

  it('says 暂无数据 without a pager when there is no account', () => {
    const html = renderStaff([], 0);
    expect(html).toContain('暂无数据');
    expect(html).not.toContain('ui-pager');
  });
});

describe('the live sessions table', () => {
  it('pages 20 a page and counts sessions (共 N 个会话)', () => {
    const html = renderSessions([session()], 45, 2);
    expectContains(html, ['data-row-key="31"', '结束会话', '共 45 个会话']);
    // A card a row on a phone (Table's stack), each value after its heading.
    expect(html).toContain('data-label="浏览器"');
    expect(html).toMatch(/aria-current="page">2</);
    expect(html).toContain('第 3 页');
    expect(html).not.toContain('第 4 页');
  });

  it('says 暂无在线会话 without a pager when there is none', () => {
    const html = renderSessions([], 0);
    expect(html).toContain('暂无在线会话');
    expect(html).not.toContain('ui-pager');
  });
});
