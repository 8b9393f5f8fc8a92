import 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { SharedRedis } from './platform/redis.ts';
import type { MarketService } from './modules/markets/service.ts';
import type { SectorService } from './modules/sectors/service.ts';
import type { StockService } from './modules/stocks/service.ts';
import type { SigningKeys } from './modules/identity/keys.ts';
import type { MarketCalendar } from './modules/markets/calendar.ts';
import type { FundService } from './modules/funds/service.ts';
import type { LiveBus } from './modules/live/bus.ts';
import type { LiveGauge } from './modules/live/live-gauge.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';
import type { PaymentService } from './modules/payments/service.ts';
import type { AccessTokens } from './modules/identity/access-tokens.ts';
import type { IdentityService } from './modules/identity/service.ts';
import type { AccountService } from './modules/users/account-service.ts';
import type { BackgroundWork } from './platform/background.ts';
import type { RateCounter } from './platform/rate-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    redis: SharedRedis | undefined;
    markets: MarketService;
    sectors: SectorService;
    stocks: StockService;
    calendar: MarketCalendar;
    funds: FundService;
    liveBus: LiveBus;
    liveGauge: LiveGauge;
    payments: { provider: PaymentProvider; service: PaymentService };
    identityKeys: SigningKeys;
    accessTokens: AccessTokens;
    identity: IdentityService;
    accounts: AccountService;
    /** Throttle counters shared by the per-address and per-recipient limits (Redis when configured). */
    rateCounter: RateCounter;
    background: BackgroundWork;
  }
}
