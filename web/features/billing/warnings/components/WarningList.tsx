import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { WarnItem } from '@shared/contracts/billing';
import { PAGE_SIZE } from '@shared/constants';
import { ListPager } from '~/components/ListPager';
import { LoadError } from '~/components/LoadError';
import type { WarnListPage } from '../api/warn-list.server';
import { warnExportHref, warnHref, warnTabLabel, type WarnQuery } from '../warnings-query';
import { yuanText, type WarnKind } from '../warnings-view';
import { WarnTable } from './WarnTable';
import { WarnToolbar } from './WarnToolbar';
import s from './Warnings.module.css';
import { deferred, useIdlePreload } from '~/components/deferred';

// The row's detail and the pay dialog: chunks of their own, fetched once the page is idle (issue 34).
const WarnDetail = deferred(() => import('./WarnDetail').then((m) => m.WarnDetail));
const PayDialog = deferred(() => import('./PayDialog').then((m) => m.PayDialog));

type Props = { kind: WarnKind; query: WarnQuery; page: WarnListPage };

/**
 * A warnings list (房租预警 or 其他预警, by `kind`): tabs, search, the warned total and the export of the current
 * filter, the table with its pager, and the detail dialog whose payment lifts the warning. Server-rendered from
 * the URL; after a payment the loaders run again, so a row no longer warned leaves the list.
 */
export function WarningList({ kind, query, page }: Props) {
  useIdlePreload(WarnDetail, PayDialog);
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<WarnItem | null>(null);
  const [paying, setPaying] = useState(false);
  const headingId = `warn-list-${kind.recordType}`;
  const scope = [warnTabLabel(query.tab), query.keyword ? `“${query.keyword}”` : ''].filter(Boolean).join('，');

  return (
    <section aria-labelledby={headingId} className={s.section}>
      <h2 id={headingId} className={s.heading}>
        {kind.title}
      </h2>
      <WarnToolbar path={kind.path} query={query} placeholder={kind.searchPlaceholder} idPrefix={`warn-${kind.recordType}`} />
      {page.error ? (
        <LoadError msg={page.error} />
      ) : (
        <div className={s.bar}>
          <p className={s.total}>
            预警金额合计：<strong>{yuanText(page.totalMoney)}</strong>（{scope}，共 {page.total} 项）
          </p>
          <Button href={warnExportHref(kind.exportKind, query)} download icon={<DownloadOutlined />} disabled={page.total === 0}>
            导出 Excel
          </Button>
        </div>
      )}
      <WarnTable items={page.items} titleLabel={kind.titleLabel} onOpen={setSelected} />
      <div className={s.pager}>
        <ListPager
          page={query.page}
          pageSize={PAGE_SIZE.warnings}
          total={page.total}
          hrefFor={(p) => warnHref(kind.path, { ...query, page: p })}
        />
      </div>
      <WarnDetail active={selected !== null} kind={kind} item={selected} onClose={() => setSelected(null)} onPay={() => setPaying(true)} />
      <PayDialog
        active={paying}
        kind={kind}
        item={selected}
        open={paying}
        onCancel={() => setPaying(false)}
        onPaid={() => {
          setPaying(false);
          setSelected(null);
          void revalidator.revalidate();
        }}
      />
    </section>
  );
}
