import { Outlet, redirect, useLocation } from 'react-router';
import { LoginType } from '@shared/constants';
import { PageHeader } from '~/components/PageHeader';
import { SideNav } from '~/components/SideNav';
import { findMenuItem, PERSONAL_MENU, visibleItems } from '~/config/menu';
import { flashHref } from '~/config/flash';
import { paths } from '~/config/paths';
import { getSession } from '~/lib/session.server';
import type { Route } from './+types/personal';
import s from './personal.module.css';

/** The company area is for personal users (login type 2); an administrator is sent home with a flash message. */
export async function loader({ context }: Route.LoaderArgs) {
  const { user } = await getSession(context);
  if (!user) throw redirect(paths.login);
  if (user.type !== LoginType.PERSONAL) throw redirect(flashHref('personal-only'));
  return { companyName: user.shop?.shop_name ?? '' };
}

export default function PersonalLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const current = findMenuItem(PERSONAL_MENU, pathname);
  return (
    <div className="container">
      <PageHeader
        title={current?.label ?? '个人中心'}
        crumbs={[{ label: '个人中心', to: paths.personal.root }, ...(current ? [{ label: current.label }] : [])]}
      />
      <div className={s.grid}>
        <aside className={s.side}>
          <p className={s.company}>{loaderData.companyName || '企业中心'}</p>
          <SideNav items={visibleItems(PERSONAL_MENU, { type: LoginType.PERSONAL })} label="个人中心菜单" />
        </aside>
        <section className={`panel ${s.content}`}>
          <Outlet />
        </section>
      </div>
    </div>
  );
}
