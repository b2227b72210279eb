import { useEffect, useState } from 'react';

/**
 * What a form reads once it opens (`load`, while `enabled`): the answer, or why it failed; an answer arriving after
 * the form closed is dropped.
 */
export function useFetched<T>(load: () => Promise<T>, enabled = true): { data: T | null; error: string | null } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load().then(
      (answer) => live && setData(answer),
      (err: unknown) => live && setError(err instanceof Error ? err.message : '加载失败'),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return { data, error };
}
