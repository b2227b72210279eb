import type { Locator, Page } from 'playwright-core';

/** The header's bell (the side menus' 消息中心 links are not in the banner). */
export const bell = (page: Page): Locator => page.getByRole('banner').getByRole('link', { name: /^消息中心/ });

/**
 * The unread count the bell's accessible name says (消息中心（n 条未读）; 0 when it says 消息中心 alone), null when there
 * is no bell; read as the browser's accessibility tree names it, each try bounded to a second.
 */
export async function unreadOf(page: Page): Promise<number | null> {
  const tree = await bell(page)
    .ariaSnapshot({ timeout: 1_000 })
    .catch(() => '');
  const name = /^- link "消息中心(?:（(\d+) 条未读）)?"/.exec(tree);
  return name ? Number(name[1] ?? 0) : null;
}
