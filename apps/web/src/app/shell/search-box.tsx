import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import type { StockListItem } from '@sahm/contracts/stocks';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StockSearchAutocomplete } from '../../features/stocks/components/stock-search-autocomplete.tsx';
import { paths } from '../paths.ts';

/** Inline in the top bar from md up; on phones a button that opens the search as a top drawer. */
export function SearchBox() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);

  // The stock page comes later; for now a choice opens its market's list filtered to it.
  const onSelect = (stock: StockListItem) => {
    setDrawerOpen(false);
    void navigate(paths.market.href(stock.market.guid, { search: stock.symbol_code }));
  };

  return (
    <>
      <Box sx={{ display: { xs: 'none', md: 'block' }, width: { md: 220, lg: 260, xl: 320 }, flexShrink: 1 }}>
        <StockSearchAutocomplete onSelect={onSelect} />
      </Box>
      <IconButton sx={{ display: { md: 'none' } }} aria-label={t('search.open')} onClick={() => setDrawerOpen(true)}>
        <SearchIcon />
      </IconButton>
      <Drawer anchor="top" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5 }}>
          <Box sx={{ flex: 1 }}>
            <StockSearchAutocomplete onSelect={onSelect} autoFocus />
          </Box>
          <IconButton aria-label={t('search.close')} onClick={() => setDrawerOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
      </Drawer>
    </>
  );
}
