import { useEffect, useState } from 'react';

/**
 * Whole seconds left until a moment `start` sets (the 获取验证码 button's countdown), redrawn once a second and
 * reckoned from the clock, so a slow tab never counts longer than the server waits. 0 on the server's render.
 */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);
  const remaining = until - now;
  useEffect(() => {
    if (remaining <= 0) return;
    const t = setTimeout(() => setNow(Date.now()), remaining % 1000 || 1000);
    return () => clearTimeout(t);
  }, [remaining]);
  const start = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  };
  return { left: Math.max(0, Math.ceil(remaining / 1000)), start };
}
