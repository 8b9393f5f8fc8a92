import type { PeriodFilter } from '@sahm/contracts/financials';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachment, financialPaths, financialStock, latest, statements } from '../../../test/financial-fixtures.ts';
import { fakeApi } from '../../../test/fixtures.ts';
import { initTestI18n } from '../../../test/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FinancialStatements } from './financial-statements.tsx';

// jsdom has no canvas: the chart stands in as a list of what it would draw.
vi.mock('../../../shared/charts/bar-canvas.tsx', () => ({
  default: ({ labels, series }: { labels: string[]; series: { label: string; values: (number | null)[] }[] }) => (
    <ul data-testid="comparison-series">
      {series.map((s) => (
        <li key={s.label}>{`${s.label}: ${labels.map((label, i) => `${label}=${s.values[i]}`).join(' ')}`}</li>
      ))}
    </ul>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

function setup(locale: 'ar' | 'en' = 'ar') {
  const api = fakeApi({
    [financialPaths.statements]: (url) => statements((url.searchParams.get('period_filter') ?? 'ANNUALS') as PeriodFilter),
    [financialPaths.attachments]: () => ({ items: [attachment()] }),
    [financialPaths.latest]: (url) => latest(url.searchParams.get('annual') === 'true'),
  });
  vi.stubGlobal('fetch', api.fetch);
  renderWithProviders(<FinancialStatements stock={financialStock} />, { locale });
  return api;
}

const incomeTable = () => screen.getByRole('table', { name: 'قائمة الدخل لشركة الراجحي' });
const rowOf = (key: string) => document.querySelector<HTMLElement>(`[data-item="${key}"]`);

describe('the financial statements tab', { timeout: 20_000 }, () => {
  it('opens and closes an item with parts, totals in bold', async () => {
    setup();
    await within(await screen.findByRole('region', { name: 'قائمة الدخل' })).findByText('إجمالي دخل العمليات');
    expect(rowOf('fee_income')).toBeNull();

    const expand = within(incomeTable()).getByRole('button', { name: 'عرض تفاصيل إجمالي دخل العمليات' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(rowOf('fee_income')?.getAttribute('data-depth')).toBe('1');
    expect(rowOf('net_special_commission_income')).not.toBeNull();

    fireEvent.click(within(incomeTable()).getByRole('button', { name: 'إخفاء تفاصيل إجمالي دخل العمليات' }));
    expect(rowOf('fee_income')).toBeNull();
    expect(getComputedStyle(within(rowOf('total_operating_income')!).getByRole('rowheader')).fontWeight).toBe('700');
  });

  it('writes negative figures in parentheses, the columns newest first, the units named', async () => {
    setup();
    await screen.findByText('مخصص الانخفاض');
    const cells = within(rowOf('impairment_charge')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['(1,234.5)', '(987.6)']);
    expect(within(rowOf('eps_basic')!).getByText('(ريال)')).toBeTruthy();
    const heads = within(incomeTable())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(heads).toEqual(['البند', '2025', '2024']);
    for (const statement of ['قائمة الدخل', 'قائمة المركز المالي', 'قائمة التدفقات النقدية']) {
      expect(within(screen.getByRole('region', { name: statement })).getByText('مليون ريال')).toBeTruthy();
    }
    expect(screen.getByTestId('financials-demo')).toBeTruthy();
  });

  it("holds the demo's note in its place, unseen, until the statements say whether they are generated", async () => {
    setup();
    const held = screen.getByTestId('financials-demo-held');
    expect(getComputedStyle(held).visibility).toBe('hidden');
    expect(held.getAttribute('aria-hidden')).toBe('true');
    // Above the latest results, which are drawn in the meantime.
    expect(
      held.compareDocumentPosition(document.querySelector('[data-section="latest-results"]')!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await screen.findByTestId('financials-demo');
    expect(screen.queryByTestId('financials-demo-held')).toBeNull();
  });

  it('shows no note for statements that are not generated', async () => {
    const api = fakeApi({
      [financialPaths.statements]: () => ({ ...statements('ANNUALS'), is_demo: false }),
      [financialPaths.attachments]: () => ({ items: [] }),
      [financialPaths.latest]: (url) => latest(url.searchParams.get('annual') === 'true'),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<FinancialStatements stock={financialStock} />, { locale: 'ar' });
    await screen.findByText('إجمالي دخل العمليات');
    expect(screen.queryByTestId('financials-demo')).toBeNull();
    expect(screen.queryByTestId('financials-demo-held')).toBeNull();
  });

  it('asks for the chosen period, and labels its columns', async () => {
    const api = setup('en');
    await initTestI18n('en');
    await screen.findByText('Total operating income');
    fireEvent.click(screen.getByRole('tab', { name: 'Quarterly' }));
    await waitFor(() => expect(screen.getAllByText('Q3 2025').length).toBeGreaterThan(0));
    const asked = api.calls.filter((url) => url.pathname === financialPaths.statements).map((url) => url.searchParams.get('period_filter'));
    expect(asked).toEqual(['ANNUALS', 'QUARTERS']);
    const files = api.calls
      .filter((url) => url.pathname === financialPaths.attachments)
      .map((url) => url.searchParams.get('period_filter'));
    expect(files).toEqual(['ANNUALS', 'QUARTERS']);
    fireEvent.click(screen.getByRole('tab', { name: 'Bi-annual' }));
    await waitFor(() => expect(screen.getAllByText('H1 2025').length).toBeGreaterThan(0));
    await initTestI18n('ar');
  });

  it('draws the chosen items across the periods, and forgets them when the period changes', async () => {
    setup();
    await screen.findByText('مخصص الانخفاض');
    expect(screen.queryByTestId('comparison-series')).toBeNull();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'اختر بنوداً للمقارنة' }));
    fireEvent.click(await screen.findByRole('option', { name: 'مخصص الانخفاض' }));
    // Oldest first: time runs left to right.
    expect((await screen.findByTestId('comparison-series')).textContent).toBe('مخصص الانخفاض: 2024=-987.6 2025=-1234.5');

    fireEvent.click(screen.getByRole('tab', { name: 'نصف سنوي' }));
    await waitFor(() => expect(screen.queryByTestId('comparison-series')).toBeNull());
    expect(screen.getByText('اختر بنداً أو أكثر من القوائم لعرضه عبر الفترات.')).toBeTruthy();
  });

  it('shows the latest results, a year or a quarter, with their change', async () => {
    setup();
    const results = await screen.findByRole('region', { name: 'أحدث النتائج · 2025' });
    const netIncome = await within(results).findByText('صافي الربح');
    const card = netIncome.closest<HTMLElement>('[data-latest]')!;
    expect(card.textContent).toContain('20,480.0');
    expect(card.textContent).toContain('+10.82٪');
    fireEvent.click(within(results).getByRole('tab', { name: 'آخر ربع' }));
    expect(await screen.findByRole('region', { name: 'أحدث النتائج · الربع الثالث 2025' })).toBeTruthy();
    await waitFor(() => expect(card.isConnected && card.textContent?.includes('5,300.5')).toBe(true));
  });

  it('lists the report files with their type and language', async () => {
    setup();
    const files = await screen.findByRole('table', { name: 'ملفات تقارير الراجحي' });
    await within(files).findByText('القوائم المالية');
    expect(within(files).getByText('العربية')).toBeTruthy();
    expect(within(files).getByRole('button', { name: 'تحميل القوائم المالية 2025 (العربية)' })).toBeTruthy();
  });
});
