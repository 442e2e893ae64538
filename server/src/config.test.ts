import { describe, expect, it } from 'vitest';
import { DEMO_TELEGRAM_BOT_TOKEN, loadConfig } from './config.ts';
import { ConfigError } from './errors.ts';

describe('loadConfig', () => {
  it('has safe local defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      publicOrigin: 'http://127.0.0.1:3000',
      allowedOrigins: ['http://localhost:3000'],
      seedGames: 2000,
      telegramBotToken: DEMO_TELEGRAM_BOT_TOKEN,
      rateLimitStore: 'db',
    });
    expect(c.dataDir).toMatch(/server[\\/]\.data[\\/]pglite$/);
    expect(c.contentDir).toMatch(/server[\\/]content$/);
    expect(c.demoPaySettleMs).toBe(5000);
  });

  it('reads the content folder (relative to server/) and the demo payment settle delay', () => {
    const c = loadConfig({ CONTENT_DIR: '/srv/croupier-content', DEMO_PAY_SETTLE_MS: '250' });
    expect(c.contentDir).toBe('/srv/croupier-content');
    expect(c.demoPaySettleMs).toBe(250);
    expect(loadConfig({ CONTENT_DIR: 'my-content' }).contentDir).toMatch(/server[\\/]my-content$/);
    expect(() => loadConfig({ DEMO_PAY_SETTLE_MS: 'soon' })).toThrow(ConfigError);
  });

  it('reads the payout settings; the operator token is generated outside production only', () => {
    const c = loadConfig({});
    expect(c.demoPayoutMs).toBe(3000);
    expect(c.payoutReviewThreshold).toBe(500);
    expect(c.payoutTickMs).toBe(1000);
    expect(c.operatorTokenGenerated).toBe(true);
    expect(c.operatorToken).toMatch(/^[\w-]{32}$/);
    expect(loadConfig({}).operatorToken).not.toBe(c.operatorToken);
    const prod = loadConfig({ NODE_ENV: 'production' });
    expect(prod.operatorToken).toBeUndefined();
    expect(prod.operatorTokenGenerated).toBe(false);
    const set = loadConfig({ NODE_ENV: 'production', OPERATOR_TOKEN: 'a-long-operator-secret' });
    expect(set.operatorToken).toBe('a-long-operator-secret');
    expect(set.operatorTokenGenerated).toBe(false);
    expect(() => loadConfig({ OPERATOR_TOKEN: 'short' })).toThrow(ConfigError);
    expect(loadConfig({ PAYOUT_TICK_MS: '0', PAYOUT_REVIEW_THRESHOLD: '20' })).toMatchObject({
      payoutTickMs: 0,
      payoutReviewThreshold: 20,
    });
    expect(() => loadConfig({ DEMO_PAYOUT_MS: '-1' })).toThrow(ConfigError);
  });

  it('a local server without PUBLIC_ORIGIN also trusts the other loopback name of its port', () => {
    expect(loadConfig({}).allowedOrigins).toEqual(['http://localhost:3000']);
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://casino.example' }).allowedOrigins).toEqual([]);
    expect(loadConfig({ HOST: '0.0.0.0' }).allowedOrigins).toEqual([]);
  });

  it('demo mode is on outside production, off in production unless DEMO_MODE=1 (npm start)', () => {
    expect(loadConfig({}).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
    const demo = loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1' });
    expect(demo.demoMode).toBe(true);
    expect(demo.operatorTokenGenerated).toBe(true);
    expect(loadConfig({ DEMO_MODE: '0' }).demoMode).toBe(false);
  });

  it('reads the forced-logout period: 30 minutes by default, 0 turns it off', () => {
    expect(loadConfig({}).forceLogoutSeconds).toBe(1800);
    expect(loadConfig({ FORCE_LOGOUT_SECONDS: '12' }).forceLogoutSeconds).toBe(12);
    expect(loadConfig({ FORCE_LOGOUT_SECONDS: '0' }).forceLogoutSeconds).toBeNull();
    expect(() => loadConfig({ FORCE_LOGOUT_SECONDS: 'never' })).toThrow(ConfigError);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db/croupier',
      DATA_DIR: ':memory:',
      PUBLIC_ORIGIN: 'https://casino.example/',
      ALLOWED_ORIGINS: 'http://localhost:5173, https://admin.example',
      SEED_GAMES: '10000',
      SESSION_TTL: '3600',
      TELEGRAM_AUTH_MAX_AGE: '600',
      TRUST_PROXY: '1',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db/croupier',
      dataDir: ':memory:',
      publicOrigin: 'https://casino.example',
      allowedOrigins: ['http://localhost:5173', 'https://admin.example'],
      seedGames: 10000,
      sessionTtlSeconds: 3600,
      telegramAuthMaxAgeSeconds: 600,
      trustProxy: true,
    });
  });

  it('refuses values it cannot use', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ SEED_GAMES: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(ConfigError);
  });
});

describe('RATE_LIMIT_IP_FACTOR', () => {
  it('defaults to 1 and accepts a positive integer', () => {
    expect(loadConfig({}).rateLimitIpFactor).toBe(1);
    expect(loadConfig({ RATE_LIMIT_IP_FACTOR: '100' }).rateLimitIpFactor).toBe(100);
    expect(() => loadConfig({ RATE_LIMIT_IP_FACTOR: '0' })).toThrow();
  });
});
