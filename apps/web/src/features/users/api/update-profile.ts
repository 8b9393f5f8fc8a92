import {
  currentPasswordSchema,
  emailSchema,
  nameSchema,
  phoneNumberSchema,
  userProfileSchema,
  type UpdateProfile,
  type UserProfile,
} from '@sahm/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPut } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { refreshSession } from '../../../shared/auth/session.ts';
import { userKeys } from './query-keys.ts';

export const namesFormSchema = z.object({ first_name: nameSchema, last_name: nameSchema });
/** A new email or mobile takes the current password too: an access token alone cannot move the account. */
export const changeEmailFormSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export const mobileNumberFormSchema = z.object({ phone_number: phoneNumberSchema });
export const mobilePasswordFormSchema = z.object({ password: currentPasswordSchema });

/**
 * PUT /users/ — names and email, or a new mobile with the code sent to it. 409 when the email or
 * mobile belongs to someone else, 400 for a wrong code, and 400 naming `password` when the
 * current password is missing or wrong.
 */
export function updateProfile(payload: UpdateProfile): Promise<UserProfile> {
  return apiPut('/users/', payload, { schema: userProfileSchema });
}

/** Saves, then refreshes the access token so its claims (name, email, mobile) are current. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(userKeys.me(), profile);
      await refreshSession();
    },
  });
}

/** The server refused the code itself (wrong, expired, used up), not the password that came with it. */
export function codeRefused(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  return (error.body as { field?: unknown } | null)?.field !== 'password';
}
