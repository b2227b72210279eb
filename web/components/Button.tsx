import { useEffect, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { LoadingIcon } from './icons/status';

export type ButtonVariant = 'primary' | 'default' | 'link' | 'danger';
export type ButtonSize = 'small' | 'middle' | 'large';
export type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string };

/** The classes of a button's look (app/ui.css), for a <button>, a plain <a> or a router <Link> alike. */
export function buttonClass({ variant = 'default', size = 'middle', block = false, className }: ButtonLook): string {
  return ['ui-btn', variant !== 'default' && `ui-btn-${variant}`, size !== 'middle' && `ui-btn-${size}`, block && 'ui-btn-block', className]
    .filter(Boolean)
    .join(' ');
}

/** True once `busy` has lasted `delayMs`: a quick answer never makes the button flicker. */
export function useDelayedBusy(busy: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return setShown(false);
    const t = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(t);
  }, [busy, delayMs]);
  return busy && shown;
}

/** A spinner before the label while busy (antd's `loading`), the button's own icon otherwise. */
export function ButtonContent({ loading, icon, children }: { loading?: boolean; icon?: ReactNode; children?: ReactNode }) {
  return (
    <>
      {loading ? <LoadingIcon className="ui-spin" /> : icon}
      {children}
    </>
  );
}

type Props = Omit<ComponentPropsWithRef<'button'>, 'className'> &
  ButtonLook & {
    /** Busy: a spinner, and clicks are ignored until it ends. */
    loading?: boolean;
    icon?: ReactNode;
  };

/** A plain <button> with the portal's button look (type="button" unless told). */
export function Button({ variant, size, block, className, loading = false, icon, children, type = 'button', onClick, ...rest }: Props) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block, className: [loading && 'ui-btn-busy', className].filter(Boolean).join(' ') })}
      aria-busy={loading || undefined}
      // While busy a click (or Enter) does nothing, as antd's loading button: no second submit or request.
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      <ButtonContent loading={loading} icon={icon}>
        {children}
      </ButtonContent>
    </button>
  );
}
