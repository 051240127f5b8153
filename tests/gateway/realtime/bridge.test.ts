import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRealtimeBridge,
  type RealtimeBridge,
  type RealtimeEvent,
} from '../../../gateway/src/realtime/bridge.ts';
import { registry, watchRealtime } from '../../../gateway/src/observability/metrics.ts';
import { parseScrape, valueOf, type Sample } from '../../support/metrics.ts';
import { createSseChannels } from '../support/sse-channels.ts';
import { eventually, startTinyServer, type TinyServer } from '../support/tiny-server.ts';

const CHANNEL = 'pack_line_printer_login_code';
let server: TinyServer | undefined;
let bridge: RealtimeBridge | undefined;

afterEach(async () => {
  await bridge?.close();
  await server?.close();
  bridge = undefined;
  server = undefined;
});

async function setUp() {
  const sse = createSseChannels();
  server = await startTinyServer((req, res) => sse.handle(req, res));
  bridge = createRealtimeBridge({
    baseUrl: server.url,
    serviceToken: 'test-service-token',
    logger: pino({ level: 'silent' }),
    initialBackoffMs: 20,
    maxBackoffMs: 100,
  });
  return { sse, bridge };
}

async function take(events: AsyncIterator<RealtimeEvent>, count: number): Promise<RealtimeEvent[]> {
  const taken: RealtimeEvent[] = [];
  while (taken.length < count) {
    const next = await events.next();
    if (next.done) break;
    taken.push(next.value);
  }
  return taken;
}

describe('realtime bridge', () => {
  it('two subscribers of one channel share one upstream connection and both get every event', async () => {
    const { sse, bridge } = await setUp();
    const first = bridge.subscribe(CHANNEL);
    const second = bridge.subscribe(CHANNEL);
    await eventually(() => expect(sse.openCount(CHANNEL)).toBe(1));

    sse.publish(CHANNEL, 'printer_login_code_refresh', { rotated_at: '2026-11-23T10:00:00Z' });
    sse.publish(CHANNEL, 'printer_login_code_refresh', { rotated_at: '2026-11-23T11:00:00Z' });

    const expected = [
      {
        id: '1',
        event: 'printer_login_code_refresh',
        payload: { rotatedAt: '2026-11-23T10:00:00Z' },
      },
      {
        id: '2',
        event: 'printer_login_code_refresh',
        payload: { rotatedAt: '2026-11-23T11:00:00Z' },
      },
    ];
    expect(await take(first, 2)).toEqual(expected);
    expect(await take(second, 2)).toEqual(expected);
    expect(sse.connections).toHaveLength(1);
    expect(sse.connections[0]!.authorization).toBe('Bearer test-service-token');
    expect(bridge.stats()).toMatchObject({ upstreamStreams: 1, subscribers: { [CHANNEL]: 2 } });
  });

  it('the last subscriber leaving closes the upstream connection, the others keeping it open', async () => {
    const { sse, bridge } = await setUp();
    const first = bridge.subscribe(CHANNEL);
    const leaving = new AbortController();
    bridge.subscribe(CHANNEL, leaving.signal);
    await eventually(() => expect(sse.openCount(CHANNEL)).toBe(1));

    leaving.abort();
    expect(bridge.stats().subscribers[CHANNEL]).toBe(1);
    await first.return?.();

    expect(bridge.stats()).toMatchObject({ upstreamStreams: 0, subscribers: {} });
    await eventually(() => expect(sse.openCount(CHANNEL)).toBe(0));
  });

  it('a subscriber leaving while it waits for an event is ended at once', async () => {
    const { sse, bridge } = await setUp();
    const events = bridge.subscribe(CHANNEL);
    await eventually(() => expect(sse.openCount(CHANNEL)).toBe(1));

    const waiting = events.next();
    await events.return?.();

    expect(await waiting).toEqual({ done: true, value: undefined });
    await eventually(() => expect(sse.openCount(CHANNEL)).toBe(0));
  });

  it('a subscriber that falls behind is ended with an error, the others carry on', async () => {
    const { sse } = await setUp();
    await bridge!.close();
    bridge = createRealtimeBridge({
      baseUrl: server!.url,
      serviceToken: 'test-service-token',
      logger: pino({ level: 'silent' }),
      queueLimit: 2,
    });
    const slow = bridge.subscribe(CHANNEL);
    const reading = bridge.subscribe(CHANNEL);
    await eventually(() => expect(sse.openCount(CHANNEL)).toBe(1));

    const received: RealtimeEvent[] = [];
    const readAll = (async () => {
      for await (const event of reading) if (received.push(event) === 3) return;
    })();
    for (const n of [1, 2, 3]) sse.publish(CHANNEL, 'tick', { n });
    await readAll;

    expect(received).toHaveLength(3);
    expect(await take(slow, 2)).toHaveLength(2);
    await expect(slow.next()).rejects.toThrow(/fell behind/);
    // Both have left now (the reader by breaking out of its loop): the stream is closed.
    expect(bridge.stats().upstreamStreams).toBe(0);
  });

  it('each channel gets its own upstream connection', async () => {
    const { sse, bridge } = await setUp();
    const logins = bridge.subscribe(CHANNEL);
    const planner = bridge.subscribe('pack_line_planner_updates_for_CHI');
    await eventually(() => expect(sse.openCount()).toBe(2));

    sse.publish('pack_line_planner_updates_for_CHI', 'pack_line_updates', { pack_line_id: 3 });
    sse.publish(CHANNEL, 'printer_login_code_refresh', {});

    expect(await take(planner, 1)).toEqual([
      { id: '1', event: 'pack_line_updates', payload: { packLineId: 3 } },
    ]);
    expect(await take(logins, 1)).toEqual([
      { id: '2', event: 'printer_login_code_refresh', payload: {} },
    ]);
  });

  it('a dropped connection reconnects with Last-Event-ID, and no event is lost or repeated', async () => {
    const { sse, bridge } = await setUp();
    const events = bridge.subscribe(CHANNEL);
    await eventually(() => expect(sse.openCount(CHANNEL)).toBe(1));
    sse.publish(CHANNEL, 'printer_login_code_refresh', { n: 1 });
    sse.publish(CHANNEL, 'printer_login_code_refresh', { n: 2 });
    expect((await take(events, 2)).map((e) => e.payload)).toEqual([{ n: 1 }, { n: 2 }]);

    sse.dropAll();
    // Published while the bridge is disconnected: only the resume can deliver these.
    sse.publish(CHANNEL, 'printer_login_code_refresh', { n: 3 });
    sse.publish(CHANNEL, 'printer_login_code_refresh', { n: 4 });
    await eventually(() => expect(sse.openCount(CHANNEL)).toBe(1));
    sse.publish(CHANNEL, 'printer_login_code_refresh', { n: 5 });

    expect((await take(events, 3)).map((e) => e.payload)).toEqual([{ n: 3 }, { n: 4 }, { n: 5 }]);
    expect(sse.connections.map((c) => c.lastEventId)).toEqual([undefined, '2']);
    sse.publish(CHANNEL, 'printer_login_code_refresh', { n: 6 });
    expect((await take(events, 1)).map((e) => e.payload)).toEqual([{ n: 6 }]);
  });

  it('events an upstream sends again after a reconnect are not delivered twice', async () => {
    // A careless upstream that replays its whole log on every connection.
    let connection = 0;
    server = await startTinyServer((_req, res) => {
      connection += 1;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const ids = connection === 1 ? [1, 2] : [1, 2, 3];
      for (const id of ids) res.write(`id: ${id}\nevent: tick\ndata: ${id}\n\n`);
      if (connection === 1) setTimeout(() => res.destroy(), 20);
    });
    bridge = createRealtimeBridge({
      baseUrl: server.url,
      serviceToken: 'test-service-token',
      logger: pino({ level: 'silent' }),
      initialBackoffMs: 10,
    });

    const events = bridge.subscribe(CHANNEL);

    expect((await take(events, 3)).map((e) => e.id)).toEqual(['1', '2', '3']);
    expect(server.requests[1]!.headers['last-event-id']).toBe('2');
  });

  it('keeps retrying while the operations host refuses and streams once it is back', async () => {
    const sse = createSseChannels();
    let refusing = true;
    server = await startTinyServer((req, res) => {
      if (refusing) {
        res.writeHead(503).end();
        return;
      }
      sse.handle(req, res);
    });
    bridge = createRealtimeBridge({
      baseUrl: server.url,
      serviceToken: 'test-service-token',
      logger: pino({ level: 'silent' }),
      initialBackoffMs: 10,
      maxBackoffMs: 40,
    });
    const events = bridge.subscribe(CHANNEL);
    const requests = server.requests;
    await eventually(() => expect(requests.length).toBeGreaterThanOrEqual(3));

    refusing = false;
    await eventually(() => expect(sse.openCount(CHANNEL)).toBe(1));
    sse.publish(CHANNEL, 'printer_login_code_refresh', {});

    expect(await take(events, 1)).toHaveLength(1);
    expect(bridge.stats()).toMatchObject({ upstreamStreams: 1, connectedStreams: 1 });
  });

  it('its metrics show the active subscriptions and each event handed to each of them', async () => {
    const { sse, bridge } = await setUp();
    const forget = watchRealtime(bridge);
    const read = async () => parseScrape(await registry.metrics());
    const event = 'printer_login_code_refresh';
    try {
      const before = await read();
      const first = bridge.subscribe(CHANNEL);
      const second = bridge.subscribe(CHANNEL);
      await eventually(() => expect(sse.openCount(CHANNEL)).toBe(1));
      sse.publish(CHANNEL, event, { rotated_at: '2026-11-23T10:00:00Z' });
      await first.next();
      await second.next();

      const during = await read();
      const active = (samples: Sample[]) => valueOf(samples, 'gateway_subscriptions_active');
      expect(active(during) - active(before)).toBe(2);
      expect(
        valueOf(during, 'gateway_realtime_streams_connected') -
          valueOf(before, 'gateway_realtime_streams_connected'),
      ).toBe(1);
      expect(
        valueOf(during, 'gateway_realtime_events_delivered_total', { event }) -
          valueOf(before, 'gateway_realtime_events_delivered_total', { event }),
      ).toBe(2);
      await first.return?.();
      await second.return?.();
      expect(active(await read()) - active(before)).toBe(0);
    } finally {
      forget();
    }
  });
});
