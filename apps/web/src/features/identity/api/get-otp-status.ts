import { otpStatusSchema, type OtpStatus, type OtpType } from '@sahm/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { identityKeys } from './query-keys.ts';

export function getOtpStatus(type: OtpType, signal?: AbortSignal): Promise<OtpStatus> {
  return apiGet('/users/otp-status', { params: { otp_type: type }, signal, schema: otpStatusSchema });
}

export const otpStatusQueryOptions = (type: OtpType) =>
  queryOptions({
    queryKey: identityKeys.otpStatus(type),
    queryFn: ({ signal }) => getOtpStatus(type, signal),
    // The countdown runs from the seconds of this answer: always ask afresh when the page opens.
    staleTime: 0,
    gcTime: 0,
  });

export function useOtpStatus(type: OtpType) {
  return useQuery(otpStatusQueryOptions(type));
}
