import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../ops-host/src/config/config.ts';
import { connectDatabase, type DatabaseHandle } from '../../../ops-host/src/db/connect.ts';
import { migrate } from '../../../ops-host/src/db/migrate.ts';
import { access } from '../../../ops-host/src/http/route-access.ts';
import { buildOpsHost, type OpsHost } from '../../../ops-host/src/server.ts';

// The host's one log line per answered request: enough to follow a call, nothing secret.

let handle: DatabaseHandle;
let host: OpsHost;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  handle = await connectDatabase({ pgliteDataDir: 'memory://' });
  await migrate(handle);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', OPS_SERVICE_TOKEN: 'a-service-token-0123456789' });
  host = await buildOpsHost(config, handle, pino({ level: 'info' }, sink));
  host.app.get('/test/failing', { config: access.public() }, () => {
    throw new Error('a fault of the handler');
  });
}, 60_000);
afterAll(async () => {
  await host?.close();
  await handle?.close();
});

/** The lines written for the requests since `from`. */
function since(from: number) {
  return lines.slice(from).filter((line) => line.req !== undefined);
}

describe('request log', () => {
  it('writes one line per request: method, path, status and time, no headers or address', async () => {
    const from = lines.length;
    const answer = await host.app.inject({
      method: 'GET',
      url: '/accessible_packing_facilities',
      headers: { cookie: 'ops_session=secret-session-value' },
    });
    expect(answer.statusCode).toBe(401);

    const written = since(from);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/accessible_packing_facilities' },
      res: { statusCode: 401 },
    });
    expect(typeof written[0]!.responseTime).toBe('number');
    expect(typeof written[0]!.reqId).toBe('string');
    const text = JSON.stringify(written);
    expect(text).not.toContain('secret-session-value');
    expect(text).not.toContain('remotePort');
    expect(text).not.toContain('incoming request');
  });

  it('writes the line of a failed request at error level', async () => {
    const from = lines.length;
    expect((await host.app.inject({ method: 'GET', url: '/test/failing' })).statusCode).toBe(500);
    const completed = since(from).filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ level: 50, res: { statusCode: 500 } });
  });

  it('does not log the health checks', async () => {
    const from = lines.length;
    expect((await host.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(since(from)).toEqual([]);
  });
});
