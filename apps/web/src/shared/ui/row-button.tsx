import type { ReactNode } from 'react';
import { rowButtonClass } from './figure-styles.tsx';

type RowButtonProps = {
  /** The icon's shapes in a 24-unit square (Material's icons' paths), drawn before the label. */
  icon: ReactNode;
  children: ReactNode;
  /** What pressing does, named for the row's item ("Sell: Al Rajhi"), when the label alone does not say. */
  label?: string;
  onClick: () => void;
  /** A sale or a removal: the error colour. */
  danger?: boolean;
};

/**
 * A small outlined button for each row of a list (the holdings' buy and sell). A plain button with
 * the app's row-button classes (see figure-styles.tsx): Material's Button is a ripple, a base, an
 * icon and their styles, about a tenth of the portfolio's first render with two per holding.
 */
export function RowButton({ icon, children, label, onClick, danger }: RowButtonProps) {
  const classes = [rowButtonClass.root, danger && rowButtonClass.danger].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {icon}
      </svg>
      {children}
    </button>
  );
}
