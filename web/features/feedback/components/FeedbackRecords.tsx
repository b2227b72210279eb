import { Button, Modal } from 'antd';
import { useState } from 'react';
import type { FeedbackItem } from '@shared/contracts/feedback';
import { DialogPager } from '~/components/DialogPager';
import { EmptyState } from '~/components/EmptyState';
import type { ListPage } from '~/lib/list-load.server';
import { fetchMyFeedback } from '../api/feedback-calls';
import { RECORDS_DIALOG_PAGE_SIZE } from '../feedback-view';
import s from './Feedback.module.css';
import { FeedbackDetail } from './FeedbackDetail';
import { FeedbackItems } from './FeedbackItems';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The first page, loaded with the page. */
  first: ListPage<FeedbackItem>;
};

/** 需求记录 (spec §2): the company's requests in a dialog, 6 a page (spec §9 "feedback list 6"), each opening its detail. */
export function FeedbackRecords({ open, onClose, first }: Props) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState(first);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<FeedbackItem | null>(null);

  const go = async (to: number) => {
    setLoading(true);
    const next = await fetchMyFeedback(to, RECORDS_DIALOG_PAGE_SIZE);
    setLoading(false);
    setData(next);
    if (!next.error) setPage(to);
  };

  return (
    <>
      <Modal
        open={open}
        title="需求记录"
        onCancel={onClose}
        footer={<Button onClick={onClose}>关闭</Button>}
        width={720}
        afterOpenChange={(o) => o && void go(page)}
      >
        {data.error && (
          <p className={s.error} role="alert">
            {data.error}
          </p>
        )}
        {data.items.length > 0 ? (
          <div aria-busy={loading}>
            <p className={s.summary} style={{ marginBottom: 12 }}>
              共 {data.total} 条
            </p>
            <FeedbackItems items={data.items} onOpen={setSelected} />
          </div>
        ) : (
          !data.error && <EmptyState />
        )}
        <DialogPager
          page={page}
          pageSize={RECORDS_DIALOG_PAGE_SIZE}
          total={data.total}
          onPage={(p) => void go(p)}
          disabled={loading}
          label="需求记录分页"
        />
      </Modal>
      <FeedbackDetail open={selected !== null} item={selected} onClose={() => setSelected(null)} />
    </>
  );
}
