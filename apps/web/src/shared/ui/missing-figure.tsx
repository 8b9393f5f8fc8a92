import { figureClass } from './figure-styles.tsx';

/** The dash of a figure that has no value. */
export function MissingFigure() {
  return <span className={figureClass.missing}>—</span>;
}
