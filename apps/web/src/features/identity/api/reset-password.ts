import { messageSchema, passwordSchema, type MessageResponse, type resetPasswordSchema } from '@sahm/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../shared/api/api-client.ts';

/** New password twice; the token comes from the emailed link, not from the form. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirm_password: passwordSchema })
  .refine((values) => values.password === values.confirm_password, { message: 'vPasswordsMustMatch', path: ['confirm_password'] });

/** POST /users/reset-password — 400 {detail} for an unknown, used or expired token. */
export function resetPassword(payload: z.output<typeof resetPasswordSchema>): Promise<MessageResponse> {
  return apiPost('/users/reset-password', payload, { schema: messageSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
