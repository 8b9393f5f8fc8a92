import { otpStatusSchema, type OtpStatus, type OtpType } from '@sahm/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/api-client.ts';
import { identityKeys } from './query-keys.ts';

/** POST /users/resend-otp — a new code; 429 {detail, resend_in} when it is too early. */
export function resendOtp(type: OtpType): Promise<OtpStatus> {
  return apiPost('/users/resend-otp', undefined, { params: { otp_type: type }, schema: otpStatusSchema });
}

export function useResendOtp(type: OtpType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendOtp(type),
    onSuccess: (status) => queryClient.setQueryData(identityKeys.otpStatus(type), status),
  });
}
