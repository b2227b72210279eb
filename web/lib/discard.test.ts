import { describe, expect, it, vi } from 'vitest';
import { guardedClose } from './discard';

describe('guardedClose', () => {
  it('closes at once when the form has no changes, or says nothing', () => {
    const ask = vi.fn();
    const close = vi.fn();
    guardedClose(() => false, ask, close);
    guardedClose(null, ask, close);
    expect(close).toHaveBeenCalledTimes(2);
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks first when the form has changes, and closes only on 放弃修改', () => {
    const close = vi.fn();
    let discard: (() => void) | undefined;
    guardedClose(
      () => true,
      (onDiscard) => (discard = onDiscard),
      close,
    );
    expect(close).not.toHaveBeenCalled();
    discard?.();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('reads the form when the person closes, not before', () => {
    let changed = false;
    const isDirty = () => changed;
    const ask = vi.fn();
    const close = vi.fn();
    changed = true;
    guardedClose(isDirty, ask, close);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
  });
});
