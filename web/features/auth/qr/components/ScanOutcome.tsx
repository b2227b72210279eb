import { SuccessIcon, WarningCircleIcon } from '~/components/icons/status';
import s from './scan.module.css';

/** The end of the phone's part: confirmed, cancelled, or a code that can no longer be used. */
export function ScanOutcome({ ok, title, note }: { ok: boolean; title: string; note?: string }) {
  const Icon = ok ? SuccessIcon : WarningCircleIcon;
  return (
    <div className={s.outcome} role="status">
      <span className={`${s.outcomeIcon} ${ok ? s.ok : s.warn}`} aria-hidden>
        <Icon />
      </span>
      <h1 className={s.heading}>{title}</h1>
      {note && <p className={s.note}>{note}</p>}
    </div>
  );
}
