import type { KeyboardEvent } from 'react';

/**
 * antd's upload box (a `role="button"` element once `hasControlInside` is off) opens the file dialog on Enter only;
 * a button opens on Space too (issue 14: usable by keyboard alone). Put on an element around the Upload.
 */
export function openOnSpace(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== ' ' || event.repeat) return;
  const box = event.target as HTMLElement;
  if (box.getAttribute('role') !== 'button' || !box.classList.contains('ant-upload')) return;
  event.preventDefault();
  box.click();
}

/**
 * A disabled upload box (the ID photos before consent) says so to assistive technology: antd drops its Tab stop and
 * click but keeps `role="button"` without `aria-disabled`, and puts aria props on its hidden file input only. Call
 * after every render with the element around the Upload (the box may be drawn anew).
 */
export function markDisabledBox(wrap: HTMLElement | null, disabled: boolean): void {
  for (const box of wrap?.querySelectorAll<HTMLElement>('.ant-upload[role=button]') ?? []) {
    if (disabled) box.setAttribute('aria-disabled', 'true');
    else box.removeAttribute('aria-disabled');
  }
}

/**
 * A file chosen on the box as the server drew it, before React had taken the page (or a deferred part's chunk) over,
 * is still on the file input React keeps, but its `change` was heard by no one: hand it on once, when the box is
 * first drawn in the browser, so the choice is sent as if made now. Call once with the element around the Upload.
 */
export function takeEarlyChoice(wrap: HTMLElement | null): void {
  const input = wrap?.querySelector<HTMLInputElement>('input[type=file]');
  if (input?.files?.length) input.dispatchEvent(new Event('change', { bubbles: true }));
}
