import type { ContractView } from '../billing-kinds';
import s from './Billing.module.css';
import { WarningCircleIcon, WarningIcon } from '~/components/icons/status';

/** The expiry warning under a warned contract, in the server's words; overdue is the stronger, filled form. */
export function WarnLine({ warning }: { warning: NonNullable<ContractView['warning']> }) {
  const Icon = warning.overdue ? WarningIcon : WarningCircleIcon;
  return (
    <p className={`${s.warn} ${warning.overdue ? s.overdueWarn : ''}`} data-warn={warning.overdue ? 'overdue' : 'soon'}>
      <Icon className={s.warnIcon} />
      <span>{warning.text}</span>
    </p>
  );
}
