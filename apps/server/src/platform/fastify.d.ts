import 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    redis: Redis | undefined;
  }
}
