import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import '@fontsource/ibm-plex-sans/400.css';
import '@fontsource/ibm-plex-sans/500.css';
import '@fontsource/ibm-plex-sans/600.css';
import '@fontsource/ibm-plex-sans/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from './app/i18n/init-i18n.ts';
import { AppProvider } from './app/provider.tsx';
import { paths } from './app/paths.ts';
import { createRouter } from './app/router.tsx';
import { installSession } from './shared/auth/api-auth.ts';
import { applyDocumentLocale, readStoredLocale } from './shared/i18n/locale.ts';

const locale = readStoredLocale();
applyDocumentLocale(locale);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createRouter();
installSession({
  navigate: (href) => void router.navigate(href),
  loginHref: paths.login.href,
  verificationHref: () => paths.verificationCode.href('REGISTRATION'),
});

// The shell's strings must be there before the first paint; other namespaces load with their routes.
void initI18n(locale).then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider locale={locale}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
