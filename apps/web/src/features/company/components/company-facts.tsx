import type { StockProfile } from '@sahm/contracts/company';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { KeyValueGrid } from '../../../shared/ui/key-value-grid.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { Dash, NumberText, SarText } from './figures.tsx';

const pad = (n: number) => String(n).padStart(2, '0');

/** The stock file and the additional information: capital, shares and values; dates, auditors, ISIN, staff. */
export function CompanyFacts({ profile }: { profile: StockProfile | undefined }) {
  const { t } = useTranslation('company');
  const locale = useLocale();
  const value = (content: (profile: StockProfile) => ReactNode) => (profile ? content(profile) : <Skeleton variant="text" width="60%" />);
  const date = (day: string | null) => (day ? <DateText value={day} /> : <Dash />);

  return (
    <>
      <SectionPanel id="stock-file" title={t('profile.stockFile')}>
        <KeyValueGrid
          columns={{ xs: 2, md: 2 }}
          items={[
            {
              id: 'contributedCapital',
              label: t('profile.contributedCapital'),
              value: value((p) => <SarText value={p.contributed_capital} compact />),
            },
            {
              id: 'registeredCapital',
              label: t('profile.registeredCapital'),
              value: value((p) => <SarText value={p.registered_capital} compact />),
            },
            { id: 'shares', label: t('profile.shares'), value: value((p) => <NumberText value={p.shares} />) },
            { id: 'paidValue', label: t('profile.paidValue'), value: value((p) => <SarText value={p.paid_value} />) },
            { id: 'nominalValue', label: t('profile.nominalValue'), value: value((p) => <SarText value={p.nominal_value} />) },
            { id: 'updatedAt', label: t('profile.updatedAt'), value: value((p) => <DateText value={p.updated_at} />) },
          ]}
        />
      </SectionPanel>
      <SectionPanel id="additional-info" title={t('profile.additional')}>
        <KeyValueGrid
          columns={{ xs: 2, md: 2 }}
          items={[
            { id: 'establishmentDate', label: t('profile.establishmentDate'), value: value((p) => date(p.establishment_date)) },
            {
              id: 'financialYearEnd',
              label: t('profile.financialYearEnd'),
              // A leap year, so that 29 February is a day it can name.
              value: value(({ end_financial_year_date: end }) => formatDate(`2000-${pad(end.month)}-${pad(end.day)}`, locale, 'dayMonth')),
            },
            { id: 'listingDate', label: t('profile.listingDate'), value: value((p) => date(p.listing_date)) },
            {
              id: 'auditors',
              label: t('profile.auditors'),
              value: value((p) => (p.auditors.length ? p.auditors.join(locale === 'ar' ? '، ' : ', ') : <Dash />)),
            },
            { id: 'isin', label: t('profile.isin'), value: value((p) => <Ltr>{p.international_code}</Ltr>) },
            { id: 'employees', label: t('profile.employees'), value: value((p) => <NumberText value={p.employees_count} />) },
          ]}
        />
      </SectionPanel>
    </>
  );
}
