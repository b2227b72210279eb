import { lazy, Suspense, type ReactNode } from 'react';

// The providers come with antd itself, in the chunk of whatever needs them: nothing of antd on first load.
const AppProviders = lazy(() => import('./AppProviders').then((m) => ({ default: m.AppProviders })));

/**
 * For a public page's antd dialog loaded on a click (the consultation form): the same zh_CN ConfigProvider, CSP
 * nonce for antd's runtime <style> tags, and App context as the signed-in pages have, loaded alongside it.
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
