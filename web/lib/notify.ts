/**
 * Toasts and confirmations for the pages without Ant Design (the public shell and pages): a small store that the
 * root's NotifyHost draws. Callable from anywhere (click handlers, the API client), like antd's static message.
 */

export type ToastLevel = 'success' | 'info' | 'warning' | 'error';
export type Toast = { id: number; level: ToastLevel; text: string };

export type ConfirmRequest = {
  title: string;
  content?: string;
  okText: string;
  /** Without it the dialog has one button (antd's modal.warning). */
  cancelText?: string;
  /** Called by the OK button; a promise keeps the button busy until it settles. */
  onOk?: () => void | Promise<void>;
  onCancel?: () => void;
  /** The button that has the focus when the dialog opens (antd modal's autoFocusButton): OK unless told. */
  autoFocusButton?: 'ok' | 'cancel';
  /** A step that removes or cannot be undone: the OK button in red (antd's okButtonProps danger). */
  danger?: boolean;
};
export type OpenConfirm = ConfirmRequest & { id: number };

export type NotifyState = { toasts: Toast[]; confirm: OpenConfirm | null };

/** antd message's default: 3 s. */
export const TOAST_SECONDS = 3;
/** Spec §8/§9: an error message lasts 5 s. */
export const ERROR_SECONDS = 5;

const EMPTY: NotifyState = { toasts: [], confirm: null };
let state: NotifyState = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: NotifyState): void {
  state = next;
  for (const l of listeners) l();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const snapshot = (): NotifyState => state;
export const serverSnapshot = (): NotifyState => EMPTY;

function show(level: ToastLevel, text: string, seconds: number): void {
  const id = nextId++;
  update({ ...state, toasts: [...state.toasts, { id, level, text }] });
  setTimeout(() => update({ ...state, toasts: state.toasts.filter((t) => t.id !== id) }), seconds * 1000);
}

/** A short message at the top of the window (antd's message): `seconds` as antd's duration. */
export const toast = {
  success: (text: string, seconds = TOAST_SECONDS) => show('success', text, seconds),
  info: (text: string, seconds = TOAST_SECONDS) => show('info', text, seconds),
  warning: (text: string, seconds = TOAST_SECONDS) => show('warning', text, seconds),
  error: (text: string, seconds = ERROR_SECONDS) => show('error', text, seconds),
};

/** Opens the confirmation dialog (one at a time: a newer request replaces an open one, which counts as cancelled). */
export function confirmDialog(request: ConfirmRequest): void {
  const replaced = state.confirm;
  update({ ...state, confirm: { ...request, id: nextId++ } });
  replaced?.onCancel?.();
}

/** Closes the dialog `id` (if it is still the open one). */
export function closeConfirm(id: number): void {
  if (state.confirm?.id === id) update({ ...state, confirm: null });
}
