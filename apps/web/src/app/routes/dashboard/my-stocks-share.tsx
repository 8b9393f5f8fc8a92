import ShareIcon from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortfolios } from '../../../features/portfolios/api/get-portfolios.ts';
import { useActivePortfolio } from '../../../features/portfolios/hooks/use-active-portfolio.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { paths } from '../../paths.ts';

// The dialog comes with its first opening, not with the portfolio's first paint.
const ShareDialog = lazy(async () => ({
  default: (await import('../../../features/portfolio-share/components/share-dialog.tsx')).ShareDialog,
}));

/** The active portfolio's "Share" button and its read-only link dialog; disabled in its place while the portfolios load. */
export function SharePortfolioButton() {
  const { t } = useTranslation('share');
  const locale = useLocale();
  const portfolios = usePortfolios();
  const { active } = useActivePortfolio(portfolios.data);
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  if (!active && !portfolios.isPending) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ShareIcon />}
        disabled={!active}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('open')}
      </Button>
      {opened && active && (
        <Suspense fallback={null}>
          <ShareDialog
            key={active.guid}
            guid={active.guid}
            name={active.name}
            open={open}
            onClose={() => setOpen(false)}
            linkOf={(token) => `${window.location.origin}${paths.sharedPortfolio.href(token, locale)}`}
          />
        </Suspense>
      )}
    </>
  );
}
