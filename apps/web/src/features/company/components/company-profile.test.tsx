import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardRecord, capitalChange, companyPaths, companyStock, page, profile } from '../../../test/company-fixtures.ts';
import { fakeApi } from '../../../test/fixtures.ts';
import { initTestI18n } from '../../../test/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CompanyProfile } from './company-profile.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup(overrides: Parameters<typeof profile>[0] = {}, locale: 'ar' | 'en' = 'ar') {
  const api = fakeApi({
    [companyPaths.profile]: () => profile(overrides),
    [companyPaths.boardCurrent]: () => page([boardRecord()]),
    [companyPaths.board]: () =>
      page([
        boardRecord({
          guid: '70000000-0000-4000-8000-000000000002',
          board_member: { guid: '71000000-0000-4000-8000-000000000002', name: 'أمين الناصر' },
          position: 'MEMBER',
          is_current: false,
        }),
      ]),
    [companyPaths.capital]: () => page([capitalChange()]),
  });
  vi.stubGlobal('fetch', api.fetch);
  renderWithProviders(<CompanyProfile stock={companyStock} />, { locale });
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });
// Intl puts no-break spaces between a figure and its words.
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('the company profile tab', { timeout: 20_000 }, () => {
  it('shows the profile: about, restrictions, stock file and additional information', async () => {
    setup();
    expect(await screen.findByText('شركة متكاملة للطاقة والكيميائيات.')).toBeTruthy();
    expect(screen.getByText('تعمل في التنقيب والإنتاج والتكرير.')).toBeTruthy();
    expect(within(section('قيود الاستثمار')).getByText('لا يجوز لغير السعوديين تملك أكثر من 49٪.')).toBeTruthy();

    const file = section('ملف السهم');
    const registered = file.querySelector('[data-key="registeredCapital"] bdi')!;
    // Compact, with the exact riyals in its title.
    expect(spaced(registered.textContent)).toMatch(/^2\.42 ترليون ر\.س\.?$/);
    expect(spaced(registered.getAttribute('title'))).toMatch(/^2,420,000,000,000\.00 ر\.س\.?$/);
    expect(file.querySelector('[data-key="shares"]')?.textContent).toContain('242,000,000,000');

    const more = section('معلومات إضافية');
    expect(more.querySelector('[data-key="financialYearEnd"]')?.textContent).toContain('31 ديسمبر');
    expect(more.querySelector('[data-key="isin"]')?.textContent).toContain('SA14TG012N13');
    expect(more.querySelector('[data-key="employees"]')?.textContent).toContain('73,311');
  });

  it('writes the registered capital in English as "SAR 2.42T"', async () => {
    await initTestI18n('en');
    setup({}, 'en');
    await screen.findByText('شركة متكاملة للطاقة والكيميائيات.');
    expect(spaced(section('Stock file').querySelector('[data-key="registeredCapital"] bdi')?.textContent)).toBe('SAR 2.42T');
  });

  it('shows example-domain contacts as plain text, the invented phone number included', async () => {
    setup();
    const contacts = await screen.findByRole('region', { name: 'معلومات التواصل' });
    await within(contacts).findByText('https://aramco.example.com');
    expect(within(contacts).queryByRole('link', { name: /example/ })).toBeNull();
    expect(within(contacts).getByText('ir@aramco.example.com').closest('a')).toBeNull();
    expect(within(contacts).getByText('+966 13 880 0000').closest('a')).toBeNull();
  });

  it('links a real website in a new tab, and the phone to dial', async () => {
    setup({ company_website: 'www.aramco.com', company_email: 'ir@aramco.com' });
    const contacts = await screen.findByRole('region', { name: 'معلومات التواصل' });
    const website = await within(contacts).findByRole('link', { name: 'www.aramco.com' });
    expect(website.getAttribute('href')).toBe('https://www.aramco.com');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(within(contacts).getByRole('link', { name: 'ir@aramco.com' }).getAttribute('href')).toBe('mailto:ir@aramco.com');
    expect(within(contacts).getByRole('link', { name: '+966 13 880 0000' }).getAttribute('href')).toBe('tel:+966138800000');
  });

  it('lists the current board and switches to its history', async () => {
    const api = setup();
    const table = await screen.findByRole('table', { name: 'مجلس إدارة أرامكو السعودية' });
    await within(table).findByText('ياسر الرميان');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['الاسم', 'المنصب', 'عدد الأسهم', 'النسبة الحالية', 'النسبة السابقة', 'التغير', 'التاريخ']);
    expect(within(table).getByText('رئيس مجلس الإدارة')).toBeTruthy();
    expect(within(table).getByText('1,500,000')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'السجل السابق' }));
    const history = await screen.findByRole('table', { name: 'سجل مجلس إدارة أرامكو السعودية' });
    await within(history).findByText('أمين الناصر');
    expect(within(history).getByText('عضو')).toBeTruthy();
    expect(api.calls.some((url) => url.pathname === companyPaths.board)).toBe(true);
  });

  it('lists capital changes with the shares before and after', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'تغيرات رأس مال أرامكو السعودية' });
    await within(table).findByText('أسهم منحة');
    expect(within(table).getByText('من 220,000,000,000 إلى 242,000,000,000')).toBeTruthy();
  });

  it('offers a retry when the profile fails', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<CompanyProfile stock={companyStock} />);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'إعادة المحاولة' }).length).toBeGreaterThan(0));
  });
});
