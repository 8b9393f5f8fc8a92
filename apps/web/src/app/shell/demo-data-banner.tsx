import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** The figures come from a generated data set; the product says so on every page. */
export function DemoDataBanner() {
  const { t } = useTranslation('common');
  return (
    <Box
      role="note"
      data-testid="demo-data-banner"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 2,
        py: 0.5,
        fontSize: '0.8125rem',
        textAlign: 'center',
        color: theme.palette.mode === 'light' ? theme.palette.warning.dark : theme.palette.warning.light,
        bgcolor: alpha(theme.palette.warning.main, theme.palette.mode === 'light' ? 0.1 : 0.12),
        borderBottom: 1,
        borderColor: alpha(theme.palette.warning.main, 0.25),
      })}
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
