import type { ReactNode } from 'react';
import type { SiteConfig } from '@shared/contracts/site';
import { EmptyState } from '~/components/EmptyState';
import { contactRows, type ContactRow } from '../park-contact';
import s from './ParkContact.module.css';
import { EnvironmentIcon, MailIcon, PhoneIcon, UserIcon } from '~/components/icons/outlined';

const ICONS: Record<ContactRow['key'], ReactNode> = {
  people: <UserIcon />,
  phone: <PhoneIcon />,
  email: <MailIcon />,
  address: <EnvironmentIcon />,
};

/** /concat_us: the park's contact details from the site settings; phones and e-mail are links, empty ones hidden. */
export function ParkContact({ config }: { config: Partial<SiteConfig> }) {
  const rows = contactRows(config);
  if (rows.length === 0) return <EmptyState description="园区暂未公布联系方式" />;
  return (
    <dl className={s.contact}>
      {rows.map((r) => (
        <div key={r.key} className={s.row}>
          <dt>
            {ICONS[r.key]} {r.label}
          </dt>
          <dd>
            {r.values.map((v, i) => (
              <span key={v.text}>
                {i > 0 && <span aria-hidden> / </span>}
                {v.href ? <a href={v.href}>{v.text}</a> : v.text}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
