// @vitest-environment happy-dom
import { renderToReadableStream } from 'react-dom/server.edge';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@shared/contracts/auth';
import { LoginType } from '@shared/constants';
import type { RootData } from '~/lib/root-data';
import PortalLayout from './portal';

const root: Pick<RootData, 'user' | 'unread'> = { user: null, unread: null };
vi.mock('~/lib/root-data', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useRootData: (): RootData => ({ config: {}, links: [], display: 'standard', ...root }),
}));

const person = { id: 7, type: LoginType.PERSONAL, username: 'u7', nickname: '张三', shop: null } as unknown as UserInfo;
const staff = { id: 1, type: LoginType.ADMIN, username: 'admin', nickname: '', shop: null } as unknown as UserInfo;

/** The page as the server sends it: every part rendered, the bell's own chunk included (entry.server.tsx waits for all). */
const render = async (at: string, over: Partial<typeof root>) => {
  Object.assign(root, { user: null, unread: null }, over);
  const Stub = createRoutesStub([{ path: '/', Component: PortalLayout, children: [{ path: '*', Component: () => <p>page</p> }] }]);
  const stream = await renderToReadableStream(<Stub initialEntries={[at]} />);
  await stream.allReady;
  return (await new Response(stream).text()).replaceAll('<!-- -->', '');
};

describe('the public header’s message bell', () => {
  it('shows a signed-in company user’s unread count on the public pages too, linked to 消息中心', async () => {
    for (const at of ['/', '/search?keyword=x', '/companyinfo']) {
      const html = await render(at, { user: person, unread: 3 });
      expect(html, at).toMatch(/<a[^>]*title="消息中心（3 条未读）"[^>]*href="\/messages"/);
      expect(html, at).toContain('欢迎您，张三');
      // In place, not swapped in later by an inline script (which the page's CSP nonce would have to cover).
      expect(html, at).not.toMatch(/<template|\$RC/);
    }
    const none = await render('/', { user: person, unread: 0 });
    expect(none).toContain('title="消息中心"');
    expect(none).not.toContain('条未读');
  });

  it('shows none to a visitor (the page the shared cache keeps) nor to staff, whose bell is the back office’s', async () => {
    expect(await render('/', {})).not.toContain('消息中心');
    expect(await render('/', { user: staff, unread: 4 })).not.toContain('消息中心');
  });
});
