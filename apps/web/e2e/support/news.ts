import { expect, type APIRequestContext } from '@playwright/test';
import { appHeaders } from './accounts.ts';
import { accessToken } from './portfolios.ts';

type EventInput = { type: string; title_ar: string; title_en: string; distribution_date: string };
export type NewAnnouncement = {
  title_ar: string;
  title_en: string;
  content_ar: string;
  content_en: string;
  announcement_type: 'NEWS' | 'EVENT';
  category?: 'COMPANY' | 'MARKET' | 'FINANCIAL_ADVISOR';
  stock_guids?: string[];
  events?: EventInput[];
};

/** Today in Riyadh, and the days around it, as the calendars count them. */
export const riyadhDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** Publishes an announcement as the administrator (the journeys do not depend on the demo's news). */
export async function publishAnnouncement(request: APIRequestContext, input: NewAnnouncement): Promise<{ guid: string }> {
  const token = await accessToken(request, 'admin@sahm.demo', 'Sahm-demo-2026');
  const response = await request.post('/api/v1/announcements/', {
    data: input,
    headers: { ...appHeaders, Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { guid: string };
}
