import type { OtpStatus } from '@sahm/contracts/users';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncSessionFromStorage } from '../../../shared/auth/session.ts';
import { fakeServer } from '../../../test/fake-server.ts';
import { userProfile } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeAccessToken, storeSession } from '../../../test/tokens.ts';
import { ChangeMobileForm } from './change-mobile-form.tsx';

const sentStatus: OtpStatus = {
  type: 'CHANGE_MOBILE',
  active: true,
  phone_number: '9665•••••321',
  expires_at: '2026-11-23T12:03:00Z',
  expires_in: 178,
  resend_in: 60,
  attempts_left: 5,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(updateAnswers: Array<{ status?: number; body: unknown }>) {
  storeSession(fakeAccessToken());
  syncSessionFromStorage();
  const server = fakeServer({
    'POST /api/v1/users/create-otp': () => ({ body: sentStatus }),
    'PUT /api/v1/users/': () => updateAnswers.shift()!,
    'POST /identity/token': () => ({
      body: { access_token: fakeAccessToken(), refresh_token: 'refresh-2', token_type: 'Bearer', expires_in: 300 },
    }),
  });
  vi.stubGlobal('fetch', server.fetch);
  renderWithProviders(<ChangeMobileForm onDone={vi.fn()} />);
  return server;
}

async function toCodeStep() {
  fireEvent.change(screen.getByLabelText('رقم الجوال الجديد'), { target: { value: '0507654321' } });
  fireEvent.click(screen.getByRole('button', { name: 'تحقق' }));
  await screen.findByText('أدخل الرمز المكوّن من 4 أرقام الذي أرسلناه إلى', { exact: false });
}

const pasteCode = (code: string) => fireEvent.paste(screen.getByLabelText('الرقم 1 من 4'), { clipboardData: { getData: () => code } });
const update = () => fireEvent.click(screen.getByRole('button', { name: 'تحديث' }));
const updates = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => r.method === 'PUT' && r.path === '/api/v1/users/').map((r) => JSON.parse(r.body));

describe('change mobile form', () => {
  it('sends the code with the current password; a wrong password keeps the code', async () => {
    const server = setup([
      { status: 400, body: { detail: 'كلمة المرور الحالية غير صحيحة', field: 'password' } },
      { body: userProfile({ phone_number: '966507654321' }) },
    ]);
    await toCodeStep();
    pasteCode('1234');
    update();
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();
    expect(updates(server)).toEqual([]);

    fireEvent.change(screen.getByLabelText('كلمة المرور الحالية'), { target: { value: 'wrong password' } });
    update();
    expect(await screen.findByText('كلمة المرور الحالية غير صحيحة')).toBeTruthy();
    expect((screen.getByLabelText('الرقم 1 من 4') as HTMLInputElement).value).toBe('1');

    fireEvent.change(screen.getByLabelText('كلمة المرور الحالية'), { target: { value: 'my password' } });
    update();
    expect(await screen.findByText('تم تغيير رقم الجوال بنجاح')).toBeTruthy();
    expect(updates(server)).toEqual([
      { phone_number: '966507654321', otp_code: '1234', password: 'wrong password' },
      { phone_number: '966507654321', otp_code: '1234', password: 'my password' },
    ]);
  });

  it('a wrong code clears the boxes', async () => {
    setup([{ status: 400, body: { detail: 'رمز التحقق المدخل غير صحيح', attempts_left: 4 } }]);
    await toCodeStep();
    pasteCode('1234');
    fireEvent.change(screen.getByLabelText('كلمة المرور الحالية'), { target: { value: 'my password' } });
    update();
    expect(await screen.findByText('رمز التحقق المدخل غير صحيح')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('الرقم 1 من 4') as HTMLInputElement).value).toBe(''));
  });
});
