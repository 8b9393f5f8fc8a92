import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyPaths, companyStock, shariahList } from '../../../test/company-fixtures.ts';
import { fakeApi } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ShariahCards } from './shariah-cards.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup(list = shariahList()) {
  vi.stubGlobal('fetch', fakeApi({ [companyPaths.shariah]: () => list }).fetch);
  renderWithProviders(<ShariahCards stock={companyStock} />);
}

const card = (provider: string) => document.querySelector<HTMLElement>(`[data-provider="${provider}"]`)!;

describe('the Shariah tab', { timeout: 20_000 }, () => {
  it('shows five providers, each with its status badge and date', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'تصنيفات الجهات الشرعية' });
    await within(list).findByText('الهيئة الشرعية لمصرف الراجحي');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(card('ALRAJHI')).getByText('متوافق')).toBeTruthy();
    expect(within(card('ALINMA')).getByText('غير متوافق')).toBeTruthy();
    expect(within(card('ALBILAD')).getByText('نشاط غير متوافق')).toBeTruthy();
    expect(within(card('ALMAQASSED')).getByText('مختلط')).toBeTruthy();
    // A status the product does not know is shown as it comes.
    expect(within(card('ALJAZIRA')).getByText('UNDER_REVIEW')).toBeTruthy();
    expect(within(card('ALRAJHI')).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(card('ALRAJHI').querySelector('time')?.getAttribute('datetime')).toBe('2026-09-30');
  });

  it('shows the purification amount for the providers that publish one', async () => {
    setup();
    await screen.findByText('الهيئة الشرعية لمصرف الراجحي');
    expect(card('ALRAJHI').textContent).toContain('مبلغ التطهير للسهم');
    expect(card('ALRAJHI').textContent?.replace(/\s/g, ' ')).toContain('0.0125 ر.س');
    expect(card('ALBILAD').textContent?.replace(/\s/g, ' ')).toContain('0.0340 ر.س');
    expect(card('ALINMA').textContent).not.toContain('مبلغ التطهير للسهم');
  });

  it('says when the records are demo data, and only then', async () => {
    setup();
    expect(await screen.findByText(/^بيانات تجريبية: التصنيفات/)).toBeTruthy();
  });

  it('has no demo note for real records', async () => {
    setup(shariahList({ is_demo: false }));
    await screen.findByText('الهيئة الشرعية لمصرف الراجحي');
    expect(screen.queryByText(/^بيانات تجريبية: التصنيفات/)).toBeNull();
  });
});
