import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { closeConfirm, serverSnapshot, snapshot, subscribe, type OpenConfirm, type ToastLevel } from '~/lib/notify';
import { Button } from './Button';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningCircleIcon } from './icons/status';
import s from './NotifyHost.module.css';
import { useShowModal } from './useShowModal';
import { useDialogTabWrap } from '~/lib/dialog-focus';

const ICONS: Record<ToastLevel, typeof InfoIcon> = { success: SuccessIcon, info: InfoIcon, warning: WarningCircleIcon, error: ErrorIcon };

/**
 * The question of confirmDialog() on the native <dialog>: modal, Esc cancels, focus on the OK button (or 取消's, when
 * asked), Tab wraps between its buttons; a step that removes has its OK button in red.
 */
function ConfirmDialog({ request }: { request: OpenConfirm }) {
  const ref = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  useShowModal(ref, () => (request.autoFocusButton === 'cancel' && cancelRef.current ? cancelRef.current : okRef.current));
  // Tab stays between its buttons (a native modal dialog lets it leave for the browser's own bar).
  useDialogTabWrap();

  const cancel = () => {
    closeConfirm(request.id);
    request.onCancel?.();
  };
  const ok = async () => {
    setBusy(true);
    try {
      await request.onOk?.();
    } finally {
      setBusy(false);
      closeConfirm(request.id);
    }
  };
  return (
    <dialog
      ref={ref}
      className={s.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={request.content ? `${id}-content` : undefined}
      // Esc: the browser would close the dialog by itself; the request decides instead (a cancel).
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) cancel();
      }}
    >
      <div className={s.head}>
        <span className={s.dialogIcon}>
          <WarningCircleIcon />
        </span>
        <div>
          <h2 id={`${id}-title`} className={s.title}>
            {request.title}
          </h2>
          {request.content && (
            <p id={`${id}-content`} className={s.content}>
              {request.content}
            </p>
          )}
        </div>
      </div>
      <div className={s.buttons}>
        {request.cancelText && (
          <Button ref={cancelRef} onClick={cancel} disabled={busy}>
            {request.cancelText}
          </Button>
        )}
        <Button ref={okRef} variant="primary" className={request.danger ? s.dangerOk : undefined} loading={busy} onClick={() => void ok()}>
          {request.okText}
        </Button>
      </div>
    </dialog>
  );
}

/**
 * Draws the toasts and the confirmation of web/lib/notify.ts, once, in the root layout. The toast area is
 * always in the page (empty until needed), so screen readers announce what appears in it.
 */
export function NotifyHost() {
  const { toasts, confirm } = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return (
    <>
      <div className={s.toasts} aria-live="polite" data-toasts="">
        {toasts.map((t) => {
          const Icon = ICONS[t.level];
          return (
            <div key={t.id} className={s.toast} role={t.level === 'error' ? 'alert' : undefined}>
              <span className={`${s.toastIcon} ${s[t.level]}`}>
                <Icon />
              </span>
              <span>{t.text}</span>
            </div>
          );
        })}
      </div>
      {confirm && <ConfirmDialog key={confirm.id} request={confirm} />}
    </>
  );
}
