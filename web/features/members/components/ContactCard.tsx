import type { ReactNode } from 'react';
import type { CompanyContact } from '@shared/contracts/members';
import { Button } from '~/components/Button';
import { FactTable } from '~/components/FactTable';
import { EditIcon } from '~/components/icons/outlined';
import { LoadError } from '~/components/LoadError';
import { orDash } from '../members-view';
import s from './Members.module.css';

type Props = {
  contact: CompanyContact | null;
  /** Why the contacts could not be read (the card says it with 重试). */
  error?: string | null;
  /** 修改 for those who may (the 负责人, park operations). */
  onEdit?: () => void;
  note?: ReactNode;
  /** The heading's level: 2 on /members, 3 inside the back office's company detail. */
  level?: 2 | 3;
};

/** 企业联系人: the person, mobile and e-mail the park writes to (the expiry reminders go to the 财务 members). */
export function ContactCard({ contact, error, onEdit, note, level = 2 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={s.section} aria-labelledby="company-contact-title">
      <div className={s.head}>
        <Heading className={s.title} id="company-contact-title">
          企业联系人
        </Heading>
        {onEdit && contact && (
          <Button icon={<EditIcon />} onClick={onEdit}>
            修改联系人
          </Button>
        )}
      </div>
      {note && <p className={s.note}>{note}</p>}
      {contact ? (
        <FactTable
          items={[
            { key: 'contact_name', label: '联系人', children: orDash(contact.contact_name) },
            { key: 'mobile', label: '手机号', children: orDash(contact.mobile) },
            { key: 'email', label: '邮箱', children: orDash(contact.email) },
          ]}
        />
      ) : (
        <LoadError msg={error || '企业联系人加载失败'} />
      )}
    </section>
  );
}
