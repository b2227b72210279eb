import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { networkQuiet } from './support';

/**
 * axe-core in the page, run against the whole document with the WCAG 2.x A/AA rules. Injected through the
 * browser's devtools protocol (page.evaluate), which the page's Content-Security-Policy does not govern: the page
 * itself stays as strict as in production. Rules: WCAG 2.0 and 2.1, A and AA (not the best-practice ones). axe-core
 * comes with lighthouse (a devDependency).
 */
const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] };

export async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  await animationsSettled(page);
  await page.evaluate(axeSource);
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const options = only
      ? { runOnly: { type: 'rule', values: only } }
      : { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };
    const { violations } = await axe.run(document, options);
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, rules ?? null);
}

/**
 * Takes the page's finite CSS animations and transitions to their end at once (what a person sees a moment later),
 * then lets the page react to their end (antd drops its motion classes on animationend), a few rounds at most while
 * new ones start; a spinner's endless one is left running. Half-way through a fade-in a toast's text is drawn
 * part-transparent, and axe measures the blended colour: a toast checked 0.1 s after it appeared failed colour
 * contrast at 3.86 : 1 although it reads at 13 : 1 once shown. Finishing instead of waiting for them saves up to a
 * second a page (keyboard-support.ts does the same for focus rings).
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let round = 0; round < 5; round += 1) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState !== 'finished' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      for (const a of running) a.finish();
      await frame();
      await frame();
    }
  });
}

/** One line per failing element, for an assertion message people can act on. */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? v.help}`));
}

/** The violations on the page as it is, each line prefixed with where it was found. */
export async function violationsOf(page: Page, where: string): Promise<string[]> {
  return describeViolations(await axeViolations(page)).map((v) => `${where}: ${v}`);
}

/** Opens each path, waits for its main content and the network to settle, and lists the violations page by page. */
export async function sweep(page: Page, list: string[], timeoutMs = 20_000): Promise<string[]> {
  const found: string[] = [];
  for (const path of list) {
    await page.goto(path);
    await page.locator('main').first().waitFor({ timeout: timeoutMs });
    await networkQuiet(page);
    found.push(...(await violationsOf(page, path)));
  }
  return found;
}
