import type { PortfolioErrorCode } from '@sahm/contracts/portfolio';
import { ApiError } from '../../platform/errors.ts';
import type { MessageParams, MessageRef } from '../../platform/messages.ts';

/** A portfolio error: translated detail plus the contract's `code`, which the client acts on. */
export const portfolioError = (
  status: number,
  key: MessageRef,
  code: PortfolioErrorCode,
  params: MessageParams = {},
  extra: Record<string, unknown> = {},
) => new ApiError(status, key, params, { code, ...extra });
