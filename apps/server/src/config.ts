import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const proxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

const validProxy = (entry: string) => {
  if (proxyRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  // A prefix length, or (IPv4 only) a netmask such as 255.255.255.0.
  if (/^\d+$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(prefix) === 4;
};

/**
 * Who may tell us the client's address in X-Forwarded-For: nobody by default (the socket's address
 * is the client), `true` for every hop, a number of hops, or proxies by address or CIDR range.
 */
const trustProxySchema = z.string().transform((raw, ctx): boolean | number | string[] => {
  const value = raw.trim();
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const bad = entries.filter((x) => !validProxy(x));
  if (!entries.length || bad.length)
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false, a hop count, or comma-separated addresses or CIDR ranges (not ${bad.join(', ') || 'empty'})`,
    });
  return entries;
});

/** Every environment variable the server reads, parsed once. A bad value stops start-up. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_REPLICA_URLS: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('sahm:'),
  SEED_DEMO: bool.default(true),
  APP_TOKEN: z.string().min(8).default('sahm-web-dev-token'),
  PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
  CORS_ORIGINS: z.string().optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  TRUST_PROXY: trustProxySchema.optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(5).max(86_400).default(300),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 86_400),
  OAUTH_CLIENT_ID: z.string().min(1).default('sahm-web'),
  OAUTH_CLIENT_SECRET: z.string().min(8).default('sahm-web-dev-secret'),
  IDENTITY_SIGNING_KEY: z
    .string()
    .includes('BEGIN PRIVATE KEY', { message: 'must be an Ed25519 private key in PKCS#8 PEM form' })
    .optional(),
  SMS_PROVIDER: z.enum(['outbox', 'taqnyat']).default('outbox'),
  SMS_API_URL: z.url().default('https://api.taqnyat.sa/v1/messages'),
  SMS_API_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().default('Sahm'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Sahm <no-reply@sahm.example>'),
  PUSH_PROVIDER: z.enum(['outbox', 'webpush']).default('outbox'),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:support@sahm.example'),
  ALERTS: z.enum(['on', 'off']).default('on'),
  MARKET_CLOCK: z.enum(['exchange', 'always-open']).default('exchange'),
  FEED: z.enum(['in-process', 'off']).default('in-process'),
  FEED_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  PRICE_DELAY_MINUTES: z.coerce.number().int().min(0).max(60).default(0),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'moyasar']).default('sandbox'),
  MOYASAR_API_URL: z.url().default('https://api.moyasar.com/v1'),
  MOYASAR_PUBLISHABLE_KEY: z.string().optional(),
  MOYASAR_SECRET_KEY: z.string().optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(8).default('sahm-dev-webhook-secret'),
  GETRESPONSE_API_KEY: z.string().optional(),
  GETRESPONSE_LIST_ID: z.string().optional(),
  GETRESPONSE_API_URL: z.url().default('https://api.getresponse.com/v3'),
  INVOICE_SELLER_NAME_AR: z.string().default('سهم للمعلومات المالية'),
  INVOICE_SELLER_NAME_EN: z.string().default('Sahm Financial Information'),
  INVOICE_VAT_NUMBER: z
    .string()
    .regex(/^3\d{13}3$/, 'must be a 15-digit Saudi VAT number (3…3)')
    .default('300000000000003'),
  INVOICE_SELLER_ADDRESS: z.string().default('Riyadh, Saudi Arabia'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  replicaUrls: string[];
  poolSize: number;
  /** How long a request waits for a database connection before it fails with 503. */
  connectTimeoutMs: number;
  dataDir: string;
  redisUrl: string | undefined;
  /** Starts every Redis key and channel name, so deployments (or test runs) sharing one Redis keep apart. */
  redisPrefix: string;
  seedDemo: boolean;
  appToken: string;
  publicOrigin: string;
  corsOrigins: string[];
  webDist: string;
  logLevel: string;
  rateLimitPerMinute: number;
  /** Fastify's trustProxy: which hops may name the client in X-Forwarded-For (false: none). */
  trustProxy: boolean | number | string[];
  bodyLimit: number;
  identity: {
    accessTokenTtl: number;
    refreshTokenTtl: number;
    clientId: string;
    clientSecret: string;
    /** PEM from the environment; when absent a key is generated and kept in the data folder. */
    signingKey: string | undefined;
  };
  sms: { provider: 'outbox' | 'taqnyat'; apiUrl: string; apiToken: string | undefined; sender: string };
  mail: { smtpUrl: string | undefined; from: string };
  /** Web push: the push services through VAPID (webpush), or the local outbox; keys derived from the app's secret when not given. */
  push: { provider: 'outbox' | 'webpush'; publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /** on: this process evaluates alerts (one process at a time holds the evaluator); off: it only serves them. */
  alerts: 'on' | 'off';
  market: {
    /** exchange: Riyadh sessions, Sunday–Thursday, holidays closed; always-open: a demo that always trades. */
    clock: 'exchange' | 'always-open';
    /** in-process: this server runs the feed (one process at a time holds it); off: `npm run feed` does. */
    feed: 'in-process' | 'off';
    feedIntervalMs: number;
    /** Published prices lag the feed by this many minutes (the spec's up-to-15-minute delay). */
    priceDelayMinutes: number;
  };
  newsletter: { apiUrl: string; apiKey: string | undefined; listId: string | undefined };
  invoices: { sellerNameAr: string; sellerNameEn: string; vatNumber: string; address: string };
  payments: {
    /** sandbox: the local hosted card form served by this server; moyasar: the real provider. */
    provider: 'sandbox' | 'moyasar';
    apiUrl: string;
    publishableKey: string;
    secretKey: string;
    webhookSecret: string;
  };
};

export class ConfigError extends Error {}

/** A comma-separated setting as its non-empty items. */
const list = (s: string | undefined): string[] =>
  s
    ? s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
    : [];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Treat empty variables as unset, as shells and CI systems often export them empty.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.PAYMENT_PROVIDER === 'moyasar' && !(e.MOYASAR_PUBLISHABLE_KEY && e.MOYASAR_SECRET_KEY))
    problems.push('  MOYASAR_PUBLISHABLE_KEY, MOYASAR_SECRET_KEY: required when PAYMENT_PROVIDER=moyasar');
  if (e.DATABASE_REPLICA_URLS && !e.DATABASE_URL)
    problems.push('  DATABASE_REPLICA_URLS: read replicas need DATABASE_URL (the embedded database has none)');
  const badReplica = list(e.DATABASE_REPLICA_URLS).find((url) => !/^postgres(ql)?:\/\//.test(url));
  if (badReplica !== undefined) problems.push('  DATABASE_REPLICA_URLS: a comma-separated list of postgres:// URLs');
  if (e.GETRESPONSE_API_KEY && !e.GETRESPONSE_LIST_ID) problems.push('  GETRESPONSE_LIST_ID: required with GETRESPONSE_API_KEY');
  if (e.SMS_PROVIDER === 'taqnyat' && !e.SMS_API_TOKEN) problems.push('  SMS_API_TOKEN: required when SMS_PROVIDER=taqnyat');
  if (e.PUSH_PROVIDER === 'webpush' && !(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY))
    problems.push('  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required when PUSH_PROVIDER=webpush (npx web-push generate-vapid-keys)');
  if (e.NODE_ENV === 'production') {
    // Production must not sign with a key that lives on one machine's disk, nor keep mail in a table.
    if (!e.IDENTITY_SIGNING_KEY) problems.push('  IDENTITY_SIGNING_KEY: required in production');
    if (e.SMS_PROVIDER === 'outbox') problems.push('  SMS_PROVIDER: the local outbox is not allowed in production');
    if (!e.SMTP_URL) problems.push('  SMTP_URL: required in production');
    if (e.PAYMENT_PROVIDER === 'sandbox') problems.push('  PAYMENT_PROVIDER: the card sandbox is not allowed in production');
    if (e.PAYMENT_WEBHOOK_SECRET === 'sahm-dev-webhook-secret')
      problems.push('  PAYMENT_WEBHOOK_SECRET: set a secret of your own in production');
    if (e.OAUTH_CLIENT_SECRET === 'sahm-web-dev-secret') problems.push('  OAUTH_CLIENT_SECRET: set a secret of your own in production');
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    replicaUrls: list(e.DATABASE_REPLICA_URLS),
    poolSize: e.DATABASE_POOL_SIZE,
    connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    dataDir: path.resolve(e.DATA_DIR),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_KEY_PREFIX,
    seedDemo: e.SEED_DEMO,
    appToken: e.APP_TOKEN,
    publicOrigin: e.PUBLIC_ORIGIN,
    corsOrigins: [e.PUBLIC_ORIGIN, ...list(e.CORS_ORIGINS)],
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY ?? false,
    bodyLimit: e.BODY_LIMIT_BYTES,
    identity: {
      accessTokenTtl: e.ACCESS_TOKEN_TTL,
      refreshTokenTtl: e.REFRESH_TOKEN_TTL,
      clientId: e.OAUTH_CLIENT_ID,
      clientSecret: e.OAUTH_CLIENT_SECRET,
      signingKey: e.IDENTITY_SIGNING_KEY?.replace(/\\n/g, '\n'),
    },
    sms: { provider: e.SMS_PROVIDER, apiUrl: e.SMS_API_URL, apiToken: e.SMS_API_TOKEN, sender: e.SMS_SENDER },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    push: { provider: e.PUSH_PROVIDER, publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    alerts: e.ALERTS,
    newsletter: { apiUrl: e.GETRESPONSE_API_URL, apiKey: e.GETRESPONSE_API_KEY, listId: e.GETRESPONSE_LIST_ID },
    invoices: {
      sellerNameAr: e.INVOICE_SELLER_NAME_AR,
      sellerNameEn: e.INVOICE_SELLER_NAME_EN,
      vatNumber: e.INVOICE_VAT_NUMBER,
      address: e.INVOICE_SELLER_ADDRESS,
    },
    payments: {
      provider: e.PAYMENT_PROVIDER,
      apiUrl: e.MOYASAR_API_URL,
      publishableKey: e.MOYASAR_PUBLISHABLE_KEY ?? 'pk_sandbox_sahm',
      secretKey: e.MOYASAR_SECRET_KEY ?? 'sk_sandbox_sahm',
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    },
    market: { clock: e.MARKET_CLOCK, feed: e.FEED, feedIntervalMs: e.FEED_INTERVAL_MS, priceDelayMinutes: e.PRICE_DELAY_MINUTES },
  };
}

/** For the process entry points: a bad configuration prints what is wrong and exits. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
