import { CheckOutlined, MessageOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { NoteField } from '~/components/NoteField';
import { useState } from 'react';
import { feedbackReplyBody, type FeedbackAdminItem } from '@shared/contracts/feedback';
import { FEEDBACK_REMARK_MAX, FeedbackStatus } from '@shared/feedback/rules';
import { replyFeedback } from '../api/feedback-calls';
import s from './Feedback.module.css';

type Props = { item: FeedbackAdminItem; onReplied: () => void };

/**
 * The staff's answer (平台反馈): 答复并办结 records it and marks the request 已完成 (the company is notified);
 * 仅答复 records it and leaves the request 待处理. A completed request's reply can still be amended.
 */
export function ReplyForm({ item, onReplied }: Props) {
  const { message } = App.useApp();
  const [remark, setRemark] = useState(item.remark);
  const [error, setError] = useState('');
  const [sending, setSending] = useState<'done' | 'reply' | null>(null);
  const done = item.status === FeedbackStatus.DONE;

  const send = async (complete: boolean) => {
    const parsed = feedbackReplyBody.safeParse({ id: item.id, remark, done: complete });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      document.getElementById('feedback-remark')?.focus();
      return;
    }
    setError('');
    setSending(complete ? 'done' : 'reply');
    try {
      void message.success(await replyFeedback(parsed.data), 3);
      onReplied();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setSending(null);
    }
  };

  return (
    <form className={s.replyForm} onSubmit={(e) => e.preventDefault()} aria-label="答复服务诉求">
      <h3>
        <label htmlFor="feedback-remark">{done ? '修改平台反馈' : '平台反馈'}</label>
      </h3>
      <NoteField
        id="feedback-remark"
        error={error}
        errorClassName={s.error}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
        maxLength={FEEDBACK_REMARK_MAX}
        autoSize={{ minRows: 3, maxRows: 8 }}
        placeholder="写明处理结果或安排，企业将在服务记录中看到"
      />
      <div className={s.formActions}>
        <Button icon={<MessageOutlined />} onClick={() => void send(false)} loading={sending === 'reply'} disabled={sending !== null}>
          {done ? '保存修改' : '仅答复'}
        </Button>
        {!done && (
          <Button
            type="primary"
            icon={<CheckOutlined />}
            onClick={() => void send(true)}
            loading={sending === 'done'}
            disabled={sending !== null}
          >
            答复并办结
          </Button>
        )}
      </div>
    </form>
  );
}
