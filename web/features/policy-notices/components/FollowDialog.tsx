import { App, Input, Modal } from 'antd';
import { useState } from 'react';
import { FOLLOWUP_NOTE_MAX, type PolicyNoticeItem } from '@shared/contracts/policy-notices';
import { MSG } from '@shared/messages';
import { followNotice } from '../api/notice-calls';
import { checkFollow } from '../notice-form';
import { windowText } from '../notice-view';
import s from './Notices.module.css';

type Props = { item: PolicyNoticeItem; showCompany: boolean; onClose: () => void; onDone: () => void };

/**
 * 跟进: the dialog is the spec's confirmation ('确定跟进吗？') and takes what was done; 确定跟进 records it with
 * the staff member and the time.
 */
export function FollowDialog({ item, showCompany, onClose, onDone }: Props) {
  const { message } = App.useApp();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const checked = checkFollow(item.id, note);
    if (!checked.ok) return setError(checked.errors.note ?? '跟进内容格式错误');
    setSending(true);
    try {
      const res = await followNotice(checked.payload);
      void message.success(res.msg || '已记录跟进');
      onDone();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={MSG.followConfirm}
      okText="确定跟进"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ loading: sending, disabled: sending }}
      cancelButtonProps={{ disabled: sending }}
      destroyOnHidden
    >
      <div className={s.facts}>
        <p><strong>{item.title}</strong></p>
        {showCompany && <p>企业：{item.company_name}</p>}
        <p>有效期：{windowText(item)}（{item.window_label}）</p>
      </div>
      <label htmlFor="notice-follow-note" className={s.label}>跟进内容</label>
      {/* showCount sits under the box: the wrapper keeps it clear of the dialog's buttons. */}
      <div className={s.counted}>
        <Input.TextArea
          id="notice-follow-note"
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setError(null);
          }}
          rows={3}
          maxLength={FOLLOWUP_NOTE_MAX}
          showCount
          placeholder="例如：已电话联系企业负责人，企业计划下周提交申报材料"
          status={error ? 'error' : undefined}
          aria-required
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? 'notice-follow-note-error' : undefined}
        />
      </div>
      {error && <p id="notice-follow-note-error" className={s.error} role="alert">{error}</p>}
    </Modal>
  );
}
