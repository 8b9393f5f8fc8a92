import SearchIcon from '@mui/icons-material/Search';
import type { StockListItem } from '@sahm/contracts/stocks';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../paths.ts';

// Material UI's Autocomplete is a large component: fetched and drawn only where the search is on
// screen (the top bar from md up, the drawer once opened), not on a phone's first paint.
const StockSearchAutocomplete = lazy(async () => ({
  default: (await import('../../features/stocks/components/stock-search-autocomplete.tsx')).StockSearchAutocomplete,
}));
// The phone's search drawer (Drawer, Modal, transitions) likewise comes when first opened, and stays
// mounted afterwards for its closing transition.
const SearchDrawer = lazy(async () => ({ default: (await import('./search-drawer.tsx')).SearchDrawer }));

/** Inline in the top bar from md up; on phones a button that opens the search as a top drawer. */
export function SearchBox() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const inline = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });

  // The stock page comes later; for now a choice opens its market's list filtered to it.
  const onSelect = (stock: StockListItem) => {
    setDrawerOpen(false);
    void navigate(paths.market.href(stock.market.guid, { search: stock.symbol_code }));
  };

  return (
    <>
      {inline && (
        <Box sx={{ width: { md: 220, lg: 260, xl: 320 }, minHeight: 40, flexShrink: 1 }}>
          <Suspense fallback={null}>
            <StockSearchAutocomplete onSelect={onSelect} />
          </Suspense>
        </Box>
      )}
      <IconButton
        sx={{ display: { md: 'none' } }}
        aria-label={t('search.open')}
        onClick={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
      >
        <SearchIcon />
      </IconButton>
      {drawerUsed && (
        <Suspense fallback={null}>
          <SearchDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onSelect={onSelect} />
        </Suspense>
      )}
    </>
  );
}
