import type { Locale } from '@sahm/contracts/common';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { TabStrip } from './tab-strip.tsx';

type Period = 'day' | 'week' | 'month' | 'year';

function Periods({ disabled }: { disabled?: Period }) {
  const [value, setValue] = useState<Period>('week');
  return (
    <TabStrip
      value={value}
      onChange={setValue}
      label="الفترات"
      tabs={(['day', 'week', 'month', 'year'] as const).map((period) => ({ value: period, label: period, disabled: period === disabled }))}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').filter((element) => element.getAttribute('aria-selected') === 'true');

describe('TabStrip', () => {
  it('is one tab stop, on the selected tab, and a click selects', () => {
    renderWithProviders(<Periods />);
    expect(screen.getByRole('tablist', { name: 'الفترات' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, 0, -1, -1]);
    fireEvent.click(tab('month'));
    expect(selected().map((element) => element.textContent)).toEqual(['month']);
    expect(tab('month').tabIndex).toBe(0);
  });

  it.each<[Locale, string, string]>([
    ['ar', 'ArrowLeft', 'month'],
    ['ar', 'ArrowRight', 'day'],
    ['en', 'ArrowRight', 'month'],
    ['en', 'ArrowLeft', 'day'],
  ])('in %s, %s moves the focus to the tab that comes next in that direction (%s)', (locale, key, expected) => {
    renderWithProviders(<Periods />, { locale });
    tab('week').focus();
    fireEvent.keyDown(tab('week'), { key });
    expect(document.activeElement).toBe(tab(expected));
    // Moving the focus does not select: Enter or a click does.
    expect(selected().map((element) => element.textContent)).toEqual(['week']);
  });

  it('skips a disabled tab, wraps around, and Home and End go to the ends', () => {
    renderWithProviders(<Periods disabled="month" />, { locale: 'en' });
    tab('week').focus();
    fireEvent.keyDown(tab('week'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('year'));
    fireEvent.keyDown(tab('year'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('day'));
    fireEvent.keyDown(tab('day'), { key: 'End' });
    expect(document.activeElement).toBe(tab('year'));
    fireEvent.keyDown(tab('year'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('day'));
    fireEvent.click(tab('month'));
    expect(tab('month').getAttribute('aria-disabled')).toBe('true');
    expect(selected().map((element) => element.textContent)).toEqual(['week']);
  });

  it('link tabs go to their page, and the one of the current address is selected', () => {
    const { router } = renderWithProviders(
      <TabStrip
        value="overview"
        label="أقسام"
        tabs={[
          { value: 'overview', label: 'overview', href: '/s/overview' },
          { value: 'news', label: 'news', href: '/s/news' },
        ]}
      />,
      { path: '/s/overview', routes: [{ path: '/s/news', element: <p>news page</p> }] },
    );
    expect(tab('overview').getAttribute('aria-selected')).toBe('true');
    expect(tab('news').getAttribute('href')).toBe('/s/news');
    fireEvent.click(tab('news'));
    expect(router.state.location.pathname).toBe('/s/news');
  });
});
