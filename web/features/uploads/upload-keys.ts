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
