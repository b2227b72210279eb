import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

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
 * Waits (at most a second, as keyboard-support's focus rings do) for the page's finite CSS animations and
 * transitions to end; a spinner's endless one is left running. Half-way through a fade-in a toast's text is drawn
 * part-transparent, and axe measures the blended colour: a toast checked 0.1 s after it appeared failed colour
 * contrast at 3.86 : 1 although it reads at 13 : 1 once shown.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 1000))]);
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
    await page.waitForLoadState('networkidle').catch(() => undefined);
    found.push(...(await violationsOf(page, path)));
  }
  return found;
}
