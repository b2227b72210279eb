import { useState } from 'react';

/**
 * What a list page's dialog or drawer is open on: `target` (null while it is closed), `open` on a row or a new
 * item, `close`, and `done` once what it saved has gone through: closed, then `after` (the list loaded again).
 */
export function useDialogTarget<T>(after: () => void) {
  const [target, setTarget] = useState<T | null>(null);
  const close = () => setTarget(null);
  const done = () => {
    close();
    after();
  };
  return { target, open: (t: T) => setTarget(() => t), close, done };
}
