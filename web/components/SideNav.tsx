import {
  AccountBookOutlined,
  AlertOutlined,
  AuditOutlined,
  BellOutlined,
  CalendarOutlined,
  CustomerServiceOutlined,
  FileTextOutlined,
  FormOutlined,
  HistoryOutlined,
  HomeOutlined,
  LockOutlined,
  MailOutlined,
  MessageOutlined,
  NotificationOutlined,
  PhoneOutlined,
  ProfileOutlined,
  TeamOutlined,
  ToolOutlined,
  UploadOutlined,
  UserOutlined,
  WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { MenuItem } from '~/config/menu';
import s from './SideNav.module.css';

const ICONS: Record<string, ReactNode> = {
  service: <CustomerServiceOutlined />,
  home: <HomeOutlined />,
  account: <AccountBookOutlined />,
  wallet: <WalletOutlined />,
  history: <HistoryOutlined />,
  profile: <ProfileOutlined />,
  phone: <PhoneOutlined />,
  form: <FormOutlined />,
  alert: <AlertOutlined />,
  warning: <WarningOutlined />,
  team: <TeamOutlined />,
  audit: <AuditOutlined />,
  user: <UserOutlined />,
  contract: <FileTextOutlined />,
  bell: <BellOutlined />,
  calendar: <CalendarOutlined />,
  tool: <ToolOutlined />,
  message: <MessageOutlined />,
  notification: <NotificationOutlined />,
  lock: <LockOutlined />,
  mail: <MailOutlined />,
  upload: <UploadOutlined />,
};

type Props = {
  items: MenuItem[];
  label: string;
  dark?: boolean;
  /** A count beside an item (by menu key), e.g. the inboxes' items past the reply limit, and what it counts. */
  badges?: Partial<Record<string, number>>;
  badgeLabel?: string;
};

/** The side menu of the company area and back office, from web/config/menu.ts; a scrolling strip on phones. */
export function SideNav({ items, label, dark = false, badges = {}, badgeLabel = '项待办' }: Props) {
  return (
    <nav aria-label={label} className={dark ? `${s.nav} ${s.dark}` : s.nav}>
      <ul>
        {items.map((m) => (
          <li key={m.key}>
            <NavLink to={m.path} className={({ isActive }) => (isActive ? `${s.link} ${s.active}` : s.link)}>
              {m.icon && <span className={s.icon}>{ICONS[m.icon]}</span>}
              {m.label}
              {badges[m.key] ? (
                <span className={s.badge} aria-label={`${badges[m.key]} ${badgeLabel}`}>
                  {badges[m.key]}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
