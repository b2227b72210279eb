import { describe, expect, it } from 'vitest';
import { accountSlotOf } from './account-slot';

const Bell = () => null;
const Other = () => null;

describe('the header account slot a layout offers', () => {
  it('is the deepest matched route’s, and none on a page whose routes offer none', () => {
    expect(accountSlotOf([{ handle: undefined }, { handle: { accountSlot: Bell } }, { handle: {} }])).toBe(Bell);
    expect(accountSlotOf([{ handle: { accountSlot: Other } }, { handle: { accountSlot: Bell } }])).toBe(Bell);
    expect(accountSlotOf([{}, { handle: null }, { handle: { accountSlot: 'x' } }])).toBeUndefined();
    expect(accountSlotOf([])).toBeUndefined();
  });
});
