import { createContext, useContext } from 'react';
import { displayCookie, type DisplayMode } from '@shared/display-mode';

/**
 * The page's display mode (标准 / 适老化) and the switch's way to change it in place. root.tsx holds the state
 * (first from the root loader, which reads the `display` cookie) and puts it on <html data-display>; antd's
 * providers and the back office's theme read it here.
 */
export type DisplayModeState = { mode: DisplayMode; setMode: (mode: DisplayMode) => void };

export const DisplayModeContext = createContext<DisplayModeState>({ mode: 'standard', setMode: () => {} });

export function useDisplayMode(): DisplayModeState {
  return useContext(DisplayModeContext);
}

/** In the browser: remember the choice as the server route would (the same cookie, a year, or cleared). */
export function rememberDisplayMode(mode: DisplayMode): void {
  document.cookie = displayCookie(mode, window.location.protocol === 'https:');
}
