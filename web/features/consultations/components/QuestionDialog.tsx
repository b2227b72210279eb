import { App, Button, Descriptions, Input, Modal, Skeleton } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import type { QuestionDetail } from '@shared/contracts/consultations';
import { CONSULT_REPLY_MAX } from '@shared/labels/consultations';
import { fetchQuestionDetail, replyQuestion } from '../api/question-calls';
import { ageText, itemLink, replyStateTone } from '../question-view';
import { checkReply } from '../reply-form';
import s from './Questions.module.css';
import { StateTag } from '~/components/StateTag';

type Props = { id: number | null; onClose: () => void; onReplied: () => void };

/**
 * One consultation for staff: who asked (the whole phone number), what about (a link to the item's public page),
 * the question, its age and state, and the reply form. An answered one shows its answer, which can be corrected.
 */
export function QuestionDialog({ id, onClose, onReplied }: Props) {
  const { message } = App.useApp();
  const [detail, setDetail] = useState<QuestionDetail | null>(null);
  const [reply, setReply] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const replyId = useId();
  const errorId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    setDetail(null);
    setError('');
    fetchQuestionDetail(id)
      .then((d) => {
        if (!live) return;
        setDetail(d);
        setReply(d.reply);
      })
      .catch(() => {
        // The client has shown the server's message (咨询不存在, a session that ended …).
        if (live) close.current();
      });
    return () => {
      live = false;
    };
  }, [id]);

  const submit = async () => {
    if (!detail || sending) return;
    const checked = checkReply(detail.id, reply);
    if (!checked.ok) {
      setError(checked.msg);
      document.getElementById(replyId)?.focus();
      return;
    }
    setError('');
    setSending(true);
    try {
      void message.success(await replyQuestion(checked.body));
      onReplied();
    } catch {
      // Shown by the client; the form keeps what was typed.
    } finally {
      setSending(false);
    }
  };

  const answered = detail?.status === 1;
  const item = detail ? itemLink(detail) : null;
  const age = detail ? ageText(detail) : null;
  return (
    <Modal open={id !== null} title="咨询详情" onCancel={onClose} width={760} destroyOnHidden footer={null}>
      {!detail ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 1, md: 2 }}
            styles={{ label: { whiteSpace: 'nowrap', width: 96 } }}
            items={[
              { key: 'name', label: '咨询人', children: detail.name },
              { key: 'phone', label: '手机号', children: <a href={`tel:${detail.phone}`}>{detail.phone}</a> },
              { key: 'company', label: '企业名称', children: detail.company_name || '未填写' },
              { key: 'account', label: '登录账号', children: detail.user_nickname || '—' },
              { key: 'type', label: '咨询类型', children: detail.type_name },
              {
                key: 'item',
                label: '咨询对象',
                children: item?.href ? (
                  <a href={item.href} target="_blank" rel="noopener noreferrer">
                    {item.text}（新窗口打开）
                  </a>
                ) : (
                  item?.text
                ),
              },
              { key: 'time', label: '提交时间', children: `${detail.createtime}（${age?.age}）` },
              {
                key: 'state',
                label: '答复状态',
                children: (
                  <>
                    <StateTag tone={replyStateTone(detail.reply_state)} text={detail.reply_state_name} />{' '}
                    <span className={s.sub}>{age?.due}</span>
                  </>
                ),
              },
              {
                key: 'content',
                label: '咨询内容',
                span: 'filled',
                children: <span className={s.longText}>{detail.content}</span>,
              },
              ...(answered
                ? [
                    {
                      key: 'reply',
                      label: '答复内容',
                      span: 'filled' as const,
                      children: <span className={s.longText}>{detail.reply}</span>,
                    },
                    { key: 'by', label: '答复人', children: detail.handled_by_name || '—' },
                    { key: 'at', label: '答复时间', children: detail.reply_time },
                  ]
                : []),
            ]}
          />
          <form
            className={s.replyForm}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            noValidate
          >
            <h3>
              <label htmlFor={replyId}>{answered ? '修改答复' : '答复内容'}</label>
            </h3>
            <p className={s.hint}>
              {answered
                ? '修改后咨询人看到的是新的答复；首次答复的时间和答复人不变。'
                : '提交后状态变为已处理，咨询人可在「我的咨询」中看到答复。'}
            </p>
            <Input.TextArea
              id={replyId}
              value={reply}
              onChange={(e) => {
                setReply(e.target.value);
                if (error) setError('');
              }}
              rows={5}
              maxLength={CONSULT_REPLY_MAX}
              showCount
              status={error ? 'error' : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              placeholder="请输入答复内容，例如办理方式、联系人和联系电话"
            />
            {error && (
              <p id={errorId} className={s.error} role="alert">
                {error}
              </p>
            )}
            <div className={s.actions}>
              <Button onClick={onClose} disabled={sending}>
                关闭
              </Button>
              <Button type="primary" htmlType="submit" loading={sending} disabled={sending}>
                {answered ? '更新答复' : '提交答复'}
              </Button>
            </div>
          </form>
        </>
      )}
    </Modal>
  );
}
