import type { PortfolioStock } from '@sahm/contracts/portfolio';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { oneLineSx } from '../../../shared/ui/row-styles.ts';
import { StockLogo } from '../../../shared/ui/stock-logo.tsx';

/**
 * The name's styles, spread into the `sx` of the list that draws it (the holdings' cards and
 * table): a holding's name is plain elements, drawn once per row.
 */
export const holdingNameSx = {
  '& .holding-title': { minWidth: 0, flex: 1 },
  '& .holding-short': { ...oneLineSx, display: 'block', typography: 'body2', fontWeight: 600 },
  '& .holding-short.strong': { fontWeight: 700 },
  '& .holding-code': { display: 'block', typography: 'caption', color: 'text.secondary' },
} as const;

/** A holding's company: logo (or its symbol's first digits), short name and symbol. */
export function HoldingName({ stock, strong = false }: { stock: PortfolioStock; strong?: boolean }) {
  return (
    <>
      <StockLogo logo={stock.logo} name="" size={32} fallback={stock.symbol_code.slice(0, 2)} />
      <span className="holding-title">
        <span className={strong ? 'holding-short strong' : 'holding-short'}>{stock.short_name}</span>
        <span className="holding-code">
          <Ltr>{stock.symbol_code}</Ltr>
        </span>
      </span>
    </>
  );
}
