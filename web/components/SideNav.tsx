import {
  AccountBookOutlined, AlertOutlined, AuditOutlined, CustomerServiceOutlined, FormOutlined, HistoryOutlined,
  HomeOutlined, PhoneOutlined, ProfileOutlined, TeamOutlined, UserOutlined, WalletOutlined, WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { MenuItem } from '~/config/menu';
import s from './SideNav.module.css';

const ICONS: Record<string, ReactNode> = {
  service: <CustomerServiceOutlined />, home: <HomeOutlined />, account: <AccountBookOutlined />,
  wallet: <WalletOutlined />, history: <HistoryOutlined />, profile: <ProfileOutlined />, phone: <PhoneOutlined />,
  form: <FormOutlined />, alert: <AlertOutlined />, warning: <WarningOutlined />, team: <TeamOutlined />,
  audit: <AuditOutlined />, user: <UserOutlined />,
};

/** The side menu of the company area and back office, from web/config/menu.ts; a scrolling strip on phones. */
export function SideNav({ items, label, dark = false }: { items: MenuItem[]; label: string; dark?: boolean }) {
  return (
    <nav aria-label={label} className={dark ? `${s.nav} ${s.dark}` : s.nav}>
      <ul>
        {items.map((m) => (
          <li key={m.key}>
            <NavLink to={m.path} className={({ isActive }) => (isActive ? `${s.link} ${s.active}` : s.link)}>
              {m.icon && <span className={s.icon}>{ICONS[m.icon]}</span>}
              {m.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
