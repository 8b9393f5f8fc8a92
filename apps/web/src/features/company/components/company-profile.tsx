import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { useCompanyProfile } from '../api/get-company-profile.ts';
import { BoardSection } from './board-section.tsx';
import { CapitalChangesSection } from './capital-changes-section.tsx';
import { CompanyAbout } from './company-about.tsx';
import { CompanyContacts } from './company-contacts.tsx';
import { CompanyFacts } from './company-facts.tsx';

/**
 * The company profile tab: about and restrictions beside the contacts, stock file and additional
 * information; then the board and the capital changes, each loading on its own.
 */
export function CompanyProfile({ stock }: { stock: { guid: string; short_name: string } }) {
  const query = useCompanyProfile(stock.guid);
  const profile = query.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      {query.isError && !profile ? (
        <Paper variant="outlined">
          <LoadFailed onRetry={() => void query.refetch()} />
        </Paper>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 1.5, md: 2 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 }, minWidth: 0 }}>
            <CompanyAbout profile={profile} />
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 }, minWidth: 0 }}>
            <CompanyContacts profile={profile} />
            <CompanyFacts profile={profile} />
          </Box>
        </Box>
      )}
      <BoardSection stock={stock} />
      <CapitalChangesSection stock={stock} />
    </Box>
  );
}
