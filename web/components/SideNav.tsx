import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { MenuItem } from '~/config/menu';
import s from './SideNav.module.css';
import {
  AccountBookIcon,
  AlertIcon,
  AuditIcon,
  BellIcon,
  CalendarIcon,
  CustomerServiceIcon,
  FormIcon,
  HistoryIcon,
  LockIcon,
  MailIcon,
  MessageIcon,
  NotificationIcon,
  PhoneIcon,
  ProfileIcon,
  TeamIcon,
  ToolIcon,
  UploadIcon,
  UserIcon,
  WalletIcon,
  WarningOutlineIcon,
} from './icons/outlined';
import { FileTextIcon, HomeIcon } from './icons/services';

const ICONS: Record<string, ReactNode> = {
  service: <CustomerServiceIcon />,
  home: <HomeIcon />,
  account: <AccountBookIcon />,
  wallet: <WalletIcon />,
  history: <HistoryIcon />,
  profile: <ProfileIcon />,
  phone: <PhoneIcon />,
  form: <FormIcon />,
  alert: <AlertIcon />,
  warning: <WarningOutlineIcon />,
  team: <TeamIcon />,
  audit: <AuditIcon />,
  user: <UserIcon />,
  contract: <FileTextIcon />,
  bell: <BellIcon />,
  calendar: <CalendarIcon />,
  tool: <ToolIcon />,
  message: <MessageIcon />,
  notification: <NotificationIcon />,
  lock: <LockIcon />,
  mail: <MailIcon />,
  upload: <UploadIcon />,
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
