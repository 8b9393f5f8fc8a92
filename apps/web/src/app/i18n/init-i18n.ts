import type { Locale } from '@sahm/contracts/common';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNamespace, initialNamespaces } from './namespaces.ts';
import { pseudoLocale, pseudoLocaleEnabled } from './pseudo-locale.ts';

// One chunk per language and namespace; only the active language's files are ever fetched.
const loaders = import.meta.glob<ResourceKey>('../../locales/*/*.json', { import: 'default' });

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export async function initI18n(locale: Locale): Promise<void> {
  const pseudo = pseudoLocaleEnabled();
  if (pseudo) i18next.use(pseudoLocale);
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      postProcess: pseudo ? ['pseudo'] : false,
      lng: locale,
      supportedLngs: ['ar', 'en'],
      // Both languages are complete (checked by a test); falling back would load a second language.
      fallbackLng: false,
      load: 'currentOnly',
      ns: [...initialNamespaces],
      defaultNS: defaultNamespace,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}
