import type { Page } from '../../shared/contracts/common';

export function offsetOf(page: Page): number {
  return (page.start - 1) * page.page_size;
}
