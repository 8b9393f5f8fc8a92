import type { StockProfile } from '@sahm/contracts/company';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';

function Paragraphs({ text, fallback }: { text: string | undefined; fallback: string }) {
  if (text === undefined)
    return (
      <>
        {[100, 96, 98, 60].map((width, index) => (
          <Skeleton key={index} variant="text" sx={{ width: `${width}%` }} />
        ))}
      </>
    );
  const paragraphs = text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (paragraphs.length === 0)
    return (
      <Typography variant="body2" color="textSecondary">
        {fallback}
      </Typography>
    );
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <Typography key={index} variant="body2" sx={{ lineHeight: 1.8, '& + &': { mt: 1 } }}>
          {paragraph}
        </Typography>
      ))}
    </>
  );
}

/** What the company does and the limits on who may own it, in the reader's language; skeleton lines until they come. */
export function CompanyAbout({ profile }: { profile: StockProfile | undefined }) {
  const { t } = useTranslation('company');
  return (
    <>
      <SectionPanel id="company-about" title={t('profile.about')}>
        <Paragraphs text={profile?.company_information} fallback={t('profile.notPublished')} />
      </SectionPanel>
      <SectionPanel id="company-restrictions" title={t('profile.restrictions')}>
        <Paragraphs text={profile?.company_investment_restrictions} fallback={t('profile.notPublished')} />
      </SectionPanel>
    </>
  );
}
