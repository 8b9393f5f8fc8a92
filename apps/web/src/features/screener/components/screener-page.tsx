import type { ScreenerField } from '@sahm/contracts/screener';
import AddIcon from '@mui/icons-material/Add';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ExportMenu } from '../../../shared/ui/export-menu.tsx';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { useScreenerFields } from '../api/get-fields.ts';
import { useKnownStocks } from '../api/get-stocks.ts';
import { useScreen } from '../api/run-screen.ts';
import {
  addRow,
  emptyRow,
  fromQuery,
  isBlank,
  isComplete,
  removeRow,
  shownColumns,
  takenFields,
  toQuery,
  type FieldKinds,
  type FilterRow,
} from '../filter-rows.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { FilterRowFields } from './filter-row-fields.tsx';
import { ResultsSkeleton, ResultsTable } from './results-table.tsx';
import type { SectorChoice } from './sector-picker.tsx';
import type { PickedStock } from '../api/get-stocks.ts';

export type ScreenerPageProps = {
  /** The address's query: the submitted screen, if any. */
  search: URLSearchParams;
  /** Writes a screen to the address (an empty query clears it). */
  onSearchChange: (search: URLSearchParams) => void;
  markets: readonly { guid: string; name: string }[];
  sectors: readonly SectorChoice[];
  stockHref: (guid: string) => string;
  /** The member's plan lacks CAN_CUSTOMIZE_FILTERS: submitting opens the upgrade dialog. */
  locked: boolean;
  onUpgradeRequired: () => void;
};

/** The screener (spec §2, §4, §5): filter rows, submit and clear, and the results with their columns. */
export function ScreenerPage(props: ScreenerPageProps) {
  const fields = useScreenerFields();
  if (!fields.data) {
    return (
      <Box data-testid="screener-loading" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={280} />
      </Box>
    );
  }
  return <ScreenerForm {...props} fields={fields.data.fields} defaults={fields.data.default_columns} max={fields.data.max_filters} />;
}

type FormProps = ScreenerPageProps & { fields: readonly ScreenerField[]; defaults: readonly string[]; max: number };

function ScreenerForm({
  search,
  onSearchChange,
  markets,
  sectors,
  stockHref,
  locked,
  onUpgradeRequired,
  fields,
  defaults,
  max,
}: FormProps) {
  const { t } = useTranslation('screener');
  const kinds: FieldKinds = useMemo(() => new Map(fields.map((f) => [f.key, f])), [fields]);
  const restored = useMemo(() => fromQuery(search, kinds), [search, kinds]);
  const [rows, setRows] = useState<FilterRow[]>(restored.rows);
  const [columns, setColumns] = useState<string[]>(restored.columns);
  const [error, setError] = useState<'fillAll' | null>(null);
  const [picked, setPicked] = useState<ReadonlyMap<string, PickedStock>>(new Map());
  // The address moved under the form (back, forward, a shared link): the rows follow what it holds.
  const searchText = search.toString();
  const [syncedSearch, setSyncedSearch] = useState(searchText);
  if (syncedSearch !== searchText) {
    setSyncedSearch(searchText);
    setRows(restored.rows);
    setColumns(restored.columns);
    setError(null);
  }
  const restoredStocks = rows.flatMap((r) => (kinds.get(r.field ?? '')?.kind === 'stocks' ? r.values : []));
  const knownStocks = useKnownStocks(restoredStocks, picked);

  const submitted = restored.submitted && !locked ? search : null;
  const screen = useScreen(submitted);
  const forbidden = screen.error instanceof ApiError && screen.error.status === 403;
  // The plan may have changed under the page: the server's 403 opens the upgrade dialog too.
  useEffect(() => {
    if (forbidden) onUpgradeRequired();
  }, [forbidden, onUpgradeRequired]);

  const update = (next: FilterRow[]) => {
    setRows(next);
    setError(null);
  };
  const run = () => {
    if (locked) return onUpgradeRequired();
    if (rows.some((r) => !isComplete(r, kinds))) return setError('fillAll');
    // The fields filtered by join the columns, so the chooser starts from what the table shows.
    const shown = shownColumns(columns, rows, kinds);
    setColumns(shown);
    onSearchChange(toQuery(rows, kinds, shown));
  };
  const clear = () => {
    update([emptyRow()]);
    setColumns([...defaults]);
    onSearchChange(new URLSearchParams());
  };
  const applyColumns = (next: string[]) => {
    setColumns(next);
    if (submitted) onSearchChange(toQuery(fromQuery(search, kinds).rows, kinds, next));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SectionPanel id="screener-filters" title={t('filters.title')}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            run();
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2.5, md: 1.5 } }}
        >
          {rows.map((row, index) => (
            <FilterRowFields
              key={row.id}
              index={index}
              row={row}
              taken={takenFields(rows, row.id)}
              complete={isComplete(row, kinds)}
              showErrors={error !== null && !isBlank(row)}
              choices={{ fields, markets, sectors, knownStocks, onStocksPicked: (s) => setPicked((m) => withStocks(m, s)) }}
              onChange={(next) => update(rows.map((r) => (r.id === row.id ? next : r)))}
              {...(index > 0 ? { onRemove: () => update(removeRow(rows, row.id)) } : {})}
            />
          ))}
          {error && (
            <Alert severity="error" role="alert" data-testid="screener-error">
              {t(`filters.${error}`)}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Button
              startIcon={<AddIcon />}
              disabled={rows.length >= max}
              onClick={() => {
                const outcome = addRow(rows, kinds);
                setRows(outcome.rows);
                setError(outcome.error);
              }}
            >
              {t('filters.add')}
            </Button>
            {rows.length >= max && (
              <Typography variant="caption" color="textSecondary">
                {t('filters.maxReached', { max })}
              </Typography>
            )}
            <Box sx={{ flex: 1 }} />
            <Button onClick={clear}>{t('filters.clear')}</Button>
            <Button type="submit" variant="contained" startIcon={<FilterAltOutlinedIcon />} data-testid="screener-submit">
              {t('filters.submit')}
            </Button>
          </Box>
        </Box>
      </SectionPanel>

      <SectionPanel
        id="screener-results"
        title={t('results.title')}
        flush
        actions={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            {screen.data && submitted && (
              <Typography variant="body2" color="textSecondary" role="status">
                {t('results.count', { count: screen.data.result.length })}
              </Typography>
            )}
            <ColumnChooser fields={fields} columns={columns} defaults={defaults} onApply={applyColumns} />
            {screen.data && submitted && (
              <ExportMenu path="/screener/stocks/export/" query={submitted} fileName="sahm-screener" testId="export-screener" />
            )}
          </Box>
        }
      >
        <Results
          submitted={submitted !== null}
          screen={screen}
          fields={kinds as ReadonlyMap<string, ScreenerField>}
          columns={columns.length}
          stockHref={stockHref}
        />
      </SectionPanel>
    </Box>
  );
}

function Results({
  submitted,
  screen,
  fields,
  columns,
  stockHref,
}: {
  submitted: boolean;
  screen: ReturnType<typeof useScreen>;
  fields: ReadonlyMap<string, ScreenerField>;
  columns: number;
  stockHref: (guid: string) => string;
}) {
  const { t } = useTranslation('screener');
  if (!submitted)
    return <EmptyState icon={<FilterAltOutlinedIcon />} title={t('results.noneYet')} description={t('results.noneYetHint')} />;
  if (screen.isPending) return <ResultsSkeleton columns={columns} />;
  // A failed screen leaves the results empty (spec §8); the error itself was reported as a toast.
  const data = screen.data ?? { result: [], units: {} };
  if (!data.result.length)
    return <EmptyState icon={<SearchOffOutlinedIcon />} title={t('results.empty')} description={t('results.emptyHint')} />;
  return <ResultsTable data={data} fields={fields} stockHref={stockHref} />;
}

const withStocks = (known: ReadonlyMap<string, PickedStock>, stocks: readonly PickedStock[]) =>
  new Map([...known, ...stocks.map((s) => [s.guid, s] as const)]);
