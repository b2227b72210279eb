import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';

/** Which inbox item's dialog is open; after a reply it closes and the list loads again. */
export function useInboxDetail() {
  const revalidator = useRevalidator();
  const [openId, setOpenId] = useState<number | null>(null);
  const close = useCallback(() => setOpenId(null), []);
  const replied = useCallback(() => {
    setOpenId(null);
    void revalidator.revalidate();
  }, [revalidator]);
  return { openId, open: setOpenId, close, replied };
}
