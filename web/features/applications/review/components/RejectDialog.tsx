import { Modal } from 'antd';
import { NoteField, useNote } from '~/components/NoteField';
import s from './AdminList.module.css';

type Props = {
  open: boolean;
  companyName: string;
  sending: boolean;
  /** The contract's check of the remark (驳回 requires one: '请填写驳回原因'). */
  validate: (remark: string) => { ok: true } | { ok: false; msg: string };
  onCancel: () => void;
  onConfirm: (remark: string) => Promise<boolean>;
};

/** 驳回 asks for the reason the applicant will read; the dialog is the confirmation. */
export function RejectDialog({ open, companyName, sending, validate, onCancel, onConfirm }: Props) {
  const remark = useNote();

  const confirm = async () => {
    const checked = validate(remark.text);
    if (!checked.ok) return remark.setError(checked.msg);
    remark.setError(null);
    if (await onConfirm(remark.text)) remark.setText('');
  };

  return (
    <Modal
      open={open}
      title="驳回入驻申请"
      okText="确定驳回"
      okButtonProps={{ danger: true, loading: sending, disabled: sending }}
      cancelText="取消"
      onOk={() => void confirm()}
      onCancel={onCancel}
      afterClose={() => {
        remark.setText('');
        remark.setError(null);
      }}
      destroyOnHidden
    >
      <p>确定驳回「{companyName}」的入驻申请吗？申请人将看到下面填写的原因。</p>
      <label htmlFor="reject-remark" style={{ display: 'block', marginBottom: 6, fontWeight: 500 }}>
        驳回原因
        <span style={{ color: '#c0392b' }} aria-hidden>
          {' '}
          *
        </span>
      </label>
      <NoteField
        id="reject-remark"
        errorClassName={s.error}
        {...remark.field}
        rows={4}
        maxLength={500}
        placeholder="例如：营业执照照片不清晰，请重新上传"
        aria-required
      />
    </Modal>
  );
}
