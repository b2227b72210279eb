import type { ReactNode } from 'react';
import fields from './styles/fields.module.css';

/** The caller's classes for the parts (its stylesheet lays them out); the label and its marks are fields.module.css's unless given. */
export type FormFieldClasses = { readonly [part: string]: string | undefined };

type Props = {
  id: string;
  label: string;
  required?: boolean;
  /** Leave out the （选填） mark where the surrounding group already says so. */
  noOptionalMark?: boolean;
  error?: string;
  hint?: ReactNode;
  classes: FormFieldClasses;
  children: ReactNode;
};

export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

/**
 * A plain form's field (the public and company-area forms that are not antd's Form): the label above the control
 * with * or （选填）, then the contract's message, or else the hint, below it (DESIGN.md forms). The control's
 * aria-describedby names `errorIdOf(id)` or `hintIdOf(id)`.
 */
export function FormField({ id, label, required, noOptionalMark, error, hint, classes, children }: Props) {
  const s: FormFieldClasses = { label: fields.label, required: fields.required, optional: fields.optional, ...classes };
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
        {required ? (
          <span className={s.required} aria-hidden>
            {' '}
            *
          </span>
        ) : (
          !noOptionalMark && <span className={s.optional}>（选填）</span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={hintIdOf(id)} className={s.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorIdOf(id)} className={s.error}>
          {error}
        </p>
      )}
    </div>
  );
}
