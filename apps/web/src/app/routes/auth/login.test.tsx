import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncSessionFromStorage } from '../../../shared/auth/session.ts';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeAccessToken, storeSession } from '../../../test/tokens.ts';
import { RequireAuth } from '../require-auth.tsx';
import { LoginRoute } from './login.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const elsewhere = [
  { path: '/dashboard', element: <p>dashboard</p> },
  { path: '/dashboard/profile', element: <p>profile</p> },
  { path: '/auth/verification-code/:type', element: <p>verify</p> },
];

function setup(initialEntry: string, { verified = true } = {}) {
  syncSessionFromStorage();
  const server = fakeServer({
    'POST /identity/token': ({ body }) =>
      new URLSearchParams(body).get('password') === 'right-password'
        ? {
            body: {
              access_token: fakeAccessToken({ is_mobile_verified: verified }),
              refresh_token: 'r',
              token_type: 'Bearer',
              expires_in: 300,
            },
          }
        : { status: 401, body: { error: 'invalid_grant', error_description: 'اسم المستخدم أو كلمة المرور غير صحيحة' } },
  });
  vi.stubGlobal('fetch', server.fetch);
  return renderWithProviders(<LoginRoute />, { path: '/auth/login', initialEntry, routes: elsewhere });
}

async function logIn(password: string) {
  fireEvent.change(await screen.findByLabelText('البريد الإلكتروني'), { target: { value: 'noura@example.com' } });
  fireEvent.change(screen.getByLabelText('كلمة المرور'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
}

describe('login page', () => {
  it('says what is missing before asking the server', async () => {
    setup('/auth/login');
    fireEvent.click(await screen.findByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
  });

  it('shows the token service message for a wrong password, then follows the redirect', async () => {
    const { router } = setup(`/auth/login?redirect=${encodeURIComponent('/dashboard/profile')}`);
    await logIn('wrong-password');
    expect(await screen.findByText('اسم المستخدم أو كلمة المرور غير صحيحة')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');

    await logIn('right-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));
    // Not remembered: the session lives with the tab.
    expect(window.sessionStorage.getItem('session')).not.toBeNull();
  });

  it('ignores a redirect to another site', async () => {
    const { router } = setup(`/auth/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await logIn('right-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a user with an unverified mobile to the code screen', async () => {
    const { router } = setup(`/auth/login?redirect=${encodeURIComponent('/dashboard/profile')}`, { verified: false });
    await logIn('right-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verification-code/REGISTRATION'));
  });

  it('sends someone already signed in to the dashboard', async () => {
    storeSession(fakeAccessToken());
    const { router } = setup('/auth/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('protected pages', () => {
  const protectedRoutes = [
    { element: <RequireAuth />, children: [{ path: '/dashboard/profile/change-email', element: <p>change email</p> }] },
    { path: '/auth/login', element: <p>login</p> },
    { path: '/auth/verification-code/:type', element: <p>verify</p> },
  ];

  it('send visitors to log in with the way back', async () => {
    syncSessionFromStorage();
    const { router } = renderWithProviders(<p>start</p>, {
      path: '/start',
      initialEntry: '/dashboard/profile/change-email?x=1',
      routes: protectedRoutes,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/dashboard/profile/change-email?x=1');
  });

  it('send users with an unverified mobile to the code screen', async () => {
    storeSession(fakeAccessToken({ is_mobile_verified: false }));
    syncSessionFromStorage();
    const { router } = renderWithProviders(<p>start</p>, {
      path: '/start',
      initialEntry: '/dashboard/profile/change-email',
      routes: protectedRoutes,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verification-code/REGISTRATION'));
  });

  it('open for verified users', async () => {
    storeSession(fakeAccessToken());
    syncSessionFromStorage();
    renderWithProviders(<p>start</p>, { path: '/start', initialEntry: '/dashboard/profile/change-email', routes: protectedRoutes });
    expect(await screen.findByText('change email')).toBeTruthy();
  });
});
