import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const issuers = {
  // The market regulator's licence, in the footer (spec §2, footer).
  regulator: { key: 'footer.licence', ar: 'مرخّص من هيئة السوق المالية', en: 'Licensed by the Capital Market Authority' },
  // The exchange's market-data licence, in the landing's hero (spec §2, landing).
  exchange: { key: 'footer.licenceExchange', ar: 'مرخّص من تداول السعودية', en: 'Licensed by the Saudi Exchange' },
} as const;

/**
 * A plain badge of our own drawing (no regulator or exchange artwork is copied). It is an image
 * with both languages in it, so it keeps one layout whatever the page direction.
 */
export function LicenceBadge({ by = 'regulator' }: { by?: keyof typeof issuers }) {
  const issuer = issuers[by];
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const ink = theme.palette.text.primary;
  const accent = theme.palette.primary.main;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={t(issuer.key)}
      viewBox="0 0 280 64"
      sx={{ width: 280, maxWidth: '100%', height: 'auto', display: 'block' }}
    >
      <rect x="1" y="1" width="278" height="62" rx="10" fill="none" stroke={theme.palette.divider} strokeWidth="2" />
      <g transform="translate(236 12)">
        <path d="M16 0l16 6v12c0 10-7 17-16 20C7 35 0 28 0 18V6z" fill={accent} />
        <path d="M9 19l5 5 10-11" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <text
        x="122"
        y="28"
        textAnchor="middle"
        direction="rtl"
        fontSize="15"
        fontWeight="700"
        fill={ink}
        fontFamily="'IBM Plex Sans Arabic', sans-serif"
      >
        {issuer.ar}
      </text>
      <text
        x="122"
        y="48"
        textAnchor="middle"
        direction="ltr"
        fontSize="11"
        fill={ink}
        fontFamily="'IBM Plex Sans', 'IBM Plex Sans Arabic', sans-serif"
      >
        {issuer.en}
      </text>
    </Box>
  );
}
