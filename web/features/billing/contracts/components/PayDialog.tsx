import { PayDialog as PayAddDialog } from '~/components/PayDialog';
import { payPreview } from '../contract-actions';
import { yuanText, type ContractItem } from '../contract-form';
import type { ContractKind } from '../contract-kinds';
import { ContractFacts } from './ContractFacts';

type Props = { kind: ContractKind; item: ContractItem; onClose: () => void; onDone: () => void };

/** 记录缴费: the shared pay dialog with the contract's facts and 缴费期数 (1–12), showing where the paid-through date moves. */
export function PayDialog({ kind, item, onClose, onDone }: Props) {
  const preview = (periods: number | undefined) => {
    const p = payPreview(item, periods);
    return p ? `缴费 ${yuanText(p.money)}后，已缴至 ${p.expire_time}` : '缴费期数应为 1 至 12';
  };
  return (
    <PayAddDialog
      target={{ type: kind.recordType, id: item.id, expire_time: item.expire_time }}
      title="记录缴费"
      formName={`${kind.key}-pay`}
      periodsPreview={preview}
      onCancel={onClose}
      onPaid={onDone}
    >
      <ContractFacts item={item} />
    </PayAddDialog>
  );
}
