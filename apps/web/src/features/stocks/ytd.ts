import type { StockDetail } from '@sahm/contracts/stocks';

/**
 * The year-to-date change at a live price. The server's figures hold at the price it answered
 * with; the year's base (that price less the change) stays fixed while the price moves.
 */
export function ytdAt(
  stock: Pick<StockDetail, 'ytd_change_value' | 'ytd_change_ratio'>,
  answeredPrice: number | null,
  livePrice: number | null,
) {
  if (stock.ytd_change_value === null || answeredPrice === null || livePrice === null) {
    return { value: stock.ytd_change_value, ratio: stock.ytd_change_ratio };
  }
  const base = answeredPrice - stock.ytd_change_value;
  if (base <= 0) return { value: stock.ytd_change_value, ratio: stock.ytd_change_ratio };
  const value = Math.round((livePrice - base) * 100) / 100;
  return { value, ratio: Math.round(((livePrice - base) / base) * 10_000) / 100 };
}
