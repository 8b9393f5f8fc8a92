import type { Rating } from '@sahm/contracts/recommendations';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ratingColours } from '../rating-colours.ts';

/** A rating's label on its own colours (both themes); no rating reads as a muted "none". */
export function RatingChip({ rating }: { rating: Rating | null }) {
  const { t } = useTranslation('recommendations');
  const mode = useTheme().palette.mode;
  if (!rating)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('noPrevRating')}
      </Box>
    );
  const { bg, fg } = ratingColours[mode][rating];
  return (
    <Box
      component="span"
      data-rating={rating}
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: bg,
        color: fg,
        fontWeight: 600,
        fontSize: '0.8125rem',
        whiteSpace: 'nowrap',
      }}
    >
      {t(`ratings.${rating}`)}
    </Box>
  );
}
