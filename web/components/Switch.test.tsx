// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

describe('Switch (antd’s, in plain markup)', () => {
  it('is a button with role switch that says its state, asks for the other, and ignores presses while saving', async () => {
    const onChange = vi.fn();
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    await act(async () => root.render(<Switch checked onChange={onChange} aria-label="短信通知" />));
    const button = host.querySelector('button')!;
    expect(button.getAttribute('role')).toBe('switch');
    expect(button.getAttribute('aria-checked')).toBe('true');
    expect(button.getAttribute('type')).toBe('button');
    button.click();
    expect(onChange).toHaveBeenCalledWith(false);
    await act(async () => root.render(<Switch checked={false} loading onChange={onChange} aria-label="短信通知" />));
    host.querySelector('button')!.click();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(host.querySelector('button')!.getAttribute('aria-busy')).toBe('true');
    await act(async () => root.unmount());
    host.remove();
  });
});
