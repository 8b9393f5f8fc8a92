import type { BoardRecord } from '@sahm/contracts/company';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { ViewToggle } from '../../../shared/ui/view-toggle.tsx';
import { useBoard } from '../api/get-board.ts';
import type { BoardView } from '../api/query-keys.ts';
import { usePaging } from '../hooks/use-paging.ts';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { NumberText, PercentText } from './figures.tsx';
import { PagedTable, type Column } from './paged-table.tsx';

/** The board of directors, now or every record it has had, with each member's holding. */
export function BoardSection({ stock }: { stock: { guid: string; short_name: string } }) {
  const { t } = useTranslation('company');
  const [view, setView] = useState<BoardView>('current');
  const paging = usePaging();
  const query = useBoard(stock.guid, view, paging.params);
  const columns: Column<BoardRecord>[] = [
    { id: 'name', label: t('board.columns.name'), render: (row) => row.board_member.name },
    { id: 'position', label: t('board.columns.position'), render: (row) => t(`board.positions.${row.position}`) },
    { id: 'shares', label: t('board.columns.shares'), numeric: true, render: (row) => <NumberText value={row.number_of_shares} /> },
    {
      id: 'current',
      label: t('board.columns.currentPercent'),
      numeric: true,
      render: (row) => <PercentText value={row.current_percentage} />,
    },
    {
      id: 'previous',
      label: t('board.columns.previousPercent'),
      numeric: true,
      render: (row) => <PercentText value={row.prev_percentage} />,
    },
    {
      id: 'change',
      label: t('board.columns.change'),
      numeric: true,
      render: (row) => <ChangeText value={row.percentage_change} kind="ratio" fine />,
    },
    { id: 'date', label: t('board.columns.date'), render: (row) => <DateText value={row.date} /> },
  ];

  return (
    <SectionPanel
      id="board"
      title={t('board.title')}
      flush
      actions={
        <ViewToggle
          value={view}
          label={t('board.view')}
          onChange={(next) => {
            setView(next);
            paging.reset();
          }}
          options={[
            { value: 'current', label: t('board.current'), icon: null },
            { value: 'historical', label: t('board.historical'), icon: null },
          ]}
        />
      }
    >
      <PagedTable
        label={t(view === 'current' ? 'board.tableLabel' : 'board.historyLabel', { name: stock.short_name })}
        columns={columns}
        query={query}
        rowKey={(row) => row.guid}
        paging={paging}
        empty={{ title: t('board.empty') }}
        minWidth={760}
      />
    </SectionPanel>
  );
}
