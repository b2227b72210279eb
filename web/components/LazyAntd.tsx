import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { MSG } from '@shared/messages';
import { toast } from '~/lib/notify';

// The providers come with antd itself, in the chunk of whatever needs them: nothing of antd on first load.
const AppProviders = lazy(() => import('./AppProviders').then((m) => ({ default: m.AppProviders })));

/**
 * For an antd dialog loaded on a click on a page that loads no antd (the consultation form, a request's detail,
 * the records of requests): the same zh_CN ConfigProvider, CSP nonce for antd's runtime <style> tags, and App
 * context as the antd pages have, loaded alongside it.
 */
export function LazyAntd({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AppProviders>{children}</AppProviders>
    </Suspense>
  );
}

/** Starts loading the providers' chunk (with a dialog's own) before the first render needs it. */
export const preloadAntd = () => import('./AppProviders');

/**
 * An antd component in a chunk of its own: `Component` to render inside <LazyAntd> once `load` (its chunk and
 * antd's providers) has finished, so the first render after a click never waits.
 */
export function lazyAntd<P extends object>(importer: () => Promise<ComponentType<P>>) {
  return {
    Component: lazy(() => importer().then((c) => ({ default: c }))),
    load: () => Promise.all([importer(), preloadAntd()]),
  };
}

/**
 * The state of a part loaded at first use (`load` from lazyAntd): `open(key, then)` loads it, marks it mounted and
 * runs `then`; `loading` is the key being opened (a button's spinner), null otherwise; a failed load says 网络错误
 * and leaves everything as it was. `prefetch` warms the chunks when the pointer rests on (or focus reaches) an opener.
 */
export function useLazyPart<K extends string | number>(load: () => Promise<unknown>) {
  const [mounted, setMounted] = useState(false);
  const [loading, setLoading] = useState<K | null>(null);
  const open = (key: K, then: () => void) => {
    setLoading(key);
    load()
      .then(() => {
        setMounted(true);
        then();
      })
      .catch(() => toast.error(MSG.networkError))
      .finally(() => setLoading(null));
  };
  const prefetch = () => void load().catch(() => undefined);
  return { mounted, loading, open, prefetch };
}
