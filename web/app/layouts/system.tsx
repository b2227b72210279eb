import { useRef } from 'react';
import { ConfigProvider } from 'antd';
import { Link, Outlet, redirect, useLocation } from 'react-router';
import { LoginType } from '@shared/constants';
import { MSG } from '@shared/messages';
import { DemoRibbon } from '~/components/DemoRibbon';
import { LinkButton } from '~/components/LinkButton';
import { ResultState } from '~/components/ResultState';
import { DisplaySwitch } from '~/components/DisplaySwitch';
import { SideNav } from '~/components/SideNav';
import { INBOX_STAFF } from '@shared/auth/module-roles';
import { holdsAnyRole } from '@shared/auth/staff-roles';
import { findMenuItem, SYSTEM_MENU, visibleItems, type MenuItem } from '~/config/menu';
import { staffPageDenied } from '~/config/no-access';
import { flashHref } from '~/config/flash';
import { paths } from '~/config/paths';
import { systemCareTheme, systemTheme } from '~/config/theme';
import { loadInboxSummary } from '~/features/inbox/api/inbox-summary.server';
import { menuBadges } from '~/features/inbox/inbox-view';
import { loadUnreadCount } from '~/features/message-centre/api/messages.server';
import { MessageBell } from '~/features/message-centre/components/MessageBell';
import { LogoutButton } from '~/features/auth/session/components/LogoutButton';
import { useDisplayMode } from '~/lib/display-mode';
import { siteNameOf, useRootData } from '~/lib/root-data';
import { getSession } from '~/lib/session.server';
import type { Route } from './+types/system';
import s from './system.module.css';
import { useScrollableRegions } from '~/lib/scrollable-regions';

/**
 * The back office is for staff (login type 1); anyone else is sent home with a flash message (config/flash.ts). Each page belongs to some
 * staff roles (config/menu.ts): the menu lists only the viewer's, and a page of other roles, opened by its address,
 * says so in place of its content (whose page it is and what to do: config/no-access.ts) with the way to the viewer's
 * own first page, rather than sending them there without a word; its calls would refuse them anyway. The menu shows, to park operations, how many
 * consultations and service requests are past the reply limit; the header's bell, everyone's unread messages (issue 32).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await getSession(context);
  if (!user) throw redirect(paths.login);
  if (user.type !== LoginType.ADMIN) throw redirect(flashHref('admin-only'));
  // A session that must first change its password or enrol the second factor may only open account security.
  if (user.restriction) {
    if (new URL(request.url).pathname !== paths.system.security) throw redirect(paths.system.security);
    return { badges: {}, bell: false, unread: null };
  }
  const answers = holdsAnyRole(user.roles ?? [], INBOX_STAFF);
  const [summary, unread] = await Promise.all([answers ? loadInboxSummary(context) : null, loadUnreadCount(context)]);
  return { badges: answers ? menuBadges(summary) : {}, bell: true, unread };
}

/** A page of other roles, opened by its address: why not, and the way to the viewer's own first page. */
function NoAccess({ text, back }: { text: string; back: MenuItem | undefined }) {
  return (
    <ResultState
      status="warning"
      title={MSG.forbidden}
      subTitle={text}
      extra={
        <LinkButton variant="primary" to={back?.path ?? paths.system.security}>
          前往{back?.label ?? '账号安全'}
        </LinkButton>
      }
    />
  );
}

export default function SystemLayout({ loaderData }: Route.ComponentProps) {
  const { config, user } = useRootData();
  const { pathname } = useLocation();
  const current = findMenuItem(SYSTEM_MENU, pathname);
  // Decided here, from the address and the root's user, so a page reached by client navigation is checked too.
  const denied = staffPageDenied(pathname, user);
  const main = useRef<HTMLElement>(null);
  useScrollableRegions(main);
  const { mode } = useDisplayMode();
  return (
    <ConfigProvider theme={mode === 'care' ? systemCareTheme : systemTheme}>
      <DemoRibbon />
      <div className={s.shell}>
        <aside className={s.sider}>
          <Link to={paths.system.root} className={s.brand}>
            {siteNameOf(config)}
            <small>管理后台</small>
          </Link>
          <SideNav items={visibleItems(SYSTEM_MENU, user)} label="管理后台菜单" dark badges={loaderData.badges} badgeLabel="项超时未答复" />
        </aside>
        <div className={s.main}>
          <header className={s.topbar}>
            <nav aria-label="当前位置" className={s.crumbs}>
              <Link to={paths.system.root}>管理后台</Link>
              {current && <span aria-current="page"> / {current.label}</span>}
            </nav>
            <div className={s.user}>
              <DisplaySwitch tone="compact" />
              {/* Not while the session may only open account security (its other calls are refused). */}
              {loaderData.bell && <MessageBell to={paths.system.messages} unread={loaderData.unread} compact />}
              <span>欢迎您，{user?.nickname || user?.username}</span>
              <Link to={paths.home}>返回门户</Link>
              <LogoutButton />
            </div>
          </header>
          <main id="main" className={s.content} ref={main}>
            <h1 className={s.title}>{current?.label ?? '管理后台'}</h1>
            <div className={s.card}>{denied ? <NoAccess text={denied} back={visibleItems(SYSTEM_MENU, user)[0]} /> : <Outlet />}</div>
          </main>
        </div>
      </div>
    </ConfigProvider>
  );
}
