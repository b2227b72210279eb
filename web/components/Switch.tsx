import type { ComponentPropsWithRef } from 'react';
import { LoadingIcon } from './icons/status';
import s from './Switch.module.css';

type Props = Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'role' | 'type' | 'className'> & {
  checked: boolean;
  onChange: (on: boolean) => void;
  /** Being saved: a spinner in the knob, and presses are ignored until it ends. */
  loading?: boolean;
  size?: 'small' | 'default';
};

/**
 * An on/off switch (antd's Switch in plain markup): a button with role switch and aria-checked, so it is reached by
 * Tab and pressed with Space or Enter; its name comes from aria-label.
 */
export function Switch({ checked, onChange, loading = false, size = 'default', disabled, ...rest }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={loading || undefined}
      disabled={disabled}
      className={[s.switch, checked && s.on, size === 'small' && s.small, loading && s.busy].filter(Boolean).join(' ')}
      onClick={() => !loading && onChange(!checked)}
      {...rest}
    >
      <span className={s.knob}>{loading && <LoadingIcon className="ui-spin" />}</span>
    </button>
  );
}
