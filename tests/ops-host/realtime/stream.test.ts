import { readJson } from '../../support/http.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvent } from '../../../ops-host/src/realtime/publish.ts';
import {
  signInCookie,
  startTestOpsHost,
  TEST_SERVICE_TOKEN,
  type TestOpsHost,
} from '../../support/ops-host.ts';
import { openStream, readEvents } from '../../support/sse.ts';

let host: TestOpsHost;
const service = { authorization: `Bearer ${TEST_SERVICE_TOKEN}` };
beforeAll(async () => {
  host = await startTestOpsHost({ seed: 'none' });
});
afterAll(() => host?.stop());

const streamUrl = (channel: string) => `${host.url}/realtime/stream?channel=${channel}`;

describe('realtime stream', () => {
  it('delivers the events published after connecting, in order, with ids, names and payloads', async () => {
    const stream = await openStream(streamUrl('chan_live'), service);
    await publishEvent(host.handle.db, 'chan_live', 'first', { n: 1 });
    await publishEvent(host.handle.db, 'other_channel', 'noise', {});
    await publishEvent(host.handle.db, 'chan_live', 'second', { n: 2 });
    const events = await stream.waitFor(3);
    await stream.close();
    expect(events.map((e) => [e.event, JSON.parse(e.data)])).toEqual([
      ['stream_ready', {}],
      ['first', { n: 1 }],
      ['second', { n: 2 }],
    ]);
    expect(Number(events[2]?.id)).toBeGreaterThan(Number(events[1]?.id));
    expect(Number(events[1]?.id)).toBeGreaterThan(Number(events[0]?.id));
  });

  it('a reconnect with Last-Event-ID receives every event it missed, and nothing twice', async () => {
    const first = await publishEvent(host.handle.db, 'chan_resume', 'a', { n: 1 });
    await publishEvent(host.handle.db, 'chan_resume', 'b', { n: 2 });
    await publishEvent(host.handle.db, 'chan_resume', 'c', { n: 3 });
    const events = await readEvents(streamUrl('chan_resume'), {
      headers: { ...service, 'last-event-id': String(first.id) },
      count: 3,
    });
    expect(events.map((e) => e.event)).toEqual(['stream_ready', 'b', 'c']);
    expect(events[0]?.id).toBe(String(first.id));
  });

  it('a rolled-back event is never delivered', async () => {
    const stream = await openStream(streamUrl('chan_tx'), service);
    await host.handle.db
      .transaction()
      .execute(async (tx) => {
        await publishEvent(tx, 'chan_tx', 'ghost', {});
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await publishEvent(host.handle.db, 'chan_tx', 'real', {});
    const events = await stream.waitFor(2);
    await new Promise((r) => setTimeout(r, 100));
    await stream.close();
    expect(events.map((e) => e.event)).toEqual(['stream_ready', 'real']);
  });

  it('a new stream starts with stream_ready carrying the newest event id, so a reconnect can resume from it', async () => {
    const before = await publishEvent(host.handle.db, 'chan_start', 'old', {});
    const stream = await openStream(streamUrl('chan_start'), service);
    const [ready] = await stream.waitFor(1);
    await stream.close();
    expect(ready?.event).toBe('stream_ready');
    expect(Number(ready?.id)).toBeGreaterThanOrEqual(before.id);
    const resumed = await readEvents(streamUrl('chan_start'), {
      headers: { ...service, 'last-event-id': String(Number(ready?.id) - 1) },
      count: 2,
    });
    expect(resumed.map((e) => e.event)).toEqual(['stream_ready', 'old']);
  });

  it('a stream without a session or the service token is refused with 401', async () => {
    const response = await fetch(streamUrl('chan_auth'));
    expect(response.status).toBe(401);
    await expect(signInCookie(host.url)).rejects.toThrow('sign-in failed: 401');
  });

  it('a channel name with forbidden characters is refused with 400', async () => {
    const response = await fetch(
      `${host.url}/realtime/stream?channel=${encodeURIComponent('a/b')}`,
      {
        headers: service,
      },
    );
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toMatch(/channel/);
  });
});
