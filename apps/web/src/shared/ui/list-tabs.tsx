import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ListTab } from '../hooks/use-list-params.ts';
import { TabStrip } from './tab-strip.tsx';

type ListTabsProps = {
  label: string;
  tab: ListTab;
  allLabel: string;
  favoritesLabel: string;
  favoritesDisabled?: boolean;
  /** Why the favourites tab is disabled. */
  favoritesHint?: string;
  onChange: (tab: ListTab) => void;
};

/** The All and Favorites tabs above a stocks or funds list. */
export function ListTabs({ label, tab, allLabel, favoritesLabel, favoritesDisabled, favoritesHint, onChange }: ListTabsProps) {
  return (
    <Box
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        px: { xs: 0.5, md: 1 },
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        columnGap: 2,
      }}
    >
      <TabStrip
        value={tab}
        onChange={onChange}
        label={label}
        tabs={[
          { value: 'all', label: allLabel },
          { value: 'favorites', label: favoritesLabel, disabled: favoritesDisabled },
        ]}
      />
      {favoritesDisabled && favoritesHint && (
        <Typography variant="caption" color="textSecondary" sx={{ px: 1 }}>
          {favoritesHint}
        </Typography>
      )}
    </Box>
  );
}
