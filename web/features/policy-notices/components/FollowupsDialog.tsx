import { Alert, Button, Modal, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import type { FollowupItem, PolicyNoticeItem } from '@shared/contracts/policy-notices';
import { FOLLOWUP_PAGE_SIZE } from '@shared/policy-notices/rules';
import { DialogPager } from '~/components/DialogPager';
import { EmptyState } from '~/components/EmptyState';
import { fetchFollowups } from '../api/policy-notice-calls';
import s from './PolicyNotices.module.css';

type Loaded = { page: number; items: FollowupItem[]; total: number } | { page: number; error: string } | null;

/** 跟进记录: who followed the notice up, when, and what was done; newest first, 20 a page. */
export function FollowupsDialog({ item, onClose }: { item: PolicyNoticeItem; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    let live = true;
    fetchFollowups(item.id, page).then(
      (r) => live && setLoaded({ page, ...r }),
      (err: unknown) => live && setLoaded({ page, error: err instanceof Error ? err.message : '加载失败' }),
    );
    return () => {
      live = false;
    };
  }, [item.id, page]);

  const current = loaded && loaded.page === page ? loaded : null;
  return (
    <Modal open title={`跟进记录：${item.title}`} onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>} destroyOnHidden>
      {!current && <Skeleton active paragraph={{ rows: 3 }} />}
      {current && 'error' in current && <Alert type="error" showIcon title={current.error} />}
      {current && 'items' in current && (
        <>
          {current.items.length === 0 ? (
            <EmptyState description="暂无跟进记录" />
          ) : (
            <ol className={s.history} aria-label="跟进记录">
              {current.items.map((f) => (
                <li key={f.id}>
                  <p className={s.meta}>
                    {f.createtime} · {f.admin_name || '—'}
                  </p>
                  <p className={s.note}>{f.note}</p>
                </li>
              ))}
            </ol>
          )}
          <DialogPager page={page} pageSize={FOLLOWUP_PAGE_SIZE} total={current.total} onPage={setPage} label="跟进记录分页" />
        </>
      )}
    </Modal>
  );
}
