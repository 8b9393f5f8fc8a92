import { otpStatusSchema, type OtpStatus } from '@sahm/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/api-client.ts';

/**
 * POST /users/create-otp — texts a code to the NEW number; 409 when the number belongs to another
 * account, 429 {detail, resend_in} when asked again too soon. Asking again is how the code is resent.
 */
export function createMobileChangeOtp(phoneNumber: string): Promise<OtpStatus> {
  return apiPost('/users/create-otp', { phone_number: phoneNumber, type: 'CHANGE_MOBILE' }, { schema: otpStatusSchema });
}

/** The status with the moment it arrived: its countdown's seconds are counted from then. */
export type SentCode = { phone: string; status: OtpStatus; receivedAt: number };

export function useCreateMobileChangeOtp() {
  return useMutation({
    mutationFn: async (phone: string): Promise<SentCode> => ({ phone, status: await createMobileChangeOtp(phone), receivedAt: Date.now() }),
  });
}
