import type { MessageDeliveryItem } from '@shared/contracts/message-centre';
import { stateLabel } from '../delivery-view';
import s from './DeliveryLog.module.css';

/**
 * A delivery's tries under its state: 尝试 N 次, opened in place (a disclosure, so it works by keyboard and without
 * JavaScript) to each try's time, outcome and reason.
 */
export function DeliveryHistory({ item }: { item: Pick<MessageDeliveryItem, 'attempts' | 'history'> }) {
  const summary = `尝试 ${item.attempts} 次`;
  if (item.history.length === 0) return <span className={s.attempts}>{summary}</span>;
  return (
    <details className={s.history}>
      <summary className={s.attempts}>{summary}</summary>
      <ol className={s.tries}>
        {item.history.map((h, i) => (
          <li key={`${h.at}-${i}`}>
            <time dateTime={h.at}>{h.at}</time> {stateLabel(h.status)}
            {h.error && <span className={s.error}>：{h.error}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}
