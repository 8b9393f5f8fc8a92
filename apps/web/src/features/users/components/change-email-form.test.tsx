import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncSessionFromStorage } from '../../../shared/auth/session.ts';
import { fakeServer } from '../../../test/fake-server.ts';
import { userProfile } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeAccessToken, storeSession } from '../../../test/tokens.ts';
import { ChangeEmailForm } from './change-email-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(answer: { status?: number; body: unknown }) {
  storeSession(fakeAccessToken());
  syncSessionFromStorage();
  const server = fakeServer({
    'GET /api/v1/users/me': () => ({ body: userProfile() }),
    'PUT /api/v1/users/': () => answer,
    'POST /identity/token': () => ({
      body: {
        access_token: fakeAccessToken({ email: 'new@example.com' }),
        refresh_token: 'refresh-2',
        token_type: 'Bearer',
        expires_in: 300,
      },
    }),
  });
  vi.stubGlobal('fetch', server.fetch);
  const onDone = vi.fn();
  renderWithProviders(<ChangeEmailForm onDone={onDone} />);
  return { server, onDone };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'تغيير البريد الإلكتروني' }));
const sentBodies = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => r.method === 'PUT' && r.path === '/api/v1/users/').map((r) => JSON.parse(r.body));

describe('change email form', () => {
  it('asks for the current password with the new email, and sends both', async () => {
    const { server } = setup({ body: userProfile({ email: 'new@example.com' }) });
    expect(screen.getByText('لحماية حسابك، أكّد التغيير بكلمة المرور. وسنُبلغ بريدك الحالي بهذا التغيير.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني الجديد'), { target: { value: 'New@Example.com' } });
    submit();
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();
    expect(sentBodies(server)).toEqual([]);

    fireEvent.change(screen.getByLabelText('كلمة المرور الحالية'), { target: { value: 'my password' } });
    submit();
    expect(await screen.findByText('تم تغيير البريد الإلكتروني بنجاح')).toBeTruthy();
    expect(sentBodies(server)).toEqual([{ email: 'new@example.com', password: 'my password' }]);
  });

  it('shows the server’s word on a wrong password and stays on the form', async () => {
    const { onDone } = setup({ status: 400, body: { detail: 'كلمة المرور الحالية غير صحيحة', field: 'password' } });
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني الجديد'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('كلمة المرور الحالية'), { target: { value: 'wrong password' } });
    submit();
    expect(await screen.findByText('كلمة المرور الحالية غير صحيحة')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'تغيير البريد الإلكتروني' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
