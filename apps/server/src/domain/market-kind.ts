/** The exchange's two equity markets: the main market (TASI) and the parallel growth market (Nomu). */
export type MarketKind = 'main' | 'nomu';
