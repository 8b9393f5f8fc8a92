import type { StockProfile } from '@sahm/contracts/company';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyValueGrid } from '../../../shared/ui/key-value-grid.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { emailHref, hasInventedContacts, phoneHref, websiteHref } from '../contact-links.ts';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { Dash } from './figures.tsx';

/** A contact as a link when it reaches someone, as plain text otherwise (a demo profile's example domain). */
function Contact({ value, href, external = false }: { value: string | null; href: (value: string) => string | null; external?: boolean }) {
  if (!value) return <Dash />;
  const target = href(value);
  const text = <Ltr>{value}</Ltr>;
  if (!target) return text;
  return (
    <Link href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} sx={{ overflowWrap: 'anywhere' }}>
      {text}
    </Link>
  );
}

export function CompanyContacts({ profile }: { profile: StockProfile | undefined }) {
  const { t } = useTranslation('company');
  const value = (content: (profile: StockProfile) => ReactNode) => (profile ? content(profile) : <Skeleton variant="text" width="70%" />);
  return (
    <SectionPanel id="company-contacts" title={t('profile.contacts')}>
      <KeyValueGrid
        columns={{ xs: 1, md: 2 }}
        items={[
          {
            id: 'website',
            label: t('profile.website'),
            value: value((p) => <Contact value={p.company_website} href={websiteHref} external />),
          },
          { id: 'email', label: t('profile.email'), value: value((p) => <Contact value={p.company_email} href={emailHref} />) },
          {
            id: 'phone',
            label: t('profile.phone'),
            value: value((p) => <Contact value={p.company_phone} href={hasInventedContacts(p) ? () => null : phoneHref} />),
          },
          { id: 'address', label: t('profile.address'), value: value((p) => p.company_address ?? <Dash />) },
        ]}
      />
    </SectionPanel>
  );
}
