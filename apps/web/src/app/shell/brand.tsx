import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../paths.ts';

/** Our own mark: a rising line in a rounded square (not any exchange's or regulator's logo). */
function BrandMark() {
  return (
    <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 32, height: 32, flexShrink: 0, color: 'primary.main' }}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      {/* A chart line reads left to right in every language, so it is not mirrored. */}
      <path d="M7 22l6-6 4 4 8-9M20 11h5v5" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </Box>
  );
}

export function Brand() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Box
      component={RouterLink}
      to={paths.dashboard.href()}
      aria-label={t('homeLink')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', flexShrink: 0 }}
    >
      <BrandMark />
      <Box component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', lineHeight: 1 }}>
        {t('common:appName')}
      </Box>
    </Box>
  );
}
