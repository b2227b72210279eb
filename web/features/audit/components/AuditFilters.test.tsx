// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, useLocation, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAuditQuery } from '../audit-query';
import { AuditFilters, DATE_ORDER_MSG } from './AuditFilters';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const PATH = '/system/audit';

function Page() {
  const [sp] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <AuditFilters path={PATH} query={parseAuditQuery(sp)} canExport />
      <output data-testid="at">{location.pathname + location.search}</output>
    </>
  );
}

const Stub = createRoutesStub([{ path: PATH, Component: Page }]);
let host: HTMLElement | undefined;
let root: ReturnType<typeof createRoot> | undefined;

async function open(url: string) {
  host = document.body.appendChild(document.createElement('div'));
  const r = (root = createRoot(host));
  await act(async () => r.render(<Stub initialEntries={[url]} />));
}

const shown = () => host!;
const field = <T extends HTMLElement>(id: string) => shown().querySelector<T>(`#${id}`)!;
const at = () => shown().querySelector('[data-testid="at"]')!.textContent;

/** Sets a field's value as typing or choosing would (React listens for the input event). */
function set(el: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

async function submit() {
  await act(async () => {
    shown().querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
}

afterEach(async () => {
  const r = root;
  if (r) await act(async () => r.unmount());
  host?.remove();
  host = root = undefined;
});

describe('AuditFilters (the browser’s own fields in a GET form)', () => {
  it('is a GET form to the viewer whose fields carry the URL’s filters, even before the script runs', () => {
    const html = renderToString(<Stub initialEntries={[`${PATH}?person=admin&object_type=lease&result=failed&from=2026-11-01`]} />);
    const form = /<form[^>]*>/.exec(html)![0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/system/audit"');
    expect(html).toMatch(/<select[^>]*name="object_type"/);
    expect(html).toMatch(/<option value="lease" selected="">/);
    expect(html).toMatch(/<option value="failed" selected="">失败<\/option>/);
    expect(html).toContain('value="2026-11-01"');
    expect(html).toMatch(
      /<datalist id="audit-actions">(<option [^>]*>[^<]*<\/option>)*<option value="lease.update_time">修改房租到期时间<\/option>/,
    );
  });

  it('查询 puts the trimmed filters in the URL, empty ones left out, back to page 1', async () => {
    await open(`${PATH}?page=3`);
    set(field<HTMLInputElement>('audit-person'), '  admin ');
    set(field<HTMLInputElement>('audit-action'), 'lease.update_time');
    set(field<HTMLSelectElement>('audit-object-type'), 'lease');
    set(field<HTMLSelectElement>('audit-result'), 'ok');
    await submit();
    expect(at()).toBe(`${PATH}?person=admin&action=lease.update_time&object_type=lease&result=ok`);
    expect(field<HTMLSelectElement>('audit-result').value).toBe('ok');
  });

  it('refuses a start after the end with the message under 结束日期, and stays where it was', async () => {
    await open(`${PATH}?result=ok`);
    set(field<HTMLInputElement>('audit-from'), '2026-12-05');
    set(field<HTMLInputElement>('audit-to'), '2026-12-01');
    await submit();
    expect(at()).toBe(`${PATH}?result=ok`);
    const to = field<HTMLInputElement>('audit-to');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(shown().querySelector('[role="alert"]')!.textContent).toBe(DATE_ORDER_MSG);
    expect(document.activeElement).toBe(to);
    // Put right, it goes through and the message is gone.
    set(to, '2026-12-08');
    expect(shown().querySelector('[role="alert"]')).toBeNull();
    await submit();
    expect(at()).toBe(`${PATH}?from=2026-12-05&to=2026-12-08&result=ok`);
  });

  it('重置 empties every field and goes to the whole trail', async () => {
    await open(PATH);
    set(field<HTMLInputElement>('audit-person'), 'someone');
    set(field<HTMLSelectElement>('audit-result'), 'failed');
    // antd spaces a two-character label (重 置) unless the page's ConfigProvider says not to.
    const reset = [...shown().querySelectorAll('button')].find((b) => /^重\s*置$/.test(b.textContent ?? ''))!;
    await act(async () => reset.click());
    expect(at()).toBe(PATH);
    expect(field<HTMLInputElement>('audit-person').value).toBe('');
    expect(field<HTMLSelectElement>('audit-result').value).toBe('');
  });
});
