import { registrationSchema, userProfileSchema, type UserProfile } from '@sahm/contracts/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../shared/api/api-client.ts';

/** The registration form: the contract's payload (phone typed without +966, normalised on the way out). */
export const registerFormSchema = registrationSchema;
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterPayload = z.output<typeof registerFormSchema>;

/**
 * POST /users/ — creates the account; the server texts the registration code at once. 409, with
 * one message for both, when the email or the mobile already has an account.
 */
export function registerUser(payload: RegisterPayload): Promise<UserProfile> {
  return apiPost('/users/', payload, { schema: userProfileSchema });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
