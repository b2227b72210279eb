import { App, Drawer } from 'antd';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { DISCARD_CONFIRM, guardedClose, type Ask } from '~/lib/discard';

type Guard = { register: (isDirty: () => boolean) => () => void; close: () => void };
const FormDrawerContext = createContext<Guard | null>(null);

type Props = { open: boolean; title: ReactNode; size: string; onClose: () => void; children: ReactNode };

/**
 * A back-office form in a drawer (full width on phones), whose unsaved changes are not lost by a stray Escape, a
 * click beside it, its × or 取消: those ask 「放弃未保存的修改吗？」 first when the form inside says it has changes
 * (`useDiscardGuard`); closing or reloading the tab asks the browser's own question. Saving closes it through the
 * page (`open` false), without asking.
 */
export function FormDrawer({ open, title, size, onClose, children }: Props) {
  const { modal } = App.useApp();
  const isDirty = useRef<(() => boolean) | null>(null);
  const asking = useRef(false);
  const ask = useCallback<Ask>(
    (onDiscard) => {
      // One question at a time: a second Escape while it is shown is the question's own (继续编辑).
      if (asking.current) return;
      asking.current = true;
      modal.confirm({
        ...DISCARD_CONFIRM,
        okButtonProps: { danger: true },
        onOk: onDiscard,
        afterClose: () => {
          asking.current = false;
        },
      });
    },
    [modal],
  );
  const guard = useMemo<Guard>(
    () => ({
      register: (check) => {
        isDirty.current = check;
        return () => {
          if (isDirty.current === check) isDirty.current = null;
        };
      },
      close: () => guardedClose(isDirty.current, ask, onClose),
    }),
    [ask, onClose],
  );

  useEffect(() => {
    if (!open) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (isDirty.current?.()) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [open]);

  return (
    <Drawer open={open} title={title} onClose={guard.close} size={size} destroyOnHidden>
      <FormDrawerContext.Provider value={guard}>{children}</FormDrawerContext.Provider>
    </Drawer>
  );
}

/**
 * For a form inside a FormDrawer: `isDirty` is asked when the person closes the drawer (read then, so it may look
 * at the form's current state). Returns the close to give the form's 取消 button; outside a FormDrawer, `fallback`.
 */
export function useDiscardGuard(isDirty: () => boolean, fallback: () => void): () => void {
  const guard = useContext(FormDrawerContext);
  const latest = useRef(isDirty);
  useEffect(() => {
    latest.current = isDirty;
  });
  useEffect(() => guard?.register(() => latest.current()), [guard]);
  return guard?.close ?? fallback;
}

/**
 * A rich-text body's baseline: the editor's first HTML (its own form of the stored body, given to `onReady`), so
 * the body counts as `changed` only once it differs from that, not from the stored text.
 */
export function useEditorBaseline(setHtml: (html: string) => void): {
  onReady: (html: string) => void;
  changed: (html: string) => boolean;
} {
  const first = useRef<string | null>(null);
  return {
    onReady: (html) => {
      first.current = html;
      setHtml(html);
    },
    changed: (html) => first.current !== null && html !== first.current,
  };
}
