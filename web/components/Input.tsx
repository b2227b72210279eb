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
