import type { Page } from 'playwright-core';

/**
 * Keyboard-only driving for the browser suite (issue 14: every form usable by keyboard alone, with a visible
 * focus). `tabTo` presses Tab (or Shift+Tab) until focus reaches the wanted control and records every stop on the
 * way; `focusStop` says what has focus and whether it shows a focus indicator.
 *
 * A visible indicator, on the focused element or on the control it belongs to (an antd Select's or Cascader's box
 * around its inner input, the box of a password field with its show switch, a checkbox's or switch's drawn box):
 * an outline (style not `none`, at least 1 px, not transparent), or a ring drawn with box-shadow (spread ≥ 1 px, or
 * a blur ≥ 2 px not offset, at an opacity of at least 0.3 — a shadow of a few per cent, like a button's resting
 * drop shadow or antd's 10 % halo, does not count).
 */
export type FocusStop = {
  /** tag#id[name] "accessible-ish name" of the focused element; 'body' when focus is nowhere. */
  what: string;
  name: string;
  /** The indicator found (e.g. `outline 3px solid rgb(…)`), null when none. */
  ring: string | null;
};

export async function focusStop(page: Page, of?: string): Promise<FocusStop> {
  return (await focusStops(page, [of ?? null]))[0]!;
}

/**
 * focusStop for several elements in one round trip to the page: `null` measures the focused element, a selector that
 * element as it is now (e.g. its resting look, before it has focus).
 */
export async function focusStops(page: Page, selectors: (string | null)[]): Promise<FocusStop[]> {
  return page.evaluate(
    (list) =>
      list.map((selector) => {
        const el = (selector ? document.querySelector(selector) : document.activeElement) as HTMLElement | null;
        if (!el || el === document.body || el === document.documentElement) return { what: 'body', name: '', ring: null };
        const alpha = (c: string): number => {
          if (c === 'transparent') return 0;
          const m = /rgba?\(([^)]+)\)/.exec(c);
          if (!m) return 1;
          const parts = m[1]!.split(/[\s,/]+/).filter(Boolean);
          return parts.length > 3 ? parseFloat(parts[3]!) : 1;
        };
        const ringOf = (e: Element): string | null => {
          const rect = e.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) return null;
          const cs = getComputedStyle(e);
          if (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 1 && alpha(cs.outlineColor) > 0) {
            return `outline ${cs.outlineWidth} ${cs.outlineStyle} ${cs.outlineColor}`;
          }
          if (cs.boxShadow === 'none') return null;
          for (const shadow of cs.boxShadow.split(/,(?![^(]*\))/).map((x) => x.trim())) {
            const color = /rgba?\([^)]*\)/.exec(shadow)?.[0] ?? 'rgb(0, 0, 0)';
            const [x = 0, y = 0, blur = 0, spread = 0] = (shadow.replace(color, '').match(/-?[\d.]+px/g) ?? []).map(parseFloat);
            if (alpha(color) >= 0.3 && (spread >= 1 || (blur >= 2 && x === 0 && y === 0))) return `box-shadow ${shadow}`;
          }
          return null;
        };
        // The control the element belongs to: the focused element itself, then (for composite controls) its box.
        const candidates: Element[] = [el];
        if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') && el.nextElementSibling) {
          candidates.push(el.nextElementSibling);
        }
        const COMPOSITE = /\bant-(select|cascader|input-affix-wrapper|input-number|picker|checkbox|radio|switch|upload)\b|affix/;
        let up = el.parentElement;
        for (let i = 0; up && i < 6; i += 1, up = up.parentElement) {
          if (typeof up.className === 'string' && COMPOSITE.test(up.className)) candidates.push(up);
        }
        // antd eases its borders and outlines in (transition: all 0.2s): measure the look the focus ends with, by taking
        // each transition on the control to its end at once (what a person sees 0.2 s later) instead of waiting for it.
        for (const a of candidates.flatMap((c) => c.getAnimations())) {
          if (a instanceof CSSTransition) a.finish();
        }
        let ring: string | null = null;
        for (const c of candidates) {
          ring = ringOf(c);
          if (ring) break;
        }
        const labelled =
          el.getAttribute('aria-label') ??
          (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ??
          (el as HTMLInputElement).labels?.[0]?.textContent ??
          el.textContent;
        const name = (labelled ?? '').replace(/[\s*]+/g, '').slice(0, 30);
        const id = el.id ? `#${el.id}` : '';
        const field = el.getAttribute('name') ? `[${el.getAttribute('name')}]` : '';
        return { what: `${el.tagName.toLowerCase()}${id}${field} "${name}"`, name, ring };
      }),
    selectors,
  );
}

export type TabOptions = { back?: boolean; max?: number };

/**
 * Presses Tab (Shift+Tab with `back`) until `reached` says yes for the focused element; returns every stop. Throws
 * with the stops seen when focus never gets there, or when it lands on the page itself (focus lost) twice running.
 */
export async function tabTo(
  page: Page,
  reached: (stop: FocusStop) => boolean,
  stops: FocusStop[],
  opts: TabOptions = {},
): Promise<FocusStop> {
  const max = opts.max ?? 80;
  let atBody = 0;
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    stops.push(stop);
    atBody = stop.what === 'body' ? atBody + 1 : 0;
    if (atBody >= 2) throw new Error(`focus lost on the way: ${stops.map((s) => s.what).join(' → ')}`);
    if (reached(stop)) return stop;
  }
  throw new Error(`never reached after ${max} presses: ${stops.map((s) => s.what).join(' → ')}`);
}

/** Stops without a visible focus indicator, one line each, for an assertion people can act on. */
export function invisible(stops: FocusStop[]): string[] {
  return [...new Set(stops.filter((s) => s.what !== 'body' && !s.ring).map((s) => s.what))];
}

/** Types into the focused control as keys (Playwright's keyboard.type: key events, no mouse). */
export async function typeText(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}
