import type { ComponentType } from 'react';

/**
 * What a signed-in layout under the public shell puts in the header's account area, beside 欢迎您 (the company
 * area's message bell, issue 32): its route `handle`. The component lives in that layout's module, so a public page
 * loads none of it; the shell only looks it up.
 */
export type AccountSlotHandle = { accountSlot: ComponentType };

/** The deepest matched route's account slot, if any. */
export function accountSlotOf(matches: readonly { handle?: unknown }[]): ComponentType | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (typeof handle === 'object' && handle !== null && 'accountSlot' in handle && typeof handle.accountSlot === 'function') {
      return handle.accountSlot as ComponentType;
    }
  }
  return undefined;
}
