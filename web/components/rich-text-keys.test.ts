// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyboardToolbar } from './rich-text-keys';

/**
 * The markup wangEditor 5 draws (a toolbar button, a list opened under a select button, the colour and table
 * panels, the link window), built by hand so the keyboard layer's rules are checked without the editor itself; the
 * browser suite (e2e/keyboard-forms.spec.ts) drives the real editor.
 */
function toolbar(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <div class="w-e-bar">
      <div class="w-e-bar-item"><button type="button" class="select-button disabled" data-menu-key="headerSelect" data-tooltip="标题">正文</button>
        <div class="w-e-select-list" style="display: none"><ul>
          <li data-value="paragraph" class="selected">正文</li><li data-value="header1">H1</li><li data-value="header2">H2</li>
        </ul></div>
      </div>
      <div class="w-e-bar-item"><button type="button" data-menu-key="color" data-tooltip="文字颜色"></button>
        <div class="w-e-drop-panel" style="display: none"><ul class="w-e-panel-content-color">
          <li data-value="0">默认颜色</li><li data-value="rgb(0, 0, 0)"></li><li data-value="rgb(38, 38, 38)"></li>
        </ul></div>
      </div>
      <div class="w-e-bar-item"><button type="button" data-menu-key="insertTable" data-tooltip="插入表格"></button>
        <div class="w-e-drop-panel" style="display: none"><div class="w-e-panel-content-table"><table>
          ${[0, 1, 2].map((y) => `<tr>${[0, 1, 2].map((x) => `<td data-x="${x}" data-y="${y}"></td>`).join('')}</tr>`).join('')}
        </table></div></div>
      </div>
    </div>
    <div class="w-e-text-container"><div class="w-e-modal"><input id="link-text" /></div></div>`;
  document.body.append(root);
  return root;
}

const key = (el: Element, name: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
const settle = () => new Promise((r) => setTimeout(r, 0));
const active = () => document.activeElement as HTMLElement;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keyboardToolbar', () => {
  it('names every menu button by its tooltip (a list button with its value) and says when it is disabled', async () => {
    const root = toolbar();
    const undo = keyboardToolbar(root, { hide: vi.fn(), focusText: vi.fn() });
    const heading = root.querySelector<HTMLElement>('[data-menu-key=headerSelect]')!;
    expect(heading.getAttribute('aria-label')).toBe('标题：正文');
    expect(heading.getAttribute('aria-disabled')).toBe('true');
    expect(root.querySelector('[data-menu-key=color]')!.getAttribute('aria-label')).toBe('文字颜色');
    // wangEditor enables the menu and changes the value: the name and state follow.
    heading.classList.remove('disabled');
    heading.textContent = 'H1';
    await settle();
    expect(heading.getAttribute('aria-label')).toBe('标题：H1');
    expect(heading.hasAttribute('aria-disabled')).toBe(false);
    // Items: options in the list, named buttons in the panels, none a Tab stop.
    const cells = [...root.querySelectorAll('td')];
    expect(cells[4]!.getAttribute('aria-label')).toBe('2 行 × 2 列的表格');
    expect(root.querySelector('.w-e-panel-content-color li:nth-child(2)')!.getAttribute('aria-label')).toBe('颜色 rgb(0, 0, 0)');
    expect(root.querySelector('.w-e-select-list li.selected')!.getAttribute('aria-selected')).toBe('true');
    expect([...root.querySelectorAll('li, td')].every((el) => el.getAttribute('tabindex') === '-1')).toBe(true);
    undo();
  });

  it('moves focus into a list opened from its button, walks it by arrows, and Enter chooses and returns to the text', async () => {
    const root = toolbar();
    const focusText = vi.fn();
    const hide = vi.fn();
    keyboardToolbar(root, { hide, focusText });
    const button = root.querySelector<HTMLElement>('[data-menu-key=headerSelect]')!;
    const list = root.querySelector<HTMLElement>('.w-e-select-list')!;
    const chosen = vi.fn();
    list.addEventListener('click', (e) => chosen((e.target as HTMLElement).dataset.value));
    button.focus();
    list.style.display = 'block';
    await settle();
    expect(active().textContent).toBe('正文');
    key(active(), 'ArrowDown');
    expect(active().textContent).toBe('H1');
    key(active(), 'ArrowUp');
    key(active(), 'ArrowUp');
    expect(active().textContent).toBe('H2');
    key(active(), 'Enter');
    expect(chosen).toHaveBeenCalledWith('header2');
    expect(hide).toHaveBeenCalled();
    expect(focusText).toHaveBeenCalled();
  });

  it('walks the table grid in two directions; Escape closes it back on its button without reaching the dialog', async () => {
    const root = toolbar();
    const hide = vi.fn();
    keyboardToolbar(root, { hide, focusText: vi.fn() });
    const outer = vi.fn();
    document.body.addEventListener('keydown', outer);
    const button = root.querySelector<HTMLElement>('[data-menu-key=insertTable]')!;
    const panel = button.parentElement!.querySelector<HTMLElement>('.w-e-drop-panel')!;
    button.focus();
    panel.style.display = 'block';
    await settle();
    expect(active().getAttribute('aria-label')).toBe('1 行 × 1 列的表格');
    key(active(), 'ArrowRight');
    key(active(), 'ArrowDown');
    key(active(), 'ArrowDown');
    expect(active().getAttribute('aria-label')).toBe('3 行 × 2 列的表格');
    // The grid's edge: no cell beyond, focus stays.
    key(active(), 'ArrowDown');
    expect(active().getAttribute('aria-label')).toBe('3 行 × 2 列的表格');
    key(active(), 'Escape');
    expect(hide).toHaveBeenCalled();
    expect(active()).toBe(button);
    expect(outer).not.toHaveBeenCalled();
  });

  it('keeps Escape in the link window from the drawer around it (wangEditor closes the window on keyup)', () => {
    const root = toolbar();
    keyboardToolbar(root, { hide: vi.fn(), focusText: vi.fn() });
    const outer = vi.fn();
    document.body.addEventListener('keydown', outer);
    key(root.querySelector('#link-text')!, 'Escape');
    expect(outer).not.toHaveBeenCalled();
    key(root.querySelector('#link-text')!, 'a');
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('closes the link window again when wangEditor ignored its Escape (within 200 ms of opening), focus back in the text', async () => {
    vi.useFakeTimers();
    try {
      const root = toolbar();
      const hide = vi.fn();
      const focusText = vi.fn();
      keyboardToolbar(root, { hide, focusText });
      const window_ = root.querySelector<HTMLElement>('.w-e-modal')!;
      // Closed by wangEditor's keyup: nothing more happens.
      key(root.querySelector('#link-text')!, 'Escape');
      window_.style.display = 'none';
      await vi.advanceTimersByTimeAsync(1000);
      expect(hide).not.toHaveBeenCalled();
      // Still shown a moment later: closed again.
      window_.style.display = '';
      key(root.querySelector('#link-text')!, 'Escape');
      await vi.advanceTimersByTimeAsync(1000);
      expect(hide).toHaveBeenCalledTimes(1);
      expect(focusText).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends focus back to the text when a hover bar redraws itself after its action, not when focus is still there', async () => {
    const root = toolbar();
    root.insertAdjacentHTML(
      'beforeend',
      '<div class="w-e-hover-bar"><button type="button" data-menu-key="enter" data-tooltip="回车"></button><button type="button" data-menu-key="insertTableRow" data-tooltip="插入行"></button></div>',
    );
    const focusText = vi.fn();
    keyboardToolbar(root, { hide: vi.fn(), focusText });
    vi.useFakeTimers();
    try {
      const row = root.querySelector<HTMLElement>('[data-menu-key=insertTableRow]')!;
      row.focus();
      key(row, 'Enter');
      await vi.advanceTimersByTimeAsync(1000);
      expect(focusText).not.toHaveBeenCalled();
      const enter = root.querySelector<HTMLElement>('[data-menu-key=enter]')!;
      enter.focus();
      key(enter, 'Enter');
      // wangEditor redraws the bar a moment later: the focused button is gone.
      await vi.advanceTimersByTimeAsync(150);
      enter.remove();
      await vi.advanceTimersByTimeAsync(1000);
      expect(focusText).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
