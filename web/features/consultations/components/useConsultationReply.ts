import { App } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import type { ConsultationDetail } from '@shared/contracts/consultations';
import { fetchConsultationDetail, replyConsultation } from '../api/consultation-calls';
import { checkReply } from '../reply-form';

/**
 * The reply dialog's consultation (read afresh when it opens; the dialog closes if it cannot be read) and its reply:
 * checked before sending, the message under the field with focus on it, the typed text kept when refused.
 */
export function useConsultationReply(id: number | null, onClose: () => void, onReplied: () => void) {
  const { message } = App.useApp();
  const [detail, setDetail] = useState<ConsultationDetail | null>(null);
  const [reply, setReply] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const replyId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    setDetail(null);
    setError('');
    fetchConsultationDetail(id)
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
      void message.success(await replyConsultation(checked.body));
      onReplied();
    } catch {
      // Shown by the client; the form keeps what was typed.
    } finally {
      setSending(false);
    }
  };

  return { detail, reply, setReply, error, setError, sending, replyId, submit };
}
