import type { CapitalChange } from '@sahm/contracts/company';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { useCapitalChanges } from '../api/get-capital-changes.ts';
import { usePaging } from '../hooks/use-paging.ts';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { SarText } from './figures.tsx';
import { PagedTable, type Column } from './paged-table.tsx';

/** Rights issues, bonus shares, reductions and splits, newest first, with the share count before and after. */
export function CapitalChangesSection({ stock }: { stock: { guid: string; short_name: string } }) {
  const { t } = useTranslation('company');
  const locale = useLocale();
  const paging = usePaging();
  const query = useCapitalChanges(stock.guid, paging.params);
  const columns: Column<CapitalChange>[] = [
    { id: 'type', label: t('capital.columns.type'), render: (row) => t(`capital.types.${row.type}`) },
    { id: 'announced', label: t('capital.columns.announcementDate'), render: (row) => <DateText value={row.announcement_date} /> },
    { id: 'effective', label: t('capital.columns.effectiveDate'), render: (row) => <DateText value={row.effective_date} /> },
    {
      id: 'shares',
      label: t('capital.columns.shares'),
      numeric: true,
      // In words ("from … to …"), so the order reads right in both directions without an arrow to mirror.
      render: (row) => (
        <bdi>
          {t('capital.sharesChange', { before: formatNumber(row.shares_before, locale), after: formatNumber(row.shares_after, locale) })}
        </bdi>
      ),
    },
    { id: 'offerPrice', label: t('capital.columns.offerPrice'), numeric: true, render: (row) => <SarText value={row.offer_price} /> },
  ];
  return (
    <SectionPanel id="capital-changes" title={t('capital.title')} flush>
      <PagedTable
        label={t('capital.tableLabel', { name: stock.short_name })}
        columns={columns}
        query={query}
        rowKey={(row) => row.guid}
        paging={paging}
        empty={{ title: t('capital.empty') }}
      />
    </SectionPanel>
  );
}
