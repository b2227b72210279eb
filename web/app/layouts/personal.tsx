import { useRef } from 'react';
import { Outlet, redirect, useLocation, useRouteLoaderData } from 'react-router';
import { memberRoleName } from '@shared/auth/member-roles';
import { LoginType } from '@shared/constants';
import { MSG } from '@shared/messages';
import { LinkButton } from '~/components/LinkButton';
import { PageHeader } from '~/components/PageHeader';
import { ResultState } from '~/components/ResultState';
import { SideNav } from '~/components/SideNav';
import {
  findMenuItem,
  firstOpenPath,
  mayOpen,
  memberRoleOf,
  PERSONAL_MENU,
  visibleItems,
  type MenuItem,
  type MenuViewer,
} from '~/config/menu';
import { flashHref } from '~/config/flash';
import { paths } from '~/config/paths';
import { loadUnreadCount } from '~/features/message-centre/api/messages.server';
import { MessageBell } from '~/features/message-centre/components/MessageBell';
import type { AccountSlotHandle } from '~/lib/account-slot';
import { useScrollableRegions } from '~/lib/scrollable-regions';
import { getSession } from '~/lib/session.server';
import type { Route } from './+types/personal';
import s from './personal.module.css';

/**
 * The company area is for personal users (login type 2); an administrator is sent home with a flash message. The
 * tabs are those of the viewer's role in the company (config/menu.ts, issue 30); the header's bell shows the unread
 * messages (issue 32).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { user } = await getSession(context);
  if (!user) throw redirect(paths.login);
  if (user.type !== LoginType.PERSONAL) throw redirect(flashHref('personal-only'));
  return { companyName: user.shop?.shop_name ?? '', member: memberRoleOf(user.shop), unread: await loadUnreadCount(context) };
}

/** The bell beside 欢迎您 in the public shell's header (layouts/portal.tsx), with the count this layout loaded. */
function PersonalBell() {
  const data = useRouteLoaderData<typeof loader>('layouts/personal');
  return <MessageBell to={paths.personal.messages} unread={data?.unread ?? null} />;
}

export const handle: AccountSlotHandle = { accountSlot: PersonalBell };

/**
 * A tab the viewer's role does not include, opened by its address: said plainly, with the way to a tab they have
 * (the page's own calls would refuse them anyway).
 */
function NoAccess({ item, member, back }: { item: MenuItem; member: number | null; back: string }) {
  const role = member === null ? '' : memberRoleName(member);
  return (
    <ResultState
      status="warning"
      title={MSG.forbidden}
      subTitle={
        role
          ? `您在本企业的角色是「${role}」，不能使用「${item.label}」。如需使用，请联系企业负责人调整角色。`
          : `「${item.label}」仅对企业成员开放。`
      }
      extra={
        <LinkButton variant="primary" to={back}>
          返回个人中心
        </LinkButton>
      }
    />
  );
}

export default function PersonalLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const current = findMenuItem(PERSONAL_MENU, pathname);
  const viewer: MenuViewer = { type: LoginType.PERSONAL, member: loaderData.member };
  const denied = current !== undefined && !mayOpen(current, viewer);
  // A wide table (成员管理, 通知设置) scrolls sideways on a phone and in the 适老化 mode: reachable by keyboard.
  const content = useRef<HTMLElement>(null);
  useScrollableRegions(content);
  return (
    <div className="container">
      <PageHeader
        title={current?.label ?? '个人中心'}
        crumbs={[{ label: '个人中心', to: paths.personal.root }, ...(current ? [{ label: current.label }] : [])]}
      />
      <div className={s.grid}>
        <aside className={s.side}>
          <p className={s.company}>{loaderData.companyName || '企业中心'}</p>
          <SideNav items={visibleItems(PERSONAL_MENU, viewer)} label="个人中心菜单" />
        </aside>
        <section className={`panel ${s.content}`} ref={content}>
          {denied ? (
            <NoAccess item={current} member={loaderData.member} back={firstOpenPath(PERSONAL_MENU, viewer) ?? paths.home} />
          ) : (
            <Outlet />
          )}
        </section>
      </div>
    </div>
  );
}
