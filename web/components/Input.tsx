import { useState, type ComponentPropsWithRef } from 'react';
import { EyeIcon, EyeOffIcon } from './icons/password';
import s from './Input.module.css';

type Props = Omit<ComponentPropsWithRef<'input'>, 'className'> & { invalid?: boolean; className?: string };

/** A large text field (antd's Input size="large" in plain markup); `invalid` draws the error border. */
export function Input({ invalid = false, className, ...rest }: Props) {
  return (
    <input className={[s.input, invalid && s.invalid, className].filter(Boolean).join(' ')} aria-invalid={invalid || undefined} {...rest} />
  );
}

type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'className' | 'size'> & {
  invalid?: boolean;
  className?: string;
  /** 'large' (the portal's forms, by default) or 'middle': antd's default size, as the back office's fields are. */
  size?: 'large' | 'middle';
  /** The choices, before any given as children. */
  options?: readonly { value: string; label: string }[];
};

/**
 * A choice from a short list (antd's Select, as the browser's own <select>: on a phone its list is the phone's own
 * picker), in the text field's box.
 */
export function Select({ invalid = false, className, size = 'large', options = [], children, ...rest }: SelectProps) {
  return (
    <select
      className={[s.input, s.select, size === 'middle' && s.middle, invalid && s.invalid, className].filter(Boolean).join(' ')}
      aria-invalid={invalid || undefined}
      {...rest}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
      {children}
    </select>
  );
}

/** A password field with a switch that shows what was typed (antd's Input.Password). */
export function PasswordInput({ invalid = false, className, ...rest }: Omit<Props, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <span className={[s.affix, invalid && s.invalid, className].filter(Boolean).join(' ')}>
      <input className={s.input} type={visible ? 'text' : 'password'} aria-invalid={invalid || undefined} {...rest} />
      <button type="button" className={s.toggle} onClick={() => setVisible((v) => !v)} aria-label="显示密码" aria-pressed={visible}>
        {visible ? <EyeIcon /> : <EyeOffIcon />}
      </button>
    </span>
  );
}

type Counted = { value: string; maxLength: number };

/** A text field that shows how much of its limit is used, inside its box on the right (antd's Input showCount). */
export function CountedInput({ invalid = false, className, value, maxLength, ...rest }: Omit<Props, 'value' | 'maxLength'> & Counted) {
  return (
    <span className={[s.affix, invalid && s.invalid, className].filter(Boolean).join(' ')}>
      <input className={s.input} value={value} maxLength={maxLength} aria-invalid={invalid || undefined} {...rest} />
      <span className={s.count} aria-hidden>
        {value.length} / {maxLength}
      </span>
    </span>
  );
}

type AreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'value' | 'maxLength' | 'rows'> &
  Counted & {
    invalid?: boolean;
    /** The box grows with the text from `minRows` to `maxRows` lines, then scrolls (antd's autoSize). */
    minRows?: number;
    maxRows?: number;
  };

/**
 * A multi-line text field with the count of its limit below it on the right (antd's TextArea with showCount and
 * autoSize): the box grows with the text where the browser can size a field to its content (CSS field-sizing),
 * and keeps `minRows` lines with a scroll bar elsewhere.
 */
export function TextArea({ invalid = false, value, maxLength, minRows = 4, maxRows = 10, style, ...rest }: AreaProps) {
  return (
    <div className={s.area}>
      <textarea
        className={[s.input, s.multiline, invalid && s.invalid].filter(Boolean).join(' ')}
        value={value}
        maxLength={maxLength}
        rows={minRows}
        style={{ ...style, ['--min-rows' as string]: minRows, ['--max-rows' as string]: maxRows }}
        aria-invalid={invalid || undefined}
        {...rest}
      />
      <span className={s.areaCount} aria-hidden>
        {value.length} / {maxLength}
      </span>
    </div>
  );
}
