import { Input } from 'antd';
import { useState } from 'react';
import { ActionDialog } from '~/components/ActionDialog';
import { useSaveForm } from '~/components/useSaveForm';
import { FOLLOWUP_NOTE_MAX, type PolicyNoticeItem } from '@shared/contracts/policy-notices';
import { MSG } from '@shared/messages';
import { followPolicyNotice } from '../api/policy-notice-calls';
import { checkFollow } from '../policy-notice-form';
import { windowText } from '../policy-notice-view';
import s from './PolicyNotices.module.css';

type Props = { item: PolicyNoticeItem; showCompany: boolean; onClose: () => void; onDone: () => void };

/**
 * 跟进: the dialog is the spec's confirmation ('确定跟进吗？') and takes what was done; 确定跟进 records it with
 * the staff member and the time.
 */
export function FollowDialog({ item, showCompany, onClose, onDone }: Props) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { sending, send } = useSaveForm();

  const submit = async () => {
    const checked = checkFollow(item.id, note);
    if (!checked.ok) return setError(checked.errors.note ?? '跟进内容格式错误');
    // Shown for antd's default 3 s, as this toast always was.
    await send(() => followPolicyNotice(checked.payload), onDone, { fallback: '已记录跟进', seconds: 3 });
  };

  return (
    <ActionDialog title={MSG.followConfirm} okText="确定跟进" sending={sending} onOk={() => void submit()} onCancel={onClose}>
      <div className={s.facts}>
        <p>
          <strong>{item.title}</strong>
        </p>
        {showCompany && <p>企业：{item.company_name}</p>}
        <p>
          有效期：{windowText(item)}（{item.window_label}）
        </p>
      </div>
      <label htmlFor="notice-follow-note" className={s.label}>
        跟进内容
      </label>
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
      {error && (
        <p id="notice-follow-note-error" className={s.error} role="alert">
          {error}
        </p>
      )}
    </ActionDialog>
  );
}
