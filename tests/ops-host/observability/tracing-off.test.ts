import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

describe('tracing off', () => {
  it('without OTEL_EXPORTER_OTLP_ENDPOINT, the operations host answers without loading the SDK', async () => {
    // A process of its own: the test workers share their modules, so another file may have
    // loaded the SDK already.
    const env = { ...process.env };
    delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tests/ops-host/observability/tracing-probe.ts'],
      { env },
    );
    expect(JSON.parse(stdout)).toEqual({
      answered: 200,
      withoutEndpoint: false,
      // The probe would see it: once tracing starts, it is loaded.
      withEndpoint: true,
    });
    // The new process starts PGlite and migrates an empty database before its one request.
  }, 120_000);
});
