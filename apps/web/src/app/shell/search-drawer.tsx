import CloseIcon from '@mui/icons-material/Close';
import type { StockListItem } from '@sahm/contracts/stocks';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const StockSearchAutocomplete = lazy(async () => ({
  default: (await import('../../features/stocks/components/stock-search-autocomplete.tsx')).StockSearchAutocomplete,
}));

type SearchDrawerProps = { open: boolean; onClose: () => void; onSelect: (stock: StockListItem) => void };

/** Phones: the stock search as a top drawer. */
export function SearchDrawer({ open, onClose, onSelect }: SearchDrawerProps) {
  const { t } = useTranslation('shell');
  return (
    <Drawer anchor="top" open={open} onClose={onClose}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5 }}>
        <Box sx={{ flex: 1, minHeight: 40 }}>
          <Suspense fallback={null}>
            <StockSearchAutocomplete onSelect={onSelect} autoFocus />
          </Suspense>
        </Box>
        <IconButton aria-label={t('search.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
    </Drawer>
  );
}
