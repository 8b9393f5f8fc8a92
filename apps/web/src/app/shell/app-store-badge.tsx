import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** A generic "get the app" badge of our own (no store's artwork); the store links come with the mobile app. */
export function AppStoreBadge() {
  const { t } = useTranslation(['shell', 'common']);
  // The badge speaks the page's language, so its phone icon and text follow the reading direction.
  const rtl = useTheme().direction === 'rtl';
  const textX = rtl ? 124 : 44;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={t('footer.appStoreBadge')}
      viewBox="0 0 168 52"
      sx={{ width: 168, height: 52, display: 'block' }}
    >
      <rect x="0.5" y="0.5" width="167" height="51" rx="9.5" fill="#111" stroke="#666" />
      <g transform={`translate(${rtl ? 134 : 14} 10)`} fill="none" stroke="#fff" strokeWidth="2">
        <rect x="1" y="1" width="18" height="30" rx="4" />
        <path d="M7 26h6" strokeLinecap="round" />
      </g>
      <text x={textX} y="22" direction={rtl ? 'rtl' : 'ltr'} fontSize="11" fill="#ddd" fontFamily="inherit">
        {t('footer.getTheApp')}
      </text>
      <text x={textX} y="41" direction={rtl ? 'rtl' : 'ltr'} fontSize="17" fontWeight="700" fill="#fff" fontFamily="inherit">
        {t('common:appName')}
      </text>
    </Box>
  );
}
