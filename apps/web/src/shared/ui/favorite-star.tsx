import { starClass } from './figure-styles.tsx';

type FavoriteStarProps = {
  active: boolean;
  /** What pressing does, named for the item ("Add Alinma to favorites"). */
  label: string;
  onToggle: () => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
};

/** Material's "star" and "star border" icons' paths, drawn inline: every row of a list has a star. */
const starPath = {
  on: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  off: 'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z',
} as const;

/**
 * A follow toggle. The star is 16 px by default (spec §9), gold when followed. A plain button with
 * the app's star classes (see figure-styles.tsx): a list draws one per row.
 */
export function FavoriteStar({ active, label, onToggle, disabled, size = 'small' }: FavoriteStarProps) {
  return (
    <button
      type="button"
      className={`${starClass.root} ${starClass[size]}${active ? ` ${starClass.active}` : ''}`}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={(event) => {
        // Rows are links: the star must not open the row.
        event.preventDefault();
        event.stopPropagation();
        onToggle();
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={active ? starPath.on : starPath.off} />
      </svg>
    </button>
  );
}
