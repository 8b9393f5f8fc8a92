import { screen } from '@testing-library/react';
import type { UserProfile } from '@sahm/contracts/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { initialsOf, ProfileAccount } from './profile-account.tsx';

const profile: UserProfile = {
  guid: '44444444-4444-4444-8444-444444444444',
  first_name: 'نورة',
  last_name: 'الشمري',
  email: 'noura@example.com',
  username: 'noura@example.com',
  phone_number: '966512345678',
  is_mobile_verified: true,
  is_active: true,
  is_admin: false,
  current_plan: 'PROFESSIONAL',
  roles: ['PROFESSIONAL'],
  age: 'AGE_18_30',
  investment_experience: 'LOW',
  annual_investment: 'FROM_1K_TO_20K',
  date_joined: '2026-11-20T09:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('profile account tab', () => {
  it('shows names, email, the mobile left to right, the plan, and the ways to change them', async () => {
    vi.stubGlobal('fetch', fakeServer({ 'GET /api/v1/users/me': () => ({ body: profile }) }).fetch);
    renderWithProviders(<ProfileAccount links={{ changeEmail: '/e', changeMobile: '/m', changePassword: '/p' }} />);
    expect(await screen.findByText('noura@example.com')).toBeTruthy();
    expect((screen.getByLabelText('الاسم الأول') as HTMLInputElement).value).toBe('نورة');
    const mobile = screen.getByText('+966 51 234 5678');
    expect(mobile.closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('الباقة الاحترافية')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تغيير رقم الجوال' }).getAttribute('href')).toBe('/m');
    expect(screen.getByRole('link', { name: 'تغيير كلمة المرور' }).getAttribute('href')).toBe('/p');
  });

  it('makes avatar initials without the Arabic article', () => {
    expect(initialsOf('نورة', 'الشمري')).toBe('نش');
    expect(initialsOf('Sara', 'al-Otaibi')).toBe('SA');
    expect(initialsOf('Ali', 'Al')).toBe('AA');
  });
});
