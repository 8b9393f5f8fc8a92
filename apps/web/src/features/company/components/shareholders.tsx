import type { ShareholderRecord } from '@sahm/contracts/company';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { ViewToggle } from '../../../shared/ui/view-toggle.tsx';
import { useShareholders } from '../api/get-shareholders.ts';
import { usePaging } from '../hooks/use-paging.ts';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { Dash, NumberText, PercentText } from './figures.tsx';
import { PagedTable, type Column } from './paged-table.tsx';

type View = 'current' | 'historical';

/** The shareholders tab: the current major holders, or the history of changes in their holdings. */
export function Shareholders({ stock }: { stock: { guid: string; short_name: string } }) {
  const { t } = useTranslation('company');
  const [view, setView] = useState<View>('current');
  const paging = usePaging();
  const current = view === 'current';
  const query = useShareholders(stock.guid, current, paging.params);

  const owner: Column<ShareholderRecord> = { id: 'owner', label: t('shareholders.columns.owner'), render: (row) => row.shareholder.name };
  const notes: Column<ShareholderRecord> = {
    id: 'notes',
    label: t('shareholders.columns.notes'),
    render: (row) => row.comment ?? <Dash />,
  };
  const columns: Column<ShareholderRecord>[] = current
    ? [
        owner,
        { id: 'type', label: t('shareholders.columns.type'), render: (row) => t(`shareholders.types.${row.shareholder.type}`) },
        {
          id: 'shares',
          label: t('shareholders.columns.shares'),
          numeric: true,
          render: (row) => <NumberText value={row.number_of_shares} />,
        },
        {
          id: 'percent',
          label: t('shareholders.columns.percent'),
          numeric: true,
          render: (row) => <PercentText value={row.current_percentage} />,
        },
        notes,
      ]
    : [
        owner,
        {
          id: 'previous',
          label: t('shareholders.columns.previousPercent'),
          numeric: true,
          render: (row) => <PercentText value={row.prev_percentage} />,
        },
        {
          id: 'current',
          label: t('shareholders.columns.currentPercent'),
          numeric: true,
          render: (row) => <PercentText value={row.current_percentage} />,
        },
        {
          id: 'change',
          label: t('shareholders.columns.change'),
          numeric: true,
          render: (row) => <ChangeText value={row.change_percentage} kind="ratio" fine />,
        },
        notes,
      ];

  return (
    <SectionPanel
      id="shareholders"
      title={t('shareholders.title')}
      flush
      actions={
        <ViewToggle
          value={view}
          label={t('shareholders.view')}
          onChange={(next) => {
            setView(next);
            paging.reset();
          }}
          options={[
            { value: 'current', label: t('shareholders.current'), icon: null },
            { value: 'historical', label: t('shareholders.historical'), icon: null },
          ]}
        />
      }
    >
      <PagedTable
        label={t(current ? 'shareholders.tableLabel' : 'shareholders.historyLabel', { name: stock.short_name })}
        columns={columns}
        query={query}
        rowKey={(row) => row.guid}
        paging={paging}
        empty={{ title: t(current ? 'shareholders.empty' : 'shareholders.historyEmpty') }}
      />
    </SectionPanel>
  );
}
