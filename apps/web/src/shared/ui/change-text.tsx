import { formatChange, formatChangeRatio, percentDigits, trendOf, type Figure } from '../format/numbers.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { figureClass } from './figure-styles.tsx';
import { MissingFigure } from './missing-figure.tsx';

type ChangeTextProps = {
  /** A number, or an amount as a decimal string (see sarFigure). */
  value: Figure | null | undefined;
  /** `ratio` values are percent points (1.25 → "+1.25%"). */
  kind: 'value' | 'ratio';
  arrow?: boolean;
  /** Small shares of a company keep their significant digits (see percentDigits) instead of two. */
  fine?: boolean;
};

/** Icon paths of Material's "arrow drop up/down", drawn inline: a list shows dozens of them. */
const arrowPath = { up: 'm7 14 5-5 5 5z', down: 'm7 10 5 5 5-5z' } as const;

/**
 * A price change coloured by direction. Up and down arrows mean the same in both directions, so
 * they never mirror. Plain elements with the app's figure classes (see figure-styles.tsx).
 */
export function ChangeText({ value, kind, arrow = false, fine = false }: ChangeTextProps) {
  const locale = useLocale();
  if (value == null) return <MissingFigure />;
  const trend = trendOf(value);
  const text =
    kind === 'ratio' ? formatChangeRatio(Number(value), locale, fine ? percentDigits(Number(value)) : 2) : formatChange(value, locale);
  return (
    <span className={`${figureClass.change} ${figureClass[trend]}`}>
      {arrow && trend !== 'flat' && (
        <svg className={figureClass.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={arrowPath[trend]} />
        </svg>
      )}
      <bdi dir="ltr">{text}</bdi>
    </span>
  );
}
