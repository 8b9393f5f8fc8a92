import { useState, type ReactNode } from 'react';
import { logoClass } from './figure-styles.tsx';

/** Material's "show chart" icon's path, drawn inline: lists draw a logo per row. */
const chartPath = 'm3.5 18.49 6-6.01 4 4L22 6.92l-1.41-1.41-7.09 7.97-4-4L2 16.99z';

type StockLogoProps = {
  logo: string | null;
  /** The image's text; empty where the name is written beside it. */
  name: string;
  size?: number;
  /** Drawn without an image (none given, or it failed); the chart mark by default. */
  fallback?: ReactNode;
};

/**
 * A company's logo; when it has none or the image fails, the fallback on the brand's dark mark
 * (Material's grey fails contrast in both themes). Plain elements with the app's logo classes (see
 * figure-styles.tsx): the movers, the holdings and the tables draw one per row.
 */
export function StockLogo({ logo, name, size = 40, fallback }: StockLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = logo !== null && logo !== '' && logo !== failed;
  return (
    <span
      className={image ? logoClass.root : `${logoClass.root} ${logoClass.none}`}
      style={{ width: size, height: size, fontSize: fallback ? Math.round(size * 0.375) : size * 0.6 }}
    >
      {image ? (
        <img src={logo} alt={name} onError={() => setFailed(logo)} />
      ) : (
        (fallback ?? (
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={chartPath} />
          </svg>
        ))
      )}
    </span>
  );
}
