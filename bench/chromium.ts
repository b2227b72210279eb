/**
 * Debian's Chromium (or CHROMIUM_PATH), started headless with a DevTools port for Lighthouse, in a fresh
 * profile, with the flags that keep it off the network (STACK-NOTES: it otherwise keeps calling home).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export type Browser = { port: number; version: string; close: () => Promise<void> };

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--remote-debugging-port=0',
];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} not found: apt-get install -y chromium, or set CHROMIUM_PATH`);
  }
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-bench-chromium-'));
  const child = spawn(CHROMIUM, [...FLAGS, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    // Chromium's helper processes may still be writing the profile as the browser exits: rm retries a few times.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port in 30 s:\n${seen}`)), 30_000);
      child.stderr.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      });
      child.once('exit', (code) => reject(new Error(`Chromium exited (code ${code}):\n${seen}`)));
    });
    child.stderr.resume();
    const info = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser: string };
    return { port, version: info.Browser, close };
  } catch (err) {
    await close();
    throw err;
  }
}
