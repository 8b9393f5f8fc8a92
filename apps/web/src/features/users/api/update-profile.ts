import {
  emailSchema,
  nameSchema,
  otpCodeSchema,
  phoneNumberSchema,
  userProfileSchema,
  type UpdateProfile,
  type UserProfile,
} from '@sahm/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPut } from '../../../shared/api/api-client.ts';
import { refreshSession } from '../../../shared/auth/session.ts';
import { meQueryKey } from './get-me.ts';

export const namesFormSchema = z.object({ first_name: nameSchema, last_name: nameSchema });
export const changeEmailFormSchema = z.object({ email: emailSchema });
export const mobileNumberFormSchema = z.object({ phone_number: phoneNumberSchema });
export const mobileCodeFormSchema = z.object({ otp_code: otpCodeSchema });

/**
 * PUT /users/ — names and email, or a new mobile with the code sent to it. 409 when the email or
 * mobile belongs to someone else, 400 for a wrong code.
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
      queryClient.setQueryData(meQueryKey, profile);
      await refreshSession();
    },
  });
}
