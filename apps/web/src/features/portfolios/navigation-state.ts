import type { Holding, PortfolioStock } from '@sahm/contracts/portfolio';

/** Buying from a holding row locks the first row's company to that stock. */
export type BuyNavigationState = { stock?: PortfolioStock };
/** The sell page is given the holding by navigation state (spec §2). */
export type SellNavigationState = { holding?: Holding };

export function buyStateOf(state: unknown): BuyNavigationState {
  return typeof state === 'object' && state !== null && 'stock' in state ? (state as BuyNavigationState) : {};
}

export function sellStateOf(state: unknown): SellNavigationState {
  return typeof state === 'object' && state !== null && 'holding' in state ? (state as SellNavigationState) : {};
}
