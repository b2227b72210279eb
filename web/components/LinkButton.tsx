import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, type ButtonLook } from './Button';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & ButtonLook & { to: string; icon?: ReactNode };

/** A link that looks like a button: client navigation with JavaScript, a plain href without. */
export function LinkButton({ to, variant, size, block, className, icon, children, ...rest }: Props) {
  return (
    <Link to={to} className={buttonClass({ variant, size, block, className })} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
