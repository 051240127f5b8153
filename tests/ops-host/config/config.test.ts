import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../ops-host/src/config/config.ts';

describe('operations host configuration', () => {
  it('runs embedded with safe defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      host: '127.0.0.1',
      port: 4001,
      databaseUrl: undefined,
      adminPassword: 'admin',
      seedSize: 'demo',
      loginCodeRotationMs: 60 * 60_000,
      loginCodeGraceMs: 10 * 60_000,
    });
    expect(config.pgliteDataDir).toMatch(/\.data\/pglite$/);
  });

  it('keeps history 400 days unless HISTORY_RETENTION_DAYS says otherwise, and refuses a bad value', () => {
    expect(loadConfig({}).historyRetentionMs).toBe(400 * 86_400_000);
    expect(loadConfig({ HISTORY_RETENTION_DAYS: '30' }).historyRetentionMs).toBe(30 * 86_400_000);
    expect(() => loadConfig({ HISTORY_RETENTION_DAYS: '0' })).toThrow(/HISTORY_RETENTION_DAYS/);
  });

  it('production refuses to start without the admin password and the service token', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /ADMIN_PASSWORD is required in production.*OPS_SERVICE_TOKEN is required in production/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'a-real-password',
        OPS_SERVICE_TOKEN: 'a-service-token-of-length',
      }).production,
    ).toBe(true);
  });

  it.each([
    ['OPS_PORT', 'eighty'],
    ['DATABASE_URL', 'not a url'],
    ['SEED_SIZE', 'huge'],
    ['OPS_SERVICE_TOKEN', 'short'],
    ['METRICS_TOKEN', 'short'],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'collector'],
  ])('a bad %s stops the start with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`Invalid operations host configuration: .*${name}`),
    );
  });

  it('DATA_DIR chooses where the embedded database lives', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/copy-two' }).pgliteDataDir).toBe('/tmp/copy-two/pglite');
  });
});
