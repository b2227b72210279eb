// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@shared/contracts/auth';
import type { RootData } from '~/lib/root-data';
import Company from './company';

const root: { user: UserInfo | null } = { user: null };
vi.mock('~/lib/root-data', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useRootData: (): RootData => ({ config: {}, links: [], user: root.user, unread: null, display: 'standard' }),
}));

const render = (user: UserInfo | null) => {
  root.user = user;
  const loaderData = { banners: [], figures: null, companies: { items: [], total: 0, error: null } };
  const props = { loaderData, params: {}, matches: [] } as unknown as Parameters<typeof Company>[0];
  const Stub = createRoutesStub([{ path: '/company', Component: () => <Company {...props} /> }]);
  return renderToString(<Stub initialEntries={['/company']} />).replaceAll('<!-- -->', '');
};

describe('/company: the way to the directory', () => {
  it('tells a visitor that the directory needs signing in, before the click', () => {
    const html = render(null);
    expect(html).toMatch(/<a[^>]*href="\/company_list"[^>]*>登录后查看更多企业<\/a>/);
    expect(html).toContain('aria-label="登录后查看：园区企业"');
  });

  it('says just 查看更多企业 to someone signed in', () => {
    const html = render({ id: 1, type: 2, username: 'u', nickname: '张三' } as unknown as UserInfo);
    expect(html).toMatch(/<a[^>]*href="\/company_list"[^>]*>查看更多企业<\/a>/);
    expect(html).not.toContain('登录后查看');
  });
});
