import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import type { FeedbackItem } from '@shared/contracts/feedback';
import { PhotoGrid } from '~/components/PhotoGrid';
import { StateTag } from '~/components/StateTag';
import { replyLine, statusTone } from '../feedback-view';
import s from './Feedback.module.css';
import r from '~/components/styles/reply.module.css';

type Props = {
  open: boolean;
  item: FeedbackItem | null;
  onClose: () => void;
  /** Shown while the item loads (staff open it by id). */
  loading?: boolean;
  /** Facts only staff see (company, contact, age), above the request. */
  facts?: { label: string; value: ReactNode }[];
  /** Said where the 平台反馈 will be while there is none (the company's wording by default). */
  pendingText?: string;
  /** The reply form (staff), below the 平台反馈. */
  children?: ReactNode;
};

/**
 * One request in a dialog (spec §2 "request detail dialog"): title and 待处理 / 已完成, when it was raised, what
 * it says, its photos (each opens larger), and the staff's reply as 平台反馈. Staff see their facts and the reply form too.
 */
export function FeedbackDetail({ open, item, onClose, loading, facts = [], pendingText, children }: Props) {
  const reply = item ? replyLine(item) : null;
  return (
    <Modal open={open} title="服务诉求详情" onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>} width={720} destroyOnHidden>
      {loading && !item && <p className={s.loading}>正在加载…</p>}
      {item && reply && (
        <>
          <div className={s.detailHead}>
            <h3 className={s.detailTitle}>{item.title}</h3>
            <StateTag tone={statusTone(item.status)} text={item.status_name} />
          </div>
          <dl className={s.facts}>
            {facts.map((f) => (
              <div key={f.label} style={{ display: 'contents' }}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
            <dt>提交时间</dt>
            <dd>{item.createtime}</dd>
            <dt>诉求内容</dt>
            <dd className={s.longText}>{item.content}</dd>
          </dl>
          <h4 className={s.sectionTitle}>照片</h4>
          <PhotoGrid urls={item.file} alt={item.title} emptyText="未上传照片" />
          {reply.answered ? (
            <div className={`${r.reply} ${s.answer}`}>
              <p className={r.title}>平台反馈</p>
              <p className={r.text}>{reply.text}</p>
              {item.reply_time && <p className={r.time}>答复时间：{item.reply_time}</p>}
            </div>
          ) : (
            <p className={`${r.pending} ${s.answer}`}>{pendingText ?? reply.text}</p>
          )}
          {children}
        </>
      )}
    </Modal>
  );
}
