import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.ts';

describe('gateway configuration', () => {
  it('has a safe default for every variable of the embedded run', () => {
    expect(loadConfig({})).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      opsHostUrl: 'http://127.0.0.1:4001',
      opsServiceToken: 'dev-service-token',
      upstreamTimeoutMs: 10_000,
      keepAliveTimeoutMs: 65_000,
      logLevel: 'info',
      production: false,
      sentryDsn: undefined,
      metricsToken: undefined,
      otelEndpoint: undefined,
    });
    expect(loadConfig({}).webDistDir).toMatch(/web[/\\]dist$/);
  });

  it('requires OPS_SERVICE_TOKEN in production, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /OPS_SERVICE_TOKEN is required in production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', OPS_SERVICE_TOKEN: 'a-long-enough-token' }).production,
    ).toBe(true);
  });

  it('names each invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', OPS_HOST_URL: 'not a url' })).toThrow(
      /PORT .*; OPS_HOST_URL /,
    );
    expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: '-5' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '500' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });

  it('drops the trailing slash of OPS_HOST_URL and treats empty variables as unset', () => {
    expect(loadConfig({ OPS_HOST_URL: 'https://ops.example.com/api/', PORT: '' })).toMatchObject({
      opsHostUrl: 'https://ops.example.com/api',
      port: 4000,
    });
  });

  it("reads the app's own origin from PUBLIC_URL and the other allowed ones from ALLOWED_ORIGINS", () => {
    expect(loadConfig({})).toMatchObject({ publicOrigin: undefined, allowedOrigins: [] });
    expect(
      loadConfig({
        PUBLIC_URL: 'https://packing.example.com/app/',
        ALLOWED_ORIGINS: ' https://portal.example.com  http://localhost:5173 ',
      }),
    ).toMatchObject({
      publicOrigin: 'https://packing.example.com',
      allowedOrigins: ['https://portal.example.com', 'http://localhost:5173'],
    });
  });

  it('refuses an allowed origin that is not one, naming the variable and the value', () => {
    for (const value of [
      'portal.example.com',
      'https://portal.example.com/path',
      'https://Portal.example.com',
      'https://portal.example.com:443',
      'ftp://portal.example.com',
      'null',
    ]) {
      expect(() => loadConfig({ ALLOWED_ORIGINS: value }), value).toThrow(
        `ALLOWED_ORIGINS has "${value}"`,
      );
    }
    expect(() => loadConfig({ PUBLIC_URL: 'packing.example.com' })).toThrow(/PUBLIC_URL/);
  });
});
