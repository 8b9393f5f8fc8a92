export { generateCompanyNews, NEWS_START } from './company-news.ts';
export { holidayAnnouncements } from './holidays.ts';
export type { CompanyNewsInput, DividendFigures, GeneratedAnnouncement, GeneratedEvent, ResultFigures } from './types.ts';
