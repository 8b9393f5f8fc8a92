import { createContext, useContext } from 'react';

export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_STORAGE_KEY = 'theme';

export function readStoredColorMode(): ColorMode {
  try {
    return window.localStorage.getItem(COLOR_MODE_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function storeColorMode(mode: ColorMode): void {
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // The choice then lasts for this page only.
  }
}

export type ColorModeState = { mode: ColorMode; toggle: () => void };

export const ColorModeContext = createContext<ColorModeState>({ mode: 'light', toggle: () => {} });

export function useColorMode(): ColorModeState {
  return useContext(ColorModeContext);
}
