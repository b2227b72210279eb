import { NoteField, useNote } from '~/components/NoteField';
import { ActionDialog } from '~/components/ActionDialog';
import { useSaveForm } from '~/components/useSaveForm';
import { endContract } from '../api/contract-calls';
import { checkEnd } from '../contract-actions';
import type { ContractItem } from '../contract-form';
import type { ContractKind } from '../contract-kinds';
import { ContractFacts } from './ContractFacts';
import s from './Contracts.module.css';

type Props = { kind: ContractKind; item: ContractItem; onClose: () => void; onDone: () => void };

/** 终止租约 / 终止合同, confirmed ('确定终止该租约吗？'), with an optional remark for the audit log. */
export function EndDialog({ kind, item, onClose, onDone }: Props) {
  const remark = useNote();
  const { sending, send } = useSaveForm();

  const submit = async () => {
    const checked = checkEnd(item, remark.text);
    if (!checked.ok) return remark.setError(checked.errors.remark ?? '备注格式错误');
    await send(() => endContract(kind, checked.payload), onDone, { fallback: '操作成功' });
  };

  return (
    <ActionDialog title={kind.endConfirm} okText="确定终止" danger sending={sending} onOk={() => void submit()} onCancel={onClose}>
      <ContractFacts item={item} />
      <p>终止后不再产生到期预警和提醒，{kind.key === 'lease' ? '房间可以重新出租。' : '该合同不再收费。'}已有的缴费记录保留。</p>
      <label htmlFor="contract-end-remark" style={{ display: 'block', marginBottom: 6, fontWeight: 500 }}>
        备注
      </label>
      <NoteField
        id="contract-end-remark"
        errorClassName={s.overdue}
        {...remark.field}
        rows={2}
        maxLength={200}
        placeholder="例如：企业退租"
      />
    </ActionDialog>
  );
}
