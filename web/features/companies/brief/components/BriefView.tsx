import { Link } from 'react-router';
import type { CompanyBrief } from '@shared/contracts/companies';
import { Button } from '~/components/Button';
import { EmptyState } from '~/components/EmptyState';
import { RichText } from '~/components/RichText';
import { paths } from '~/config/paths';
import { isBriefEmpty } from '../brief-form';
import s from './CompanyBrief.module.css';
import { EditIcon, ExportIcon } from '~/components/icons/outlined';

/** `onEdit` absent: this member may read the brief but not edit it (a 财务, issue 30). */
type Props = { brief: CompanyBrief; onEdit?: () => void; onPrefetch: () => void };

/** The saved brief as the public page shows it, when it was last updated, and 编辑简介 for those who may edit. */
export function BriefView({ brief, onEdit, onPrefetch }: Props) {
  return (
    <div className={s.view}>
      <div className={s.bar}>
        <p className={s.meta}>{brief.updatetime && `最近更新：${brief.updatetime}`}</p>
        <div className={s.actions}>
          <Link to={paths.companyDetail(brief.id)} target="_blank" rel="noopener">
            在企业详情页查看 <ExportIcon />
            <span className="visually-hidden">（新窗口打开）</span>
          </Link>
          {onEdit && (
            <Button variant="primary" icon={<EditIcon />} onClick={onEdit} onMouseEnter={onPrefetch} onFocus={onPrefetch}>
              编辑简介
            </Button>
          )}
        </div>
      </div>
      {isBriefEmpty(brief.content) ? (
        <EmptyState description={onEdit ? '尚未填写企业简介，点击“编辑简介”开始填写' : '尚未填写企业简介'} />
      ) : (
        <section aria-label="企业简介" className={s.content} data-testid="brief-view">
          <RichText html={brief.content} />
        </section>
      )}
    </div>
  );
}
