/**
 * What a person typed, ticked or pressed on the page as the server drew it, before React took the field over (the page not
 * yet hydrated on a slow line, or a deferred part whose chunk had not come), stays on screen — React keeps a field's
 * value when it hydrates — but React's state does not know it: the form would send the value drawn, not the one
 * shown. `noteServerDrawn` lists the server's fields before hydration; `takeEarlyInput`, run once React has hydrated
 * the page and again as each deferred part hydrates, hands each listed field's changed value to React once, as if it
 * had been typed now, and forgets the field. File inputs are left to their upload box (upload-keys takeEarlyChoice).
 *
 * A button pressed before the page's script has run did nothing (and one that submits an antd form reloaded the page
 * without what was typed): EARLY_CLICKS_SCRIPT, inline in <head>, keeps the last one pressed and stops the browser's
 * own submission of a form the server does not answer (one without `method`); `stopEarlyClicks` ends that just
 * before React takes the page, and `takeEarlyInput` presses the kept button again once React has it, after the
 * fields are handed on. Links and the forms the server answers (sign-in) work before hydration and are left alone.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

const NOT_TYPED = new Set(['file', 'hidden', 'submit', 'reset', 'button', 'image']);

let serverDrawn: Set<Field> | null = null;

/** window.__early: what EARLY_CLICKS_SCRIPT keeps. */
type Early = { pressed: Element | null; stop: () => void };

/**
 * Inline in <head> (root.tsx, with the response's nonce): until stopEarlyClicks, a press of a button (or an element
 * acting as one) not inside a link, other than one submitting a form with `method`, is kept and its default action
 * (the browser submitting an antd form by GET) stopped; a form without `method` is not submitted by the browser.
 */
export const EARLY_CLICKS_SCRIPT = `(function(){var d=document,e={pressed:null};
var sel='button,[role=button],[role=tab],[role=switch],[role=menuitem]';
function click(v){var b=v.target instanceof Element?v.target.closest(sel):null;if(!b||b.closest('a[href]'))return;
if(b.type==='submit'&&b.form&&b.form.getAttribute('method'))return;e.pressed=b;v.preventDefault()}
function submit(v){if(!v.target.getAttribute('method'))v.preventDefault()}
d.addEventListener('click',click,true);d.addEventListener('submit',submit,true);
e.stop=function(){d.removeEventListener('click',click,true);d.removeEventListener('submit',submit,true)};
window.__early=e})()`;

const early = (): Early | undefined => (window as unknown as { __early?: Early }).__early;

/** Call just before React takes the page: buttons pressed from now on are React's to hear. */
export function stopEarlyClicks(): void {
  early()?.stop();
}

/** Call once in the browser before hydrating: the fields the server drew. */
export function noteServerDrawn(root: ParentNode): void {
  serverDrawn = new Set(
    [...root.querySelectorAll<Field>('input, textarea')].filter((f) => !(f instanceof HTMLInputElement && NOT_TYPED.has(f.type))),
  );
}

/**
 * Hands React the early changes of the listed fields it has hydrated since the last call; the rest wait. What each
 * shows is read before any is handed on: a change re-renders its form, and React then puts its own values back on the
 * form's other fields.
 */
export function takeEarlyInput(): void {
  if (!serverDrawn) return;
  const ready: [Field, string | boolean][] = [];
  for (const field of serverDrawn) {
    if (!field.isConnected) serverDrawn.delete(field);
    else if (hydrated(field)) {
      serverDrawn.delete(field);
      ready.push([field, checkable(field) ? field.checked : field.value]);
    }
  }
  for (const [field, shown] of ready) handOn(field, shown);
  const kept = early();
  const pressed = kept?.pressed;
  if (!kept || !pressed) return;
  if (!pressed.isConnected) kept.pressed = null;
  else if (hydrated(pressed)) {
    kept.pressed = null;
    (pressed as HTMLElement).click();
  }
}

const hydrated = (field: Element) => Object.keys(field).some((k) => k.startsWith('__reactFiber$'));
const checkable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * React hears a change only when the field's value differs from the one it last saw (its value tracker, set at
 * hydration to what was shown): the tracker is set back to the drawn value through the field's own setter, the shown
 * value put (back) through the element's, and the event React listens for sent.
 */
function handOn(field: Field, shown: string | boolean): void {
  const setShown = (prop: 'value' | 'checked') =>
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, prop)?.set?.call(field, shown);
  if (checkable(field)) {
    // A radio left by the person's choice of another in its group is told by that one.
    if (shown === field.defaultChecked || (field.type === 'radio' && !shown)) return;
    field.checked = field.defaultChecked;
    setShown('checked');
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  if (shown === field.defaultValue) return;
  field.value = field.defaultValue;
  setShown('value');
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
