import { forgotPasswordSchema, messageSchema, type MessageResponse } from '@sahm/contracts/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../shared/api/api-client.ts';

export const forgotPasswordFormSchema = forgotPasswordSchema;

/** POST /users/forgot-password — always the same {message}, whether or not the address has an account. */
export function forgotPassword(payload: z.output<typeof forgotPasswordSchema>): Promise<MessageResponse> {
  return apiPost('/users/forgot-password', payload, { schema: messageSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
