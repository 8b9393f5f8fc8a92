import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a development machine', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.appToken.length).toBeGreaterThanOrEqual(8);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('parses booleans and lists', () => {
    const c = loadConfig({ SEED_DEMO: 'false', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(c.seedDemo).toBe(false);
    expect(c.corsOrigins).toEqual(['http://localhost:3000', 'https://a.example', 'https://b.example']);
  });

  it('reads DATABASE_REPLICA_URLS as a list of PostgreSQL URLs, only beside DATABASE_URL', () => {
    const primary = 'postgres://db.example/sahm';
    expect(loadConfig({ DATABASE_URL: primary }).replicaUrls).toEqual([]);
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: 'postgres://r1.example/sahm, postgresql://r2.example/sahm,' }).replicaUrls,
    ).toEqual(['postgres://r1.example/sahm', 'postgresql://r2.example/sahm']);
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://r1.example/sahm' })).toThrow(
      /DATABASE_REPLICA_URLS: read replicas need DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: 'postgres://r1.example/sahm,mysql://r2' })).toThrow(
      /DATABASE_REPLICA_URLS: a comma-separated list of postgres:\/\/ URLs/,
    );
  });

  it('trusts no proxy unless TRUST_PROXY names some: true, a hop count, or addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1, fd00::/8,loopback, 192.168.1.0/255.255.255.0' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
      '192.168.1.0/255.255.255.0',
    ]);
    for (const bad of ['everyone', '10.0.0.0/33', '300.1.1.1', 'yes', '::1/129', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be true, false, a hop count/);
    }
  });

  it('stops with a message naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(message).toContain('SEED_DEMO');
  });
});
