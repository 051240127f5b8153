import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createRealtimeBridge, type RealtimeBridge } from '../../gateway/src/realtime/bridge.ts';
import { registry, watchRealtime } from '../../gateway/src/observability/metrics.ts';
import { parseScrape, valueOf } from '../support/metrics.ts';
import { createSseChannels } from './support/sse-channels.ts';
import { eventually, startTinyServer, type TinyServer } from './support/tiny-server.ts';

const CHANNEL = 'pack_line_printer_login_code';
const EVENT = 'printer_login_code_refresh';
let server: TinyServer | undefined;
let bridge: RealtimeBridge | undefined;
let forget: (() => void) | undefined;

afterEach(async () => {
  forget?.();
  await bridge?.close();
  await server?.close();
});

const read = async () => parseScrape(await registry.metrics());

describe('realtime metrics of the gateway', () => {
  it('counts the active subscriptions and each event handed to each of them', async () => {
    const sse = createSseChannels();
    server = await startTinyServer((req, res) => sse.handle(req, res));
    bridge = createRealtimeBridge({
      baseUrl: server.url,
      serviceToken: 'test-service-token',
      logger: pino({ level: 'silent' }),
    });
    forget = watchRealtime(bridge);
    const before = await read();
    const first = bridge.subscribe(CHANNEL);
    const second = bridge.subscribe(CHANNEL);
    await eventually(() => expect(sse.openCount(CHANNEL)).toBe(1));

    sse.publish(CHANNEL, EVENT, { rotated_at: '2026-11-23T10:00:00Z' });
    await first.next();
    await second.next();

    const during = await read();
    expect(valueOf(during, 'gateway_subscriptions_active')).toBe(2);
    expect(valueOf(during, 'gateway_realtime_streams_connected')).toBe(1);
    expect(
      valueOf(during, 'gateway_realtime_events_delivered_total', { event: EVENT }) -
        valueOf(before, 'gateway_realtime_events_delivered_total', { event: EVENT }),
    ).toBe(2);

    await first.return?.();
    await second.return?.();
    expect(valueOf(await read(), 'gateway_subscriptions_active')).toBe(0);
  });
});
