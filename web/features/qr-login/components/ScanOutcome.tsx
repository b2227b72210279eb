import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import s from './scan.module.css';

/** The end of the phone's part: confirmed, cancelled, or a code that can no longer be used. */
export function ScanOutcome({ ok, title, note }: { ok: boolean; title: string; note?: string }) {
  const Icon = ok ? CheckCircleFilled : ExclamationCircleFilled;
  return (
    <div className={s.outcome} role="status">
      {/* The colour sits on a wrapper: antd's icon rule would win over a class on the icon itself. */}
      <span className={`${s.outcomeIcon} ${ok ? s.ok : s.warn}`} aria-hidden>
        <Icon />
      </span>
      <h1 className={s.heading}>{title}</h1>
      {note && <p className={s.note}>{note}</p>}
    </div>
  );
}
