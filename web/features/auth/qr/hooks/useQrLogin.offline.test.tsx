// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { MSG } from '@shared/messages';
import type { QrState } from '../qr-machine';
import { useQrLogin } from './useQrLogin';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// The QR calls' module is loaded after the page (api/qr-calls.ts); here it cannot be (the line dropped, a deploy
// replaced the chunk), as a browser's import() fails.
vi.mock('../api/qr-calls', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

let latest: QrState;
function Probe() {
  [latest] = useQrLogin();
  return null;
}

it('says the network failed, in place of the code, when the QR calls cannot be loaded', async () => {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Probe />));
  await vi.waitFor(() => expect(latest.phase).toBe('failed'));
  expect(latest).toMatchObject({ phase: 'failed', error: MSG.networkError, code: null });
  expect(fetchMock).not.toHaveBeenCalled();
  act(() => root.unmount());
  vi.unstubAllGlobals();
});

it('its 重新获取 then loads the page afresh, since the browser may keep the failed load', async () => {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  const reload = vi.fn();
  const location = window.location;
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...location, reload } as unknown as Location);
  let refresh!: () => void;
  function WithRefresh() {
    [latest, refresh] = useQrLogin();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<WithRefresh />));
  await vi.waitFor(() => expect(latest.phase).toBe('failed'));
  act(() => refresh());
  expect(reload).toHaveBeenCalledTimes(1);
  expect(latest.phase).toBe('failed');
  expect(fetchMock).not.toHaveBeenCalled();
  act(() => root.unmount());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
