import Typography from '@mui/material/Typography';
import type { Locale } from '@sahm/contracts/common';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../shared/i18n/use-locale.ts';
import { PublicPage } from '../public-layout.tsx';
import { InfoSections, type InfoSection } from './info-sections.tsx';

/** A text page in the reader's language: its title, an introduction, its sections, and what follows them. */
export function InfoPage({
  titleKey,
  intro,
  sections,
  children,
}: {
  titleKey: 'about.title' | 'privacy.title' | 'help.title';
  intro: Record<Locale, string>;
  sections: Record<Locale, readonly InfoSection[]>;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['landing', 'common']);
  const locale = useLocale();
  return (
    <PublicPage>
      <title>{`${t(titleKey)} | ${t('common:appName')}`}</title>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t(titleKey)}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {intro[locale]}
      </Typography>
      <InfoSections sections={sections[locale]} />
      {children}
    </PublicPage>
  );
}
