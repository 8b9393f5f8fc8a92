import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** The note's colours in a theme; the app's frame in the first response (build/app-frame.ts) draws it with them too. */
export function demoNoteColours(theme: Theme): { color: string; background: string; border: string } {
  const light = theme.palette.mode === 'light';
  return {
    color: light ? theme.palette.warning.dark : theme.palette.warning.light,
    background: alpha(theme.palette.warning.main, light ? 0.1 : 0.12),
    border: alpha(theme.palette.warning.main, 0.25),
  };
}

/** The figures come from a generated data set; the product says so on every page. */
export function DemoDataBanner() {
  const { t } = useTranslation('common');
  return (
    <Box
      role="note"
      data-testid="demo-data-banner"
      sx={(theme) => {
        const note = demoNoteColours(theme);
        return {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          px: 2,
          py: 0.5,
          fontSize: '0.8125rem',
          textAlign: 'center',
          color: note.color,
          bgcolor: note.background,
          borderBottom: 1,
          borderColor: note.border,
        };
      }}
    >
      <InfoOutlinedIcon sx={{ fontSize: 16, flexShrink: 0 }} aria-hidden />
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {t('demoData.banner')}
      </Box>
      <Box component="span" sx={{ display: { sm: 'none' } }}>
        {t('demoData.bannerShort')}
      </Box>
    </Box>
  );
}
