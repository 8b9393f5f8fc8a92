import type { OtpStatus } from '@sahm/contracts/users';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncSessionFromStorage } from '../../../shared/auth/session.ts';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeAccessToken, storeSession } from '../../../test/tokens.ts';
import { VerificationCode } from './verification-code.tsx';

const status = (overrides: Partial<OtpStatus> = {}): OtpStatus => ({
  type: 'REGISTRATION',
  active: true,
  phone_number: '9665•••••678',
  expires_at: '2026-11-23T12:04:00Z',
  expires_in: 237,
  resend_in: 60,
  attempts_left: 5,
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(
  verifyAnswers: Array<{ status?: number; body: unknown }>,
  resendAnswer: { status?: number; body: unknown } = { body: status() },
) {
  storeSession(fakeAccessToken({ is_mobile_verified: false }));
  syncSessionFromStorage();
  const server = fakeServer({
    'GET /api/v1/users/otp-status': () => ({ body: status() }),
    'PUT /api/v1/users/verify-otp': () => verifyAnswers.shift()!,
    'POST /api/v1/users/resend-otp': () => resendAnswer,
    'POST /identity/token': () => ({
      body: {
        access_token: fakeAccessToken({ is_mobile_verified: true }),
        refresh_token: 'refresh-2',
        token_type: 'Bearer',
        expires_in: 300,
      },
    }),
  });
  vi.stubGlobal('fetch', server.fetch);
  const onDone = vi.fn();
  renderWithProviders(<VerificationCode type="REGISTRATION" onDone={onDone} />);
  return { server, onDone };
}

const pasteCode = (code: string) => fireEvent.paste(screen.getByLabelText('الرقم 1 من 4'), { clipboardData: { getData: () => code } });
const resendButton = () => screen.getByRole('button', { name: 'إعادة إرسال الرمز' });

describe('verification code', () => {
  it('counts down from the server seconds; resend waits for the countdown', async () => {
    setup([]);
    expect(await screen.findByText('03:57')).toBeTruthy();
    expect(screen.getByText('+966 5•••••678')).toBeTruthy();
    expect((resendButton() as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'تحقق' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a wrong code says so, clears the boxes, stops the countdown and allows a resend', async () => {
    const { server } = setup([{ status: 400, body: { detail: 'رمز التحقق الذي أدخلته غير صحيح', attempts_left: 3 } }], {
      status: 503,
      body: { detail: 'SMS down' },
    });
    await screen.findByText('03:57');
    pasteCode('١١١١');
    fireEvent.click(screen.getByRole('button', { name: 'تحقق' }));
    expect((await screen.findByRole('alert')).textContent).toBe('رمز التحقق الذي أدخلته غير صحيح تبقّت لديك 3 محاولات.');
    expect(JSON.parse(server.requests.find((r) => r.path === '/api/v1/users/verify-otp')!.body)).toEqual({
      code: '1111',
      type: 'REGISTRATION',
    });
    expect((screen.getByLabelText('الرقم 1 من 4') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('03:57')).toBeNull();
    expect((resendButton() as HTMLButtonElement).disabled).toBe(false);

    // The resend fails: "OTP was not sent", and resend stays available.
    fireEvent.click(resendButton());
    expect(await screen.findByText('لم يتم إرسال رمز التحقق. يمكنك المحاولة مرة أخرى.')).toBeTruthy();
    expect((resendButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('a right code refreshes the token, then counts 20 seconds of activation before moving on', async () => {
    const { server, onDone } = setup([{ body: { message: 'تم التحقق من رقم الجوال' } }]);
    await screen.findByText('03:57');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pasteCode('4321');
    fireEvent.click(screen.getByRole('button', { name: 'تحقق' }));
    expect(await screen.findByText('تم التحقق من رقم جوالك')).toBeTruthy();
    expect(server.requests.some((r) => r.path === '/identity/token' && r.body.includes('grant_type=refresh_token'))).toBe(true);
    expect(screen.getByText(/خلال 20 ثانية/)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('تم التحقق من رقم الجوال')).toBeTruthy();
  });

  it('lets the user go on at once instead of waiting out the activation countdown, and moves on only once', async () => {
    const { onDone } = setup([{ body: { message: 'تم التحقق من رقم الجوال' } }]);
    await screen.findByText('03:57');
    pasteCode('4321');
    fireEvent.click(screen.getByRole('button', { name: 'تحقق' }));
    fireEvent.click(await screen.findByRole('button', { name: 'الانتقال إلى لوحة التحكم الآن' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.queryByRole('button', { name: 'الانتقال إلى لوحة التحكم الآن' }) ?? document.body);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
