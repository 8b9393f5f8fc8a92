import type { PortfolioErrorCode } from '@sahm/contracts/portfolio';
import type { MessageParams } from '../../platform/messages.ts';
import { messages } from './messages.ts';

type MessageKey = Parameters<typeof messages.error>[1];

/** A portfolio error: translated detail plus the contract's `code`, which the client acts on. */
export const portfolioError = (
  status: number,
  key: MessageKey,
  code: PortfolioErrorCode,
  params: MessageParams = {},
  extra: Record<string, unknown> = {},
) => messages.error(status, key, params, { code, ...extra });

export const portfolioNotFound = () => portfolioError(404, 'portfolioNotFound', 'portfolio_not_found');

/** Switching portfolios, or putting money into one but the default, needs the multi-portfolio permission. */
export const multiplePortfoliosNotAllowed = () =>
  portfolioError(
    403,
    'multiplePortfoliosNotAllowed',
    'multiple_portfolios_not_allowed',
    {},
    { permission: 'CAN_HAVE_MULTIPLE_PORTFOLIOS' },
  );
