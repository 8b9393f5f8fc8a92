import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type DetailHeaderProps = {
  avatar: ReactNode;
  title: ReactNode;
  /** Beside the title: a symbol chip, the favourite star. */
  titleExtras: ReactNode;
  /** Lines under the title (company name, manager, market and sector). */
  subtitle: ReactNode;
  /** The figures on the other side (price, changes). */
  figures: ReactNode;
  tabs: ReactNode;
};

/** The head of a stock or fund page: who it is, its latest figures, and the tab links under them. */
export function DetailHeader({ avatar, title, titleExtras, subtitle, figures, tabs }: DetailHeaderProps) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 1.5, md: 2.5 }, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 3 }, alignItems: 'center' }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0, flex: { xs: '1 1 100%', md: '1 1 auto' } }}>
          {avatar}
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
                {title}
              </Typography>
              {titleExtras}
            </Box>
            {subtitle}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: { xs: 2, md: 4 }, flexWrap: 'wrap', alignItems: 'flex-end' }}>{figures}</Box>
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 0.5, md: 1.5 } }}>{tabs}</Box>
    </Paper>
  );
}

/**
 * One labelled figure of a header; `note` goes under it (the time of the price). With `noteLines`
 * the note's lines are reserved from the first paint and the note wraps inside the figure's width,
 * so a note arriving or changing later moves nothing.
 */
export function HeaderFigure({
  label,
  children,
  note,
  large = false,
  testId,
  noteLines,
}: {
  label: string;
  children: ReactNode;
  note?: ReactNode;
  large?: boolean;
  testId?: string;
  noteLines?: number;
}) {
  return (
    <Box sx={noteLines ? { minWidth: '11rem' } : undefined}>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      <Typography
        component="div"
        data-testid={testId}
        sx={
          large
            ? { fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }
            : { fontWeight: 600, display: 'flex', gap: 1 }
        }
      >
        {children}
      </Typography>
      {noteLines ? (
        <Typography
          variant="caption"
          color="textSecondary"
          component="div"
          sx={{ width: 0, minWidth: '100%', minHeight: `${noteLines * 1.66}em`, lineHeight: 1.66 }}
        >
          {note}
        </Typography>
      ) : (
        note && (
          <Typography variant="caption" color="textSecondary">
            {note}
          </Typography>
        )
      )}
    </Box>
  );
}

/**
 * The header's shape while the page's subject loads: the avatar, name lines, three figures and the
 * tab row at their final sizes, so the page does not move when the header arrives. A stock's
 * header has more: an action beside its name (on a phone, on a row of its own), the market's
 * session under the names, and two lines under the price for the time of the last trade.
 */
export function DetailHeaderSkeleton({ label, subject }: { label: string; subject?: 'stock' }) {
  const stock = subject === 'stock';
  const note = <Skeleton variant="text" sx={{ fontSize: '0.75rem', width: '8rem' }} />;
  // Widths as the real figures take them, so they wrap onto the same rows on a phone.
  const figure = (width: string, large = false) => (
    <Box sx={{ minWidth: large ? '11rem' : '7rem' }}>
      <Skeleton variant="text" sx={{ fontSize: '0.75rem', width: '3.5rem' }} />
      <Skeleton variant="text" sx={{ fontSize: large ? { xs: '1.75rem', md: '2rem' } : '1rem', width }} />
      {large && note}
      {large && stock && <Box sx={{ height: '1.66em', fontSize: '0.75rem' }} />}
    </Box>
  );
  return (
    <DetailHeader
      avatar={<Skeleton variant="rounded" width={56} height={56} sx={{ flexShrink: 0 }} />}
      title={<Skeleton variant="text" aria-label={label} sx={{ width: '9rem' }} />}
      titleExtras={
        stock && (
          <Box sx={{ flexBasis: { xs: '100%', md: 'auto' } }}>
            <Skeleton variant="rounded" sx={{ width: '7.5rem', height: 32 }} />
          </Box>
        )
      }
      subtitle={
        <>
          <Skeleton variant="text" sx={{ fontSize: '0.875rem', width: '12rem' }} />
          <Skeleton variant="text" sx={{ fontSize: '0.75rem', width: '10rem' }} />
          {stock ? (
            <Box sx={{ display: 'flex', alignItems: 'center', minHeight: { xs: 40, sm: 20 } }}>
              <Skeleton variant="text" sx={{ fontSize: '0.75rem', width: '8rem' }} />
            </Box>
          ) : (
            <Skeleton variant="text" sx={{ fontSize: '0.75rem', width: '8rem' }} />
          )}
        </>
      }
      figures={
        <>
          {figure('6rem', true)}
          {figure('5rem')}
          {figure('5rem')}
        </>
      }
      tabs={<Skeleton variant="text" sx={{ height: 48, width: '14rem', mx: 1 }} />}
    />
  );
}
