import { expect } from 'vitest';

/** Asserts rendered markup holds every one of the texts (a missing one is named in the failure). */
export function expectContains(html: string, texts: readonly string[]): void {
  for (const text of texts) expect(html, text).toContain(text);
}
