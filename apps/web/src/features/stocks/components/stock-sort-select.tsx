import SwapVertIcon from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { StockOrderField } from '@sahm/contracts/stocks';
import { useTranslation } from 'react-i18next';
import { stockColumns } from '../columns.ts';
import { orderByOf, sortOf, type OrderBy } from '../sorting.ts';

type StockSortSelectProps = { orderBy: OrderBy | undefined; onOrderByChange: (orderBy: OrderBy | undefined) => void };

/** Phones have no column headers to click: the same `order_by` through a select and a direction button. */
export function StockSortSelect({ orderBy, onOrderByChange }: StockSortSelectProps) {
  const { t } = useTranslation('stocks');
  const sort = sortOf(orderBy);

  const onFieldChange = (field: string) => {
    const column = stockColumns.find((candidate) => candidate.field === field);
    onOrderByChange(column ? orderByOf(column.field, column.firstDirection) : undefined);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: '1 1 180px', minWidth: 0 }}>
      <TextField
        select
        size="small"
        label={t('sort.label')}
        value={sort?.field ?? ''}
        onChange={(event) => onFieldChange(event.target.value)}
        sx={{ flex: 1, minWidth: 0 }}
      >
        <MenuItem value="">{t('sort.none')}</MenuItem>
        {stockColumns.map((column) => (
          <MenuItem key={column.id} value={column.field satisfies StockOrderField}>
            {t(`columns.${column.id}`)}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={t('sort.toggleDirection')}>
        <span>
          <IconButton
            aria-label={`${t('sort.toggleDirection')}: ${sort ? t(sort.direction === 'asc' ? 'sort.ascending' : 'sort.descending') : ''}`}
            disabled={!sort}
            onClick={() => sort && onOrderByChange(orderByOf(sort.field, sort.direction === 'asc' ? 'desc' : 'asc'))}
          >
            <SwapVertIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
