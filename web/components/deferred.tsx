import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { MSG } from '@shared/messages';
import { takeEarlyInput } from '~/lib/early-input';
import { feedback } from '~/lib/feedback';
import { LoadingIcon } from './icons/status';
import s from './deferred.module.css';

/** Says 网络错误 once when a deferred part's chunk could not be fetched, and draws nothing in its place. */
class LoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    feedback().error(MSG.networkError);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export type DeferredProps<P> = P & {
  /** Drawn from the first time this is true (a drawer's or dialog's `open`), and kept after, for its closing. */
  active: boolean;
};

/**
 * A part of a back-office page drawn only after a person's action (a form drawer, a dialog) in a chunk of its own:
 * the page's first load carries none of it (issue 34's 350 KB). The chunk is fetched when the browser is first idle
 * after the page has loaded (`useIdlePreload`), or at the latest when the part is first drawn; a chunk that cannot be
 * fetched says 网络错误 and the page stays as it was. Until the chunk has come, 正在打开… shows at the top of the window.
 */
export function deferred<P extends object>(importer: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  const load = () =>
    (loading ??= importer().catch((e: unknown) => {
      loading = null;
      throw e;
    }));
  const Lazy = lazy(() => load().then((c) => ({ default: c })));
  function Deferred({ active, ...props }: DeferredProps<P>) {
    const [used, setUsed] = useState(active);
    useEffect(() => {
      if (active) setUsed(true);
    }, [active]);
    if (!used && !active) return null;
    return (
      <LoadFailure>
        <Suspense fallback={<Opening />}>
          <Lazy {...(props as P)} />
          <Hydrated />
        </Suspense>
      </LoadFailure>
    );
  }
  return Object.assign(Deferred, { load });
}

/** Said while a part's chunk is still on its way (deferred.module.css: from 300 ms on). */
function Opening() {
  return (
    <div className={s.opening} role="status">
      <LoadingIcon className="ui-spin" />
      正在打开…
    </div>
  );
}

/**
 * After the part beside it (a part the server drew is hydrated when its chunk has come): what was typed on its fields
 * meanwhile is handed to React (early-input.ts).
 */
function Hydrated() {
  useEffect(takeEarlyInput, []);
  return null;
}

/** Fetches the parts' chunks once the browser is idle after the page has loaded (a second at most), failures ignored. */
export function useIdlePreload(...parts: { load: () => Promise<unknown> }[]) {
  useEffect(() => {
    const run = () => parts.forEach((p) => void p.load().catch(() => undefined));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const t = window.setTimeout(run, 200);
    return () => window.clearTimeout(t);
    // The parts are module-level constants: once a page.
  }, []);
}
