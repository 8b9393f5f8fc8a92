import type { AnnouncementListItem } from '@sahm/contracts/news';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { WithTestLinks } from '../test-links.tsx';
import { AnnouncementList } from './announcement-list.tsx';
import { ShareMenu } from './share-menu.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the share menu', () => {
  it('offers each network with the encoded address, and copies the link with its message', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const url = 'https://sahm.example/dashboard/news/abc';
    renderWithProviders(<ShareMenu url={url} title="أرباح & نمو" />);
    fireEvent.click(screen.getByRole('button', { name: 'مشاركة' }));
    expect(screen.getByRole('menuitem', { name: 'واتساب' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`أرباح & نمو ${url}`)}`,
    );
    expect(screen.getByRole('menuitem', { name: 'فيسبوك' }).getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('menuitem', { name: 'نسخ الرابط' }));
    expect(await screen.findByText('تم نسخ الرابط')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);
  });
});

const item: AnnouncementListItem = {
  guid: '0b9a6b0e-2f3c-4d5e-8f90-1a2b3c4d5e6f',
  title: 'Q3 results',
  summary: 'Net income rose.',
  header: '/api/v1/announcements/x/header',
  published_at: '2026-11-23T09:00:00+03:00',
  announcement_type: 'NEWS',
  category: 'COMPANY',
  topic: 'FINANCIAL_RESULTS',
  market: null,
  stocks: [],
  events: [],
  is_demo: true,
};

const result = (data: { items: AnnouncementListItem[]; total: number } | undefined) => ({
  data: data && { ...data, page: 1, size: 10 },
  isError: false,
  isPlaceholderData: false,
  refetch: vi.fn(),
});

describe('the announcement list', () => {
  it('shows ten skeleton rows while the first page loads', () => {
    renderWithProviders(<AnnouncementList query={result(undefined) as never} skeletons={10} empty={{ title: 'x' }} />);
    expect(screen.getByTestId('news-skeleton').children).toHaveLength(10);
  });

  it('says when there are no announcements', () => {
    renderWithProviders(
      <AnnouncementList query={result({ items: [], total: 0 }) as never} skeletons={10} empty={{ title: 'لا توجد إعلانات' }} />,
    );
    expect(screen.getByRole('status').textContent).toContain('لا توجد إعلانات');
  });

  it('links each item to its announcement and pages when there are more', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(
      <WithTestLinks>
        <AnnouncementList
          query={result({ items: [item], total: 25 }) as never}
          skeletons={10}
          empty={{ title: 'x' }}
          onPageChange={onPageChange}
        />
      </WithTestLinks>,
      { locale: 'en' },
    );
    expect(screen.getByRole('link', { name: 'Q3 results' }).getAttribute('href')).toBe(`/news/${item.guid}`);
    // The page buttons come with Material UI's pagination, fetched as the list is drawn.
    fireEvent.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(onPageChange).toHaveBeenCalledWith(2));
  });
});
