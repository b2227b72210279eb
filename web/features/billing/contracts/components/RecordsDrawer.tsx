import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { PaymentItem } from '@shared/contracts/billing';
import { PaymentTable } from '~/components/PaymentTable';
import { fetchRecords } from '../api/contract-calls';
import type { ContractItem } from '../contract-form';
import type { ContractKind } from '../contract-kinds';
import { paymentExportHref } from '../contract-query';
import { ContractFacts } from './ContractFacts';
import s from './Contracts.module.css';
import admin from '~/components/AdminPage.module.css';

/** Staff read ten payments at a time (the company's own view shows five). */
const RECORDS_PAGE_SIZE = 10;

type Loaded = { items: PaymentItem[]; total: number } | { error: string } | null;

/** 缴费记录: one contract's payments (record_list), newest first, with who recorded each. */
export function RecordsDrawer({ kind, item, onClose }: { kind: ContractKind; item: ContractItem | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>(null);
  const id = item?.id;

  useEffect(() => setPage(1), [id]);
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    setLoaded(null);
    fetchRecords(kind, id, page, RECORDS_PAGE_SIZE).then(
      (r) => live && setLoaded(r),
      (err: unknown) => live && setLoaded({ error: err instanceof Error ? err.message : '加载失败' }),
    );
    return () => {
      live = false;
    };
  }, [kind, id, page]);

  return (
    <Drawer open={item !== null} title="缴费记录" onClose={onClose} size="min(760px, 100vw)" destroyOnHidden>
      {item && <ContractFacts item={item} />}
      {loaded === null && (
        <div style={{ padding: 32, textAlign: 'center' }}>
          <Spin />
        </div>
      )}
      {loaded && 'error' in loaded && <Alert className={admin.alert} type="error" showIcon title={loaded.error} />}
      {item && loaded && 'items' in loaded && loaded.total > 0 && (
        <div className={s.drawerActions}>
          <Button href={paymentExportHref(kind.recordType, item.id)} download icon={<DownloadOutlined />}>
            导出 Excel
          </Button>
        </div>
      )}
      {loaded && 'items' in loaded && (
        <PaymentTable
          items={loaded.items}
          total={loaded.total}
          page={page}
          pageSize={RECORDS_PAGE_SIZE}
          onPage={setPage}
          showRecorder
          caption={`${kind.noun}缴费记录`}
        />
      )}
    </Drawer>
  );
}
