import type { Locale } from '@sahm/contracts/common';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { directionOf } from '../shared/i18n/locale.ts';
import { FigureStyles } from '../shared/ui/figure-styles.tsx';
import { ColorModeContext, readStoredColorMode, storeColorMode, type ColorMode } from './theme/color-mode.ts';
import { createAppTheme } from './theme/create-app-theme.ts';
import { createEmotionCache } from './theme/emotion-cache.ts';
import { FontFallbackStyles } from './theme/font-fallback.tsx';
import { createQueryClient } from './query-client.ts';
import { Snackbars } from './snackbars.tsx';

type AppProviderProps = {
  /** Fixed for the page's life: switching language reloads the page. */
  locale: Locale;
  children: ReactNode;
  queryClient?: QueryClient;
};

export function AppProvider({ locale, children, queryClient: givenClient }: AppProviderProps) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  const [mode, setMode] = useState<ColorMode>(readStoredColorMode);
  const toggle = useCallback(() => setMode((current) => (current === 'light' ? 'dark' : 'light')), []);
  useEffect(() => storeColorMode(mode), [mode]);
  const colorMode = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  const direction = directionOf(locale);
  const cache = useMemo(() => createEmotionCache(direction), [direction]);
  const theme = useMemo(() => createAppTheme(mode, locale), [mode, locale]);

  return (
    <CacheProvider value={cache}>
      <ColorModeContext value={colorMode}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          <FontFallbackStyles />
          <FigureStyles />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
          <Snackbars />
        </ThemeProvider>
      </ColorModeContext>
    </CacheProvider>
  );
}
