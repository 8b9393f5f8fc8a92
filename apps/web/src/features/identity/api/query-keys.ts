import type { OtpType } from '@sahm/contracts/users';
import { queryScopes } from '../../../shared/api/query-keys.ts';

export const identityKeys = {
  all: queryScopes.identity,
  lookups: () => [...queryScopes.identity, 'lookups'] as const,
  otpStatus: (type: OtpType) => [...queryScopes.identity, 'otp-status', type] as const,
};
