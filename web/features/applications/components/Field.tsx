import type { ReactNode } from 'react';
import s from './SettleInForm.module.css';

type Props = {
  id: string;
  label: string;
  required?: boolean;
  /** Leave out the （选填） mark where the surrounding group already says so. */
  noOptionalMark?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
};

export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

/** Label above the control, the hint and the contract's message below it (DESIGN.md forms). */
export function Field({ id, label, required, noOptionalMark, error, hint, children }: Props) {
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
        {required ? <span className={s.required} aria-hidden> *</span> : !noOptionalMark && <span className={s.optional}>（选填）</span>}
      </label>
      {children}
      {hint && !error && <p id={hintIdOf(id)} className={s.hint}>{hint}</p>}
      {error && <p id={errorIdOf(id)} className={s.error}>{error}</p>}
    </div>
  );
}
