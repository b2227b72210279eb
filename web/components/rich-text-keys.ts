/**
 * wangEditor's toolbar by keyboard alone (issue 14: every form usable by keyboard, GB/T 37668 / WCAG 2.1.1, 4.1.2).
 *
 * wangEditor draws its menus as `<button>`s named only by a `data-tooltip` (no accessible name), and opens lists
 * (标题, 字号, 行高), panels (文字颜色, 背景色, 插入表格) and windows (插入链接) that answer the mouse only; Escape
 * in a window also reached the drawer around the editor and closed it with the text unsaved. `keyboardToolbar` fixes
 * that from outside the library, on the element around the toolbar and the editing area:
 * - every menu button gets its tooltip as its name (a list's button: `标题：正文`), and `aria-disabled` while the
 *   editor has no selection for it;
 * - an opened list or panel takes focus (its chosen item, else the first); the arrow keys move (the table grid in
 *   two directions), Enter or Space choose, and focus goes back to the text; Escape or Tab closes it, back on its
 *   button;
 * - Escape in a window (插入链接) closes the window only: wangEditor closes it on keyup; the keydown stops here (and
 *   closes it again when wangEditor ignored the close, as it does within 200 ms of opening);
 * - the hover bar a link or a table shows while the caret is in it is reached by Tab from the text; an action that
 *   redraws the bar (回车) sends focus back to the text instead of losing it.
 */

const POPUP = '.w-e-select-list, .w-e-drop-panel';
/** The items a popup offers: a list's options, the colours, the table grid's cells. */
const ITEM = '.w-e-select-list li, .w-e-panel-content-color li, .w-e-panel-content-table td';

export type ToolbarKeysOptions = {
  /** Closes wangEditor's open list, panel or window (`editor.hidePanelOrModal()`). */
  hide: () => void;
  /** Puts focus back in the text, where the selection was (`editor.focus()`). */
  focusText: () => void;
};

/** wangEditor ignores a hide within 200 ms of a show (a click's own bubbling); a close by key that fast is redone. */
const HIDE_AGAIN_MS = 250;

/** After a hover bar's action, how often and how many times to look whether its redraw took focus away. */
const HOVER_BAR_LOOK_MS = 100;
const HOVER_BAR_LOOKS = 5;

const isShown = (el: HTMLElement) => el.isConnected && getComputedStyle(el).display !== 'none';

/** The name of one menu button: its tooltip, and a list's current value after it. */
function buttonName(button: HTMLElement): string {
  const tip = button.getAttribute('data-tooltip')?.trim() ?? '';
  const value = button.classList.contains('select-button') ? (button.textContent ?? '').trim() : '';
  return value && value !== tip ? `${tip}：${value}` : tip;
}

function itemName(item: HTMLElement): string {
  if (item.tagName === 'TD') return `${Number(item.dataset.y) + 1} 行 × ${Number(item.dataset.x) + 1} 列的表格`;
  const text = (item.textContent ?? '').trim();
  if (text) return text;
  return `颜色 ${item.getAttribute('data-value') ?? ''}`.trim();
}

/** Names the buttons and the items of open popups; cheap enough to run after every change of the toolbar. */
function label(root: HTMLElement): void {
  for (const button of root.querySelectorAll<HTMLElement>('button[data-menu-key]')) {
    const name = buttonName(button);
    if (name && button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
    const disabled = button.classList.contains('disabled') ? 'true' : null;
    if (button.getAttribute('aria-disabled') !== disabled) {
      if (disabled) button.setAttribute('aria-disabled', disabled);
      else button.removeAttribute('aria-disabled');
    }
  }
  for (const list of root.querySelectorAll<HTMLElement>('.w-e-select-list ul')) list.setAttribute('role', 'listbox');
  for (const item of root.querySelectorAll<HTMLElement>(ITEM)) {
    if (item.getAttribute('tabindex') !== '-1') item.setAttribute('tabindex', '-1');
    const inList = item.closest('.w-e-select-list');
    item.setAttribute('role', inList ? 'option' : 'button');
    if (inList) item.setAttribute('aria-selected', item.classList.contains('selected') ? 'true' : 'false');
    const name = itemName(item);
    if (item.getAttribute('aria-label') !== name) item.setAttribute('aria-label', name);
  }
}

/** The popup's items in order. */
function itemsOf(popup: HTMLElement): HTMLElement[] {
  return [...popup.querySelectorAll<HTMLElement>(ITEM)];
}

/** The item an arrow key leads to: a list or the colours in reading order, the table grid by row and column. */
function nextItem(popup: HTMLElement, from: HTMLElement, key: string): HTMLElement | null {
  if (from.tagName === 'TD') {
    const x = Number(from.dataset.x) + (key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0);
    const y = Number(from.dataset.y) + (key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0);
    return popup.querySelector<HTMLElement>(`td[data-x="${x}"][data-y="${y}"]`);
  }
  const items = itemsOf(popup);
  const at = items.indexOf(from);
  const step = key === 'ArrowDown' || key === 'ArrowRight' ? 1 : -1;
  return items[(at + step + items.length) % items.length] ?? null;
}

/** Focuses an item; a table cell also lights the grid up to it as the mouse would (wangEditor's mouseenter). */
function focusItem(item: HTMLElement): void {
  item.focus();
  if (item.tagName === 'TD') item.dispatchEvent(new MouseEvent('mouseenter'));
}

/** Wires the keyboard into the toolbar of one editor; returns the undo. */
export function keyboardToolbar(root: HTMLElement, options: ToolbarKeysOptions): () => void {
  /** The popup that has focus, with the button that opened it. */
  let open: { popup: HTMLElement; button: HTMLElement | null } | null = null;
  /** A popup closed by key that wangEditor has not hidden yet: focus must not go back into it. */
  let closing: HTMLElement | null = null;
  let queued = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let windowTimer: ReturnType<typeof setTimeout> | undefined;

  /** Focus into an open popup: its chosen item, else the first. */
  const enter = (popup: HTMLElement, button: HTMLElement) => {
    const items = itemsOf(popup);
    const first = items.find((i) => i.classList.contains('selected')) ?? items[0];
    if (!first) return;
    open = { popup, button };
    focusItem(first);
  };

  const sync = () => {
    queued = false;
    label(root);
    if (open && !isShown(open.popup)) open = null;
    if (open) return;
    // A popup just opened from a button that has focus (Enter or Space on it): focus moves into the popup.
    const button =
      document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>('button[data-menu-key]') : null;
    if (!button || !root.contains(button)) return;
    const popup = [...(button.parentElement?.querySelectorAll<HTMLElement>(POPUP) ?? [])].find((p) => p !== closing && isShown(p));
    if (!popup) return;
    enter(popup, button);
  };
  // Typing changes only the text: those changes re-label nothing (the toolbar and hover bars are outside it).
  const inText = (node: Node) => Boolean((node instanceof Element ? node : node.parentElement)?.closest('[data-slate-editor]'));
  const observer = new MutationObserver((records) => {
    if (queued || records.every((r) => inText(r.target))) return;
    queued = true;
    queueMicrotask(sync);
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class', 'style'] });
  sync();

  const close = (backTo: 'button' | 'text') => {
    const popup = open?.popup ?? null;
    const button = open?.button ?? null;
    open = null;
    options.hide();
    if (popup && isShown(popup)) {
      closing = popup;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (closing === popup && isShown(popup)) options.hide();
        closing = null;
      }, HIDE_AGAIN_MS);
    }
    if (backTo === 'text' || !button) options.focusText();
    else button.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (!target) return;
    // A window (插入链接): its own keyup closes it; the drawer or dialog around must not hear this Escape. Pressed
    // within 200 ms of the window opening, wangEditor ignores that close: the window still shown a moment later is
    // closed again, and focus goes back to the text.
    const window_ = event.key === 'Escape' ? target.closest<HTMLElement>('.w-e-modal') : null;
    if (window_) {
      event.stopPropagation();
      clearTimeout(windowTimer);
      windowTimer = setTimeout(() => {
        if (!isShown(window_)) return;
        options.hide();
        options.focusText();
      }, HIDE_AGAIN_MS);
      return;
    }
    // A hover bar's button (a link's or a table's, shown while the caret is in one; Tab from the text reaches it):
    // when wangEditor redraws the bar after the action (回车), the focused button goes with it; focus goes back
    // to the text instead of to the page.
    if ((event.key === 'Enter' || event.key === ' ') && target.closest('.w-e-hover-bar')) {
      // The bar is redrawn a moment after the action: look a few times while that can happen.
      const look = (left: number) => {
        const now = document.activeElement;
        if (!now || now === document.body || !now.isConnected) options.focusText();
        else if (left > 0) timer = setTimeout(() => look(left - 1), HOVER_BAR_LOOK_MS);
      };
      clearTimeout(timer);
      timer = setTimeout(() => look(HOVER_BAR_LOOKS), 0);
      return;
    }
    // A menu button pressed again: wangEditor decides afresh whether its popup shows; no delayed close overrides it.
    if ((event.key === 'Enter' || event.key === ' ') && target.matches('button[data-menu-key]')) {
      const again = closing && target.parentElement?.contains(closing) && isShown(closing) ? closing : null;
      closing = null;
      clearTimeout(timer);
      // Closed by key a moment ago and not hidden yet (wangEditor's 200 ms): it stays, and focus goes back in.
      if (again) {
        event.preventDefault();
        enter(again, target);
      }
      return;
    }
    const popup = target.closest<HTMLElement>(POPUP);
    if (!popup || !target.matches(ITEM)) return;
    open ??= { popup, button: popup.parentElement?.querySelector<HTMLElement>('button[data-menu-key]') ?? null };
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      close('button');
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      target.click();
      close('text');
    } else if (event.key.startsWith('Arrow') || event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      event.stopPropagation();
      const items = itemsOf(popup);
      const next = event.key === 'Home' ? items[0] : event.key === 'End' ? items[items.length - 1] : nextItem(popup, target, event.key);
      if (next) focusItem(next);
    }
  };
  root.addEventListener('keydown', onKeyDown);

  return () => {
    clearTimeout(timer);
    clearTimeout(windowTimer);
    observer.disconnect();
    root.removeEventListener('keydown', onKeyDown);
  };
}
