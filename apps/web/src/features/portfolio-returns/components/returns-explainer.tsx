import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';

/** What each return measures and why they differ: the question every tracker's users ask. */
export function ReturnsExplainer() {
  const { t } = useTranslation('portfolios');
  const paragraphs = ['twr', 'mwr', 'differ', 'example', 'dividends'] as const;
  return (
    <SectionPanel id="returns-explained" title={t('returns.explain.title')}>
      {paragraphs.map((key) => (
        <Typography key={key} variant="body2" sx={{ mb: 1.25, '&:last-child': { mb: 0 } }}>
          {t(`returns.explain.${key}`)}
        </Typography>
      ))}
    </SectionPanel>
  );
}
