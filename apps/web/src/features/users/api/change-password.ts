import { changePasswordSchema, messageSchema, type MessageResponse } from '@sahm/contracts/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPut } from '../../../shared/api/api-client.ts';
import { refreshSession } from '../../../shared/auth/session.ts';

export const changePasswordFormSchema = changePasswordSchema;

/** PUT /users/change-password — 400 {detail} when the old password is wrong. */
export function changePassword(payload: z.output<typeof changePasswordSchema>): Promise<MessageResponse> {
  return apiPut('/users/change-password', payload, { schema: messageSchema });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      await refreshSession();
    },
  });
}
