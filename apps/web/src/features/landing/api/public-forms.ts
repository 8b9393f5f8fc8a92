import {
  deactivationRequestSchema,
  messageSchema,
  newsletterSchema,
  trialRequestSchema,
  type MessageResponse,
} from '@sahm/contracts/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../shared/api/api-client.ts';

export { deactivationRequestSchema, newsletterSchema, trialRequestSchema };

/** POST /integrations/getresponse/subscribe — idempotent; a failure shows nothing (spec §8). */
export function useNewsletterSignUp() {
  return useMutation({
    mutationFn: (payload: z.output<typeof newsletterSchema>): Promise<MessageResponse> =>
      apiPost('/integrations/getresponse/subscribe', payload, { schema: messageSchema, silent: true }),
  });
}

/** POST /trial-requests/ */
export function useTrialRequest() {
  return useMutation({
    mutationFn: (payload: z.output<typeof trialRequestSchema>): Promise<MessageResponse> =>
      apiPost('/trial-requests/', payload, { schema: messageSchema }),
  });
}

/** POST /users/deactivation-requests/ — stored, confirmed by email. */
export function useDeactivationRequest() {
  return useMutation({
    mutationFn: (payload: z.output<typeof deactivationRequestSchema>): Promise<MessageResponse> =>
      apiPost('/users/deactivation-requests/', payload, { schema: messageSchema }),
  });
}
