import { Link, useLocation } from 'react-router';
import { Callout } from './Callout';

/** A failed load, said inline, with a retry that loads the same address again. */
export function LoadError({ msg }: { msg: string }) {
  const { pathname, search } = useLocation();
  return (
    <Callout
      type="error"
      title={msg || 'Error'}
      action={
        <Link to={`${pathname}${search}`} replace>
          重试
        </Link>
      }
    />
  );
}
