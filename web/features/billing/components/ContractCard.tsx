import type { ReactNode } from 'react';
import { FactList } from '~/components/FactList';
import type { ContractView } from '../billing-kinds';
import s from './Billing.module.css';
import { WarnLine } from './WarnLine';

type Props = {
  view: ContractView;
  /** The card's own heading (h2); off when the page already names the contract. */
  heading?: boolean;
  action?: ReactNode;
};

/** One lease or fee contract: name, 已结束, the warning line, its fields in a fixed order, and an action. */
export function ContractCard({ view, heading = true, action }: Props) {
  const tone = view.warning ? (view.warning.overdue ? s.overdue : s.warned) : view.ended ? s.ended : '';
  const titleId = `contract-${view.id}-title`;
  return (
    <article className={`${s.card} ${tone}`} aria-labelledby={heading ? titleId : undefined} aria-label={heading ? undefined : view.title}>
      {(heading || view.ended || view.subtitle) && (
        <div className={s.head}>
          {heading && (
            <h2 className={s.title} id={titleId}>
              {view.title}
            </h2>
          )}
          {view.ended && <span className={s.endedTag}>已结束</span>}
          {view.subtitle && <p className={s.subtitle}>{view.subtitle}</p>}
        </div>
      )}
      {view.warning && <WarnLine warning={view.warning} />}
      <FactList facts={view.fields} className={s.fields} rowClassName={(f) => `${s.field} ${f.strong ? s.strong : ''}`} />
      {action && <div className={s.foot}>{action}</div>}
    </article>
  );
}
