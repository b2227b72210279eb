import { useEffect } from 'react';

/**
 * Keyboard focus around antd dialogs and drawers (issue 14: usable by keyboard alone), for every one at once:
 * - Tab wraps round inside an open dialog. antd keeps focus in a dialog by pulling it back when it lands outside,
 *   but a dialog is the last thing in the page: Tab on its last control sends focus out of the document (to the
 *   browser's own bar), where nothing pulls it back until the next press. Here Tab on the last control goes to the
 *   first, and Shift+Tab on the first to the last, as the ARIA dialog pattern says.
 * - Focus goes back to the button that opened a dialog once it closes. antd does so only when the dialog stays
 *   mounted while it closes; a page that unmounts it at once (rendered only while its item is set) left focus on
 *   the page itself, so the next Tab started from the top.
 */

/** Dialogs, drawers, the pop-up confirmations of components/ConfirmPop.tsx, and native modal dialogs (PhotoPreview). */
const DIALOG = '[role="dialog"][aria-modal="true"], .ant-modal, .ant-drawer-section, .ant-popconfirm, dialog[open]';

const TABBABLE = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  '[tabindex]',
  '[contenteditable=true]',
  '[contenteditable=""]',
].join(',');

/**
 * Whether an element is drawn. `checkVisibility` arrived in Chromium 105 and Safari 17.4; the browsers built on an
 * older Chromium (common among domestic browsers) and older iPhones take the box test instead.
 */
function drawn(el: Element, options?: { visibilityProperty?: boolean }): boolean {
  if (typeof el.checkVisibility === 'function') return el.checkVisibility(options);
  return el.getClientRects().length > 0 && (!options?.visibilityProperty || getComputedStyle(el).visibility !== 'hidden');
}

function tabbables(dialog: Element): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && !el.closest('[inert]') && drawn(el, { visibilityProperty: true }),
  );
}

function wrapTab(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
  const active = document.activeElement as HTMLElement | null;
  const dialog = active?.closest(DIALOG);
  if (!active || !dialog) return;
  const list = tabbables(dialog);
  if (list.length === 0) return;
  const first = list[0]!;
  const last = list[list.length - 1]!;
  const target = event.shiftKey ? (active === first ? last : null) : active === last ? first : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** The last element outside dialogs that had focus, and the one that had it when focus went into a dialog. */
let lastOutside: HTMLElement | null = null;
let opener: HTMLElement | null = null;

function noteFocus(event: FocusEvent): void {
  const target = event.target as HTMLElement | null;
  if (!target || target === document.body) return;
  if (target.closest?.(DIALOG)) {
    if (!opener) opener = lastOutside;
  } else {
    lastOutside = target;
    opener = null;
  }
}

const openDialog = () => [...document.querySelectorAll(DIALOG)].some((d) => drawn(d));

/** Until when to look for a dialog's close after the last key or click inside one, and whether a look is on. */
let watchUntil = 0;
let watching = false;

/**
 * After a key or click inside a dialog: once no dialog is open and focus is nowhere, focus goes back to the opener
 * of the dialog that had it. One look at a time, kept on for two seconds after the last key or click (antd keeps a
 * closing dialog drawn while it fades).
 */
function watchClose(event: Event): void {
  const from = event.target as HTMLElement | null;
  if (!from?.closest?.(DIALOG) || !opener) return;
  watchUntil = Date.now() + 2000;
  if (watching) return;
  watching = true;
  const check = () => {
    const active = document.activeElement;
    const nowhere = !active || active === document.body;
    if (nowhere && !openDialog()) {
      watching = false;
      if (opener?.isConnected) opener.focus();
      return;
    }
    if ((nowhere || active?.closest(DIALOG)) && Date.now() < watchUntil) window.setTimeout(check, 100);
    else watching = false;
  };
  window.setTimeout(check, 100);
}

let users = 0;

/** Installs both once for the page, while any antd provider (or a native dialog that asks for it) is mounted. */
export function useDialogTabWrap(): void {
  useEffect(() => {
    if (users++ === 0) {
      // Installed by a part loaded at a click (a dialog of a page without antd, components/LazyAntd.tsx): the button
      // pressed has the focus and is the opener of what comes next.
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body && !active.closest(DIALOG)) lastOutside = active;
      window.addEventListener('keydown', wrapTab);
      window.addEventListener('focusin', noteFocus);
      window.addEventListener('keydown', watchClose, true);
      window.addEventListener('click', watchClose, true);
    }
    return () => {
      if (--users === 0) {
        window.removeEventListener('keydown', wrapTab);
        window.removeEventListener('focusin', noteFocus);
        window.removeEventListener('keydown', watchClose, true);
        window.removeEventListener('click', watchClose, true);
      }
    };
  }, []);
}
