// The stocks module's public entry: other modules and the app import this file and nothing else of it.
export { stocksModule } from './plugin.ts';
export { messages as stockMessages } from './messages.ts';
export type { StockService } from './service.ts';
export type { UniverseEntry } from './universe.ts';
export { insertTodayPoints, todayPointsRow, type TodayPointsRow } from './queries.ts';
export { computeTodayPoints, type DailyBar, type Fundamentals } from './today-points.ts';
export { logoUrl, logoVersion, type LogoSource } from './logo-url.ts';
