import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';

type FavoriteStarProps = {
  active: boolean;
  /** What pressing does, named for the item ("Add Alinma to favorites"). */
  label: string;
  onToggle: () => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
};

/** A follow toggle. The star is 16 px by default (spec §9), gold when followed. */
export function FavoriteStar({ active, label, onToggle, disabled, size = 'small' }: FavoriteStarProps) {
  const Icon = active ? StarIcon : StarBorderIcon;
  return (
    <IconButton
      size={size}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={(event) => {
        // Rows are links: the star must not open the row.
        event.preventDefault();
        event.stopPropagation();
        onToggle();
      }}
      sx={{ color: active ? '#F5A623' : 'text.secondary' }}
    >
      <Icon sx={{ fontSize: size === 'small' ? 16 : 22 }} />
    </IconButton>
  );
}
