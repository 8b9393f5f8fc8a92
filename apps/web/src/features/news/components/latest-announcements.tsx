import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAnnouncements } from '../api/get-announcements.ts';
import type { NewsScope } from '../filters.ts';
import { AnnouncementList } from './announcement-list.tsx';

type LatestAnnouncementsProps = {
  title: string;
  count: number;
  scope?: NewsScope;
  /** Leaves one announcement out (the one being read). */
  except?: string;
  compact?: boolean;
  moreHref?: string;
  headingLevel?: 'h2' | 'h3';
};

/** The newest few announcements with a title and a link to the rest (the detail's side list, the home panel). */
export function LatestAnnouncements({
  title,
  count,
  scope = {},
  except,
  compact,
  moreHref,
  headingLevel = 'h2',
}: LatestAnnouncementsProps) {
  const { t } = useTranslation('news');
  // One more than shown, so that leaving out the one being read still fills the list.
  const query = useAnnouncements({
    page: 1,
    size: except ? count + 1 : count,
    ...(scope.stock ? { stock_guid: scope.stock } : {}),
    ...(scope.category ? { category: scope.category } : {}),
  });
  const shown = query.data && {
    ...query,
    data: { ...query.data, items: query.data.items.filter((item) => item.guid !== except).slice(0, count) },
  };
  return (
    <Box component="section" aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {moreHref && (
          <Link component={RouterLink} to={moreHref} variant="body2" underline="hover">
            {t('panel.more')}
          </Link>
        )}
      </Box>
      <AnnouncementList query={shown || query} skeletons={count} compact={compact} empty={{ title: t('list.empty') }} />
    </Box>
  );
}
