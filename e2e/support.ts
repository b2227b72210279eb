import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { startServer, stopServer } from '../scripts/lib/server-process';
import { launch } from './browser';
import { ADMIN, ARTIFACTS, readState } from './state';

export { ADMIN };

/**
 * This spec file's server: the suite starts one per worker (e2e/global-setup.ts), and Vitest numbers its workers
 * 1…maxWorkers (VITEST_POOL_ID), so two files running at once never talk to the same server.
 */
export function ownServer(): { baseUrl: string; stateFile: string } {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1') || 1;
  return servers[(worker - 1) % servers.length]!;
}

export const baseUrl = (): string => ownServer().baseUrl;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;
export type Variant = keyof typeof VIEWPORTS;

/** A context as a visitor of the e2e server has it: desktop or phone, Chinese, China Standard Time; `options` win. */
async function newContext(browser: Browser, variant: Variant, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: VIEWPORTS[variant],
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    ...(variant === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    ...options,
  });
  if (options.javaScriptEnabled !== false) {
    const newPage = context.newPage.bind(context);
    context.newPage = async () => untilHydratedOnLoad(countingRequests(await newPage()));
  }
  return context;
}

/**
 * Whether the page's React has taken over the server's HTML (or the page is not one of the portal's): its body then
 * carries React's own keys. A click that lands before then does nothing (the button has no handler yet), so a spec
 * that clicked at once after `goto` lost the click on a loaded machine (CI, staff-accounts: the 停用 confirmation
 * never opened). Once React has started, it replays a click on a part it has not reached yet.
 */
const hydrated = () =>
  !('__reactRouterContext' in window) || Object.keys(document.body ?? {}).some((key) => key.startsWith('__reactFiber'));

/**
 * `goto` and `reload` of this page return once the page has hydrated, as a person's next click expects. A `goto` that
 * asks for an earlier moment (`waitUntil` other than 'load') is left alone: it looks at the page before that on purpose.
 */
function untilHydratedOnLoad(page: Page): Page {
  const wait = () => page.waitForFunction(hydrated, undefined, { timeout: 30_000 }).then(() => undefined);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? 'load') === 'load') await wait();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if ((options?.waitUntil ?? 'load') === 'load') await wait();
    return response;
  };
  return page;
}

/** Each page's requests in flight, and when the last one began or ended (pages made through this file's contexts). */
const traffic = new WeakMap<Page, { open: Set<Request>; changedAt: number }>();
/** How long without a request in flight counts as the network at rest (Playwright's 'networkidle' waits 500 ms). */
const QUIET_MS = 200;

function countingRequests(page: Page): Page {
  const state = { open: new Set<Request>(), changedAt: Date.now() };
  traffic.set(page, state);
  page.on('request', (request) => {
    state.open.add(request);
    state.changedAt = Date.now();
  });
  const ended = (request: Request) => {
    state.open.delete(request);
    state.changedAt = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return page;
}

/**
 * Waits (at most `timeoutMs`, then goes on as 'networkidle' waits do when a page never rests) until the page has had
 * no request in flight for QUIET_MS, counted from the call at the earliest: the lazily loaded parts of a hydrated
 * page, or of a dialog just opened, have come and drawn. Playwright's 'networkidle' waits 500 ms of silence after a
 * navigation and, once reached, answers at once for the rest of the page's life, so after a click it waited for
 * nothing.
 */
export async function networkQuiet(page: Page, timeoutMs = 10_000): Promise<void> {
  const state = traffic.get(page);
  if (!state) {
    await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
    return;
  }
  const from = Date.now();
  const deadline = from + timeoutMs;
  const resting = () => state.open.size === 0 && Date.now() - Math.max(from, state.changedAt) >= QUIET_MS;
  while (!resting() && Date.now() < deadline) await new Promise((tick) => setTimeout(tick, 25));
}

export type WatchedPage = { page: Page; context: BrowserContext; errors: string[] };

/** Records console errors and uncaught page errors; specs expect `errors` to stay empty. */
export function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/** A spec file's browser: new contexts (desktop 1280×800 or phone 360×740, `options` added or overriding). */
export type SpecBrowser = {
  context: (variant?: Variant, options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** A new context with one watched page. */
  open: (variant?: Variant, options?: BrowserContextOptions) => Promise<WatchedPage>;
};

/**
 * The one way a spec file gets its browser: launched before the file's tests (call it at the file's top level,
 * before hooks that use it), closed after them with every context opened through it.
 */
export function specBrowser(): SpecBrowser {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch(inject('browser'));
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });
  const context: SpecBrowser['context'] = async (variant = 'desktop', options = {}) => {
    if (!browser) throw new Error('specBrowser: a context before the browser was launched');
    const opened = await newContext(browser, variant, options);
    contexts.push(opened);
    return opened;
  };
  return {
    context,
    open: async (variant, options) => {
      const opened = await context(variant, options);
      const page = await opened.newPage();
      return { page, context: opened, errors: watch(page) };
    },
  };
}

const MOTION_CLASS = /-(appear|enter)(-(prepare|start|active))?$/;

/**
 * Waits until an antd dialog (Modal, confirm) is visible and has finished its opening zoom. A click on a dialog
 * that is still moving can press on one element and release on another, so no click happens although the
 * button took focus: a busy machine made the consultation journey miss its first submit that way.
 */
export async function settled(dialog: Locator): Promise<Locator> {
  await dialog.waitFor({ state: 'visible', timeout: 10_000 });
  const moving = () =>
    dialog.evaluate((el, source) => {
      const motion = new RegExp(source);
      for (let node: Element | null = el; node; node = node.parentElement) {
        if ([...node.classList].some((c) => motion.test(c))) return true;
      }
      return false;
    }, MOTION_CLASS.source);
  await expect.poll(moving, { timeout: 10_000 }).toBe(false);
  return dialog;
}

/**
 * What an `expect.poll` reads, each try bounded to a second, '' when the element is missing: Playwright's own wait
 * for a missing element (30 s) would make one try outlast the poll, and the test would end on its timeout instead
 * of saying which step failed.
 */
const POLL_READ = { timeout: 1_000 };
export const textOf = (locator: Locator): Promise<string> => locator.innerText(POLL_READ).catch(() => '');
export const attributeOf = (locator: Locator, name: string): Promise<string | null> =>
  locator.getAttribute(name, POLL_READ).catch(() => '');

/** A full-page PNG in e2e/artifacts/ (gitignored) for people to look at; nothing asserts on pixels. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  // Animations off: a running carousel kept a loaded CI machine from ever settling a full-page capture (a 30 s
  // timeout in CI). One retry with a longer wait; the picture is for people, so the test still fails if both do.
  // The banner carousel's autoplay and smooth scrolling are script, not CSS animations: under reduced motion it
  // holds still (BannerCarousel.tsx). A desktop home page still failed to settle in 45 + 90 s once without it.
  const options = { path: file, fullPage: true, animations: 'disabled' as const };
  // A full-page capture lays the page out at its whole height, and afterwards the page's script may see a scroll
  // position the window does not show (Chromium): a click aimed by it landed beside its button once the window's own
  // position came back (feedback.spec's 提交 below the fold sent nothing). The window is put back where it was.
  const view = () => [window.scrollX, window.scrollY];
  const before = await page.evaluate(view);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.screenshot({ ...options, timeout: 45_000 });
  } catch {
    await page.screenshot({ ...options, timeout: 90_000 });
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
  await page.evaluate(
    ([x, y]) =>
      new Promise((done) => {
        window.scrollTo({ left: x, top: y, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(done));
      }),
    before,
  );
  return file;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Chooses `option` in the antd Select labelled `label` within `scope` (a page, or a dialog of it): opens the list, clicks
 * the option and checks that the field shows it. A click that landed while the list was still sliding open chose
 * nothing under CI's load (site-admin.spec: a banner saved under 首页 instead of 培训服务), so it is tried up to 3 times.
 */
export async function chooseOption(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  const field = scope
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .first();
  const exact = new RegExp(`^${escapeRegExp(option)}$`);
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    if (!(await list.isVisible())) await scope.getByLabel(label, { exact: true }).click();
    await list.locator('.ant-select-item-option').filter({ hasText: exact }).first().click();
    const chosen = await expect
      .poll(() => textOf(field), { timeout: 5_000 })
      .toContain(option)
      .then(
        () => true,
        () => false,
      );
    if (chosen) return;
  }
  throw new Error(`${label}：未能选中「${option}」`);
}

/**
 * Signs in as the administrator through the staff sign-in page (/staff/login, fields 账户 / 密码) and
 * waits to leave it. Fields by their labels (web/features/auth/session/components/AdminLoginForm.tsx).
 */
export async function signInAsAdmin(page: Page, creds: { username: string; password: string } = ADMIN): Promise<void> {
  await page.goto('/staff/login');
  const account = page.getByLabel('账户', { exact: true });
  const password = page.getByLabel('密码', { exact: true });
  await account.fill(creds.username);
  await password.fill(creds.password);
  // antd spaces two-character button labels: "登 录".
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((url) => url.pathname !== '/staff/login', { timeout: 15_000 });
}

/**
 * The password sign-in calls (admin_login, login) allow 20 a minute per client together (auth.routes.ts, the sign-in
 * group), and every spec's browser signs in from 127.0.0.1. A spec file's sign-ins through `api` come from an address
 * of its own (X-Forwarded-For, believed from loopback: global-setup.ts TRUST_PROXY), so the specs of one fast minute do
 * not spend one another's: CI on 2026-12-05 saw columns.spec's admin_login refused after five sign-in-heavy specs.
 */
const SIGN_IN_CALLS = new Set(['/api/user/admin_login', '/api/demo/login']);
const apiClientAddress = `10.${[0, 0, 0].map(() => 1 + Math.floor(Math.random() * 250)).join('.')}`;

/** POSTs a spec call to the running server and returns the envelope. */
export async function api<T = any>(call: string, body: unknown = {}, token?: string) {
  const res = await fetch(new URL(call, baseUrl()), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { token } : {}),
      ...(SIGN_IN_CALLS.has(call) ? { 'x-forwarded-for': apiClientAddress } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; msg: string; data: T; count?: number },
  };
}

/** Stops the e2e server and starts it again on the same DATA_DIR and port (sessions and content must survive). */
export async function restartServer(extraEnv: Record<string, string> = {}): Promise<void> {
  const { stateFile } = ownServer();
  const state = readState(stateFile);
  await stopServer(state.pid);
  // `extraEnv` holds for this start only (a spec's outside services); the next restart goes back to the suite's settings.
  const server = await startServer({ env: { ...state.env, ...extraEnv }, port: state.port, logFile: state.logFile });
  writeFileSync(stateFile, JSON.stringify({ ...state, pid: server.pid }));
}
