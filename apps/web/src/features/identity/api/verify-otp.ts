import { messageSchema, verifyOtpSchema, type MessageResponse, type OtpType } from '@sahm/contracts/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPut } from '../../../shared/api/api-client.ts';

export const verifyOtpFormSchema = verifyOtpSchema.pick({ code: true });
export type VerifyOtpPayload = z.output<typeof verifyOtpSchema>;

/**
 * PUT /users/verify-otp — 200 {message}; a wrong code is 400 {detail, attempts_left}, an expired
 * or void one 400 {detail}. The caller shows those itself (the request is silent).
 */
export function verifyOtp(payload: VerifyOtpPayload): Promise<MessageResponse> {
  return apiPut('/users/verify-otp', payload, { schema: messageSchema, silent: true });
}

export function useVerifyOtp(type: OtpType) {
  return useMutation({ mutationFn: (code: string) => verifyOtp({ code, type }) });
}
