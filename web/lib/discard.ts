/** What closing a form with unsaved changes asks first (the back office's form drawers, the company brief's editor). */
export const DISCARD_CONFIRM = {
  title: '放弃未保存的修改吗？',
  content: '未保存的修改将会丢失。',
  okText: '放弃修改',
  cancelText: '继续编辑',
  // Focus on the safe choice: Enter or Escape right after a stray key keeps the text.
  autoFocusButton: 'cancel',
} as const;

export type Ask = (onDiscard: () => void) => void;

/**
 * Closing a form: at once when nothing was changed (`isDirty` absent or false), otherwise only after the person
 * agrees to discard (`ask`, which calls back on 放弃修改 and does nothing on 继续编辑).
 */
export function guardedClose(isDirty: (() => boolean) | null, ask: Ask, close: () => void): void {
  if (isDirty?.()) ask(close);
  else close();
}
