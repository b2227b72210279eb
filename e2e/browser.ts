import { accessSync, constants } from 'node:fs';
import { chromium as playwright, type Browser } from 'playwright-core';

export type BrowserSpec = {
  executablePath: string;
  args: string[];
  source: 'CHROMIUM_PATH' | '@sparticuz/chromium';
};

/** Flags for Debian's chromium on a closed network (see /work/shared/STACK-NOTES.md). */
const DEBIAN_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// @sparticuz/chromium's list is made for Lambda. Left out: the two that would hide same-origin and mixed-content
// bugs, and --single-process, with which closing one browser context ends the whole browser.
const LEFT_OUT = new Set(['--disable-web-security', '--allow-running-insecure-content', '--single-process']);

/**
 * The browser the suite drives: CHROMIUM_PATH if set, else the Chromium inside the @sparticuz/chromium npm
 * package. Never a browser a test tool downloads. Missing browser = an error, never a skip.
 */
export async function findBrowser(): Promise<BrowserSpec> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    try {
      accessSync(fromEnv, constants.X_OK);
    } catch {
      throw new Error(
        `CHROMIUM_PATH=${fromEnv} 不存在或不可执行。请安装 chromium（apt-get install -y chromium）或取消该设置以使用 @sparticuz/chromium。`,
      );
    }
    return { executablePath: fromEnv, args: DEBIAN_ARGS, source: 'CHROMIUM_PATH' };
  }
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    const executablePath = await chromium.executablePath();
    const args = [...chromium.args.filter((a) => !LEFT_OUT.has(a)), ...DEBIAN_ARGS.filter((a) => !chromium.args.includes(a))];
    return { executablePath, args, source: '@sparticuz/chromium' };
  } catch (err) {
    throw new Error(
      `找不到浏览器：未设置 CHROMIUM_PATH，且 @sparticuz/chromium 不可用（${(err as Error).message}）。` +
        '请运行 npm ci，或设置 CHROMIUM_PATH=/usr/bin/chromium。',
    );
  }
}

/** Playwright gives every launch a fresh temporary user-data dir and removes it on close. */
export function launch(spec: BrowserSpec): Promise<Browser> {
  return playwright.launch({
    executablePath: spec.executablePath,
    args: spec.args,
    headless: true,
    timeout: 60_000,
  });
}
