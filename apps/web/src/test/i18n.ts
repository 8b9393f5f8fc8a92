import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

// Tests load every namespace of both languages up front, synchronously.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, content] of Object.entries(files)) {
  const match = /locales\/(\w+)\/(\w+)\.json$/.exec(path);
  if (!match) continue;
  const [, language = '', namespace = ''] = match;
  (resources[language] ??= {})[namespace] = content;
}

export async function initTestI18n(language: 'ar' | 'en' = 'ar'): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      resources,
      fallbackLng: false,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    });
  } else if (i18next.language !== language) {
    await i18next.changeLanguage(language);
  }
}
