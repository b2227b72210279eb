import type { WarnItem } from '@shared/contracts/billing';
import { PayDialog as PayAddDialog } from '~/components/PayDialog';
import { payConsequence, type WarnKind } from '../warnings-view';
import s from './Warnings.module.css';

type Props = { kind: WarnKind; item: WarnItem | null; open: boolean; onCancel: () => void; onPaid: () => void };

/**
 * '已缴费，解除预警': the shared pay dialog for one period, with the date the paid-through moves to. A refusal (the
 * item was paid or ended elsewhere) reloads the lists too.
 */
export function PayDialog({ kind, item, open, onCancel, onPaid }: Props) {
  return (
    <PayAddDialog
      target={open && item ? { type: kind.recordType, id: item.id, expire_time: item.expire_time } : null}
      title="登记缴费"
      formName={`pay-${kind.recordType}`}
      onCancel={onCancel}
      onPaid={onPaid}
      onRefused={onPaid}
    >
      {item && (
        <>
          <p>
            「{item.company_name}」{item.title}
          </p>
          <p className={s.consequence}>{payConsequence(item)}</p>
        </>
      )}
    </PayAddDialog>
  );
}
