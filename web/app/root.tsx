import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { UserInfo } from '@shared/contracts/auth';
import * as siteCalls from '@shared/calls/site';
import { LoginType } from '@shared/constants';
import { displayModeFromCookieHeader, type DisplayMode } from '@shared/display-mode';
import { Code } from '@shared/envelope';
import { LinkButton } from '~/components/LinkButton';
import { NotifyHost } from '~/components/NotifyHost';
import { loadUnreadCount } from '~/features/message-centre/api/messages.server';
import { ResultState } from '~/components/ResultState';
import { useNonce, ZOD_JITLESS_SCRIPT } from '~/lib/csp-nonce';
import { DisplayModeContext } from '~/lib/display-mode';
import { EARLY_CLICKS_SCRIPT, takeEarlyInput } from '~/lib/early-input';
import { paths } from '~/config/paths';
import { isRootData, siteNameOf, type RootData } from '~/lib/root-data';
import { clearTokenCookie, getSession } from '~/lib/session.server';
import type { Route } from './+types/root';
import './global.css';
import './ui.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [config, links, session, unread] = await Promise.all([
    context.api(siteCalls.config),
    context.api(siteCalls.links),
    getSession(context),
    // The header's bell (issue 32) on every page of a signed-in company user, not only in the company area; asked
    // only with a session, so a visitor's page (the one the shared page cache keeps) carries nothing of anyone's.
    context.token ? loadUnreadCount(context) : null,
  ]);
  const body: RootData = {
    config: config.code === Code.OK ? config.data : {},
    links: links.code === Code.OK ? links.data : [],
    user: session.user satisfies UserInfo | null,
    unread: session.user?.type === LoginType.PERSONAL ? unread : null,
    // The page cache keeps each mode's page under its own key (server/plugins/web.ts), so this never leaks.
    display: displayModeFromCookieHeader(request.headers.get('cookie')),
  };
  // A cookie whose session has ended is removed, so the visitor is simply signed out.
  const headers = session.stale ? { 'Set-Cookie': clearTokenCookie(context.secureCookies) } : undefined;
  return data(body, { headers });
}

/** Settings and the user change only when something is submitted (sign-in, sign-out), not on every link. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET' ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: ReactNode }) {
  // The Content-Security-Policy admits only inline scripts with this response's nonce (server/plugins/web.ts).
  const nonce = useNonce();
  // 适老化: the server's HTML already says the mode (no flash); the header's switch changes it in place.
  const rootData: unknown = useRouteLoaderData('root');
  const served: DisplayMode = isRootData(rootData) && rootData.display === 'care' ? 'care' : 'standard';
  const [mode, setMode] = useState<DisplayMode>(served);
  useEffect(() => setMode(served), [served]);
  // The page is hydrated: what was typed on its fields before is handed to React (early-input.ts).
  useEffect(takeEarlyInput, []);
  const display = useMemo(() => ({ mode, setMode }), [mode]);
  return (
    <html lang="zh-CN" data-display={mode === 'care' ? 'care' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
      </head>
      <body>
        {/* No Ant Design here: public pages are plain React; signed-in pages get antd from layouts/antd.tsx. */}
        <DisplayModeContext.Provider value={display}>{children}</DisplayModeContext.Provider>
        <NotifyHost />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  const site = siteNameOf(loaderData?.config);
  return [{ title: error ? `出错了 - ${site}` : site }, { name: 'description', content: `${site}：政策资讯、企业服务与园区入驻。` }];
}

/** Only faults nobody planned for land here: pages handle their own not-found and failed loads. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="container" style={{ padding: '48px 16px' }}>
      <ResultState
        status={status === 404 ? '404' : '500'}
        title={status === 404 ? '页面不存在' : '页面出错了'}
        subTitle={status === 404 ? '您访问的页面不存在或已下线。' : '服务器暂时无法完成请求，请稍后重试。'}
        extra={
          <LinkButton variant="primary" to={paths.home}>
            返回首页
          </LinkButton>
        }
      />
    </main>
  );
}
