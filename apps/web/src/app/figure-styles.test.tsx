import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from './provider.tsx';
import { ChangeText } from '../shared/ui/change-text.tsx';
import { MissingFigure } from '../shared/ui/missing-figure.tsx';
import { FavoriteStar } from '../shared/ui/favorite-star.tsx';
import { figureClass, flashClassOf, logoClass, rowButtonClass } from '../shared/ui/figure-styles.tsx';
import { RowButton } from '../shared/ui/row-button.tsx';
import { StockLogo } from '../shared/ui/stock-logo.tsx';

afterEach(() => window.localStorage.clear());

function renderIn(locale: 'ar' | 'en', children: ReactNode) {
  return render(<AppProvider locale={locale}>{children}</AppProvider>);
}

describe('ChangeText', () => {
  it('colours a gain green and a loss red with the theme of the mode, from the app-wide figure styles', () => {
    renderIn(
      'en',
      <>
        <span data-testid="up">
          <ChangeText value={1.5} kind="ratio" />
        </span>
        <span data-testid="down">
          <ChangeText value="-0.25" kind="value" arrow />
        </span>
        <span data-testid="flat">
          <ChangeText value={0} kind="ratio" arrow />
        </span>
      </>,
    );
    const figure = (id: string) => screen.getByTestId(id).firstElementChild as HTMLElement;
    expect(getComputedStyle(figure('up')).color).toBe('rgb(10, 125, 69)');
    expect(getComputedStyle(figure('down')).color).toBe('rgb(198, 40, 40)');
    expect(getComputedStyle(figure('up')).whiteSpace).toBe('nowrap');
    expect(figure('up').textContent).toMatch(/^\+1\.50[%٪]$/);
    // The arrow only where asked and only when the figure moved; it is decoration.
    expect(figure('up').querySelector('svg')).toBeNull();
    expect(figure('down').querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(figure('flat').querySelector('svg')).toBeNull();
    expect(figure('flat').className).toContain(figureClass.flat);
  });

  it('reads left to right inside Arabic text, and takes the dark theme’s colours', () => {
    window.localStorage.setItem('theme', 'dark');
    renderIn(
      'ar',
      <span data-testid="up">
        <ChangeText value={2} kind="ratio" />
      </span>,
    );
    const figure = screen.getByTestId('up').firstElementChild as HTMLElement;
    expect(figure.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(getComputedStyle(figure).color).toBe('rgb(52, 199, 123)');
  });

  it('draws a missing value as a dash in the secondary colour (4.5:1 on paper; the disabled one is not)', () => {
    renderIn('en', <ChangeText value={null} kind="ratio" />);
    const dash = screen.getByText('—');
    expect(dash.className).toBe(figureClass.missing);
    expect(getComputedStyle(dash).color).toBe('rgba(0, 0, 0, 0.6)');
    renderIn('en', <MissingFigure />);
    expect(screen.getAllByText('—')).toHaveLength(2);
  });
});

describe('alignment in a table row', () => {
  it('puts a change on its neighbours’ baseline by its figure, and centres the star on the row', () => {
    renderIn(
      'en',
      <table>
        <tbody>
          <tr>
            <td data-testid="change">
              <ChangeText value="-0.25" kind="value" arrow />
            </td>
            <td>
              <FavoriteStar active={false} label="Add Alinma to favorites" onToggle={() => {}} />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    // An icon has no baseline: the box would otherwise sit on the arrow's bottom edge.
    expect(getComputedStyle(screen.getByTestId('change').querySelector('bdi')!).alignSelf).toBe('baseline');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Add Alinma to favorites' })).verticalAlign).toBe('middle');
  });
});

describe('StockLogo', () => {
  it('is a rounded square with the divider’s border, and the brand’s dark mark without an image', () => {
    renderIn('en', <StockLogo logo={null} name="Al Rajhi" />);
    const frame = document.querySelector(`.${logoClass.root}`) as HTMLElement;
    expect(getComputedStyle(frame).borderRadius).toBe('10px');
    expect(getComputedStyle(frame).backgroundColor).toBe('rgb(20, 20, 58)');
    expect(getComputedStyle(frame).color).toBe('rgb(255, 255, 255)');
  });
});

describe('RowButton', () => {
  it('is Material’s small outlined button, in the primary colour or the error colour, named for its row', () => {
    const pressed: string[] = [];
    renderIn(
      'en',
      <>
        <RowButton icon={<path d="M0 0h24v24H0z" />} label="Buy more: Al Rajhi" onClick={() => pressed.push('buy')}>
          Buy more
        </RowButton>
        <RowButton icon={<path d="M0 0h24v24H0z" />} label="Sell: Al Rajhi" danger onClick={() => pressed.push('sell')}>
          Sell
        </RowButton>
      </>,
    );
    const buy = screen.getByRole('button', { name: 'Buy more: Al Rajhi' });
    const sell = screen.getByRole('button', { name: 'Sell: Al Rajhi' });
    expect(buy.className).toBe(rowButtonClass.root);
    expect(sell.className.split(' ')).toEqual([rowButtonClass.root, rowButtonClass.danger]);
    expect(getComputedStyle(buy).padding).toBe('3px 9px');
    expect(getComputedStyle(buy).fontSize).toBe('0.8125rem');
    expect(getComputedStyle(buy).getPropertyValue('--row-button')).toBe('#0503A3');
    expect(getComputedStyle(sell).getPropertyValue('--row-button')).toBe('#C62828');
    expect(buy.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    buy.click();
    sell.click();
    expect(pressed).toEqual(['buy', 'sell']);
  });
});

describe('flashClassOf', () => {
  it('pulses a live figure green up and red down, and fades otherwise', () => {
    expect(flashClassOf(null)).toBe(figureClass.flash);
    expect(flashClassOf({ direction: 'up', count: 1 })).toBe(`${figureClass.flash} ${figureClass.flashUp}`);
    expect(flashClassOf({ direction: 'down', count: 2 })).toBe(`${figureClass.flash} ${figureClass.flashDown}`);
  });
});
