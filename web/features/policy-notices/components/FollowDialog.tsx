import { NoteField, useNote } from '~/components/NoteField';
import { ActionDialog } from '~/components/ActionDialog';
import { useSaveForm } from '~/components/useSaveForm';
import type { PolicyNoticeItem } from '@shared/contracts/policy-notices';
import { FOLLOWUP_NOTE_MAX } from '@shared/policy-notices/rules';
import { MSG } from '@shared/messages';
import { followPolicyNotice } from '../api/policy-notice-calls';
import { checkFollow } from '../policy-notice-form';
import { windowText } from '../policy-notice-view';
import s from './PolicyNotices.module.css';
import admin from '~/components/AdminPage.module.css';

type Props = { item: PolicyNoticeItem; showCompany: boolean; onClose: () => void; onDone: () => void };

/**
 * 跟进: the dialog is the spec's confirmation ('确定跟进吗？') and takes what was done; 确定跟进 records it with
 * the staff member and the time.
 */
export function FollowDialog({ item, showCompany, onClose, onDone }: Props) {
  const note = useNote();
  const { sending, send } = useSaveForm();

  const submit = async () => {
    const checked = checkFollow(item.id, note.text);
    if (!checked.ok) return note.setError(checked.errors.note ?? '跟进内容格式错误');
    // Shown for antd's default 3 s, as this toast always was.
    await send(() => followPolicyNotice(checked.payload), onDone, { fallback: '已记录跟进', seconds: 3 });
  };

  return (
    <ActionDialog title={MSG.followConfirm} okText="确定跟进" sending={sending} onOk={() => void submit()} onCancel={onClose}>
      <div className={admin.facts}>
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
      <NoteField
        id="notice-follow-note"
        errorClassName={s.error}
        errorRole="alert"
        wrapClassName={s.counted}
        {...note.field}
        rows={3}
        maxLength={FOLLOWUP_NOTE_MAX}
        placeholder="例如：已电话联系企业负责人，企业计划下周提交申报材料"
        aria-required
      />
    </ActionDialog>
  );
}
