import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { RealtimeBridge } from '../../../gateway/src/realtime/bridge.ts';
import { listen } from '../../../gateway/src/realtime/listen.ts';
import type { BoundUpstream, UpstreamResult } from '../../../gateway/src/upstream/client.ts';

/** The host's answer to "may this subscriber listen?", and what the bridge was asked. */
function fixture(answer: UpstreamResult<null>) {
  const asked: string[] = [];
  const subscribed: string[] = [];
  const upstream: BoundUpstream = {
    cookie: 'ops_session=lead',
    async request(request) {
      asked.push(`${request.method} ${request.path}?channel=${String(request.query?.channel)}`);
      return answer as never;
    },
  };
  const realtime = {
    subscribe(channel: string) {
      subscribed.push(channel);
      return (async function* () {})() as never;
    },
  } as unknown as RealtimeBridge;
  return { context: { upstream, realtime, logger: pino({ level: 'silent' }) }, asked, subscribed };
}

const refused = (status: number, message: string): UpstreamResult<null> => ({
  ok: false,
  status,
  body: { message },
  setCookies: [],
  timedOut: false,
  failure: 'http',
  target: 'GET /realtime/access',
});

const allowed: UpstreamResult<null> = { ok: true, status: 204, body: null, setCookies: [] };

/**
 * A host whose every answer waits until `answer` is called, so that subscriptions start while a
 * check is under way; the contexts share one gateway's bridge.
 */
function waitingHost() {
  const asked: string[] = [];
  const subscribed: string[] = [];
  const waiting: ((result: UpstreamResult<null>) => void)[] = [];
  const realtime = {
    subscribe(channel: string) {
      subscribed.push(channel);
      return (async function* () {})() as never;
    },
  } as unknown as RealtimeBridge;
  const contextOf = (credentials: { cookie?: string; authorization?: string }) => {
    const upstream: BoundUpstream = {
      cookie: credentials.authorization ?? credentials.cookie,
      request(request) {
        asked.push(`${upstream.cookie} ${String(request.query?.channel)}`);
        return new Promise((resolve) => waiting.push(resolve as never));
      },
    };
    return {
      upstream,
      realtime,
      logger: pino({ level: 'silent' }),
      authorization: credentials.authorization,
    };
  };
  const answer = async (result: UpstreamResult<null>) => {
    for (const resolve of waiting.splice(0)) resolve(result);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { asked, subscribed, contextOf, answer };
}

describe('listening to a realtime channel', () => {
  it('asks the host with the subscriber’s own credentials before joining the channel', async () => {
    const { context, asked, subscribed } = fixture({
      ok: true,
      status: 204,
      body: null,
      setCookies: [],
    });
    await listen(context, 'pick_to_light_updates_CHI_A');
    expect(asked).toEqual(['GET /realtime/access?channel=pick_to_light_updates_CHI_A']);
    expect(subscribed).toEqual(['pick_to_light_updates_CHI_A']);
  });

  it('a channel of a facility the subscriber may not see is FORBIDDEN and never joined', async () => {
    const { context, subscribed } = fixture(
      refused(403, 'You do not have access to this packing facility.'),
    );
    await expect(listen(context, 'pick_to_light_updates_SBD_A')).rejects.toMatchObject({
      message: 'You do not have access to this packing facility.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(subscribed).toEqual([]);
  });

  it('a subscriber without a session is UNAUTHENTICATED', async () => {
    const { context, subscribed } = fixture(refused(401, 'Sign in required.'));
    await expect(listen(context, 'pack_line_printer_login_code')).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(subscribed).toEqual([]);
  });

  it('subscriptions of one session to one channel that start together share one check', async () => {
    const host = waitingHost();
    const lead = host.contextOf({ cookie: 'ops_session=lead' });
    const listening = Array.from({ length: 20 }, () => listen(lead, 'pick_to_light_updates_CHI_A'));
    await host.answer(allowed);
    await Promise.all(listening);
    expect(host.asked).toEqual(['ops_session=lead pick_to_light_updates_CHI_A']);
    expect(host.subscribed).toHaveLength(20);
  });

  it('another session, another channel, or a check after the last one settled asks again', async () => {
    const host = waitingHost();
    const lead = host.contextOf({ cookie: 'ops_session=lead' });
    const packer = host.contextOf({ cookie: 'ops_session=packer' });
    const together = [
      listen(lead, 'pick_to_light_updates_CHI_A'),
      listen(packer, 'pick_to_light_updates_CHI_A'),
      listen(lead, 'pick_to_light_updates_CHI_B'),
    ];
    await host.answer(allowed);
    await Promise.all(together);
    const later = listen(lead, 'pick_to_light_updates_CHI_A');
    await host.answer(allowed);
    await later;
    expect(host.asked).toEqual([
      'ops_session=lead pick_to_light_updates_CHI_A',
      'ops_session=packer pick_to_light_updates_CHI_A',
      'ops_session=lead pick_to_light_updates_CHI_B',
      'ops_session=lead pick_to_light_updates_CHI_A',
    ]);
    expect(host.subscribed).toHaveLength(4);
  });

  it('a refusal shared by subscriptions under way refuses every one of them', async () => {
    const host = waitingHost();
    const lead = host.contextOf({ cookie: 'ops_session=lead' });
    const listening = Array.from({ length: 3 }, () =>
      listen(lead, 'pick_to_light_updates_SBD_A').then(
        () => 'joined',
        (error: { extensions?: { code?: string } }) => error.extensions?.code,
      ),
    );
    await host.answer(refused(403, 'You do not have access to this packing facility.'));
    expect(await Promise.all(listening)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
    expect(host.asked).toHaveLength(1);
    expect(host.subscribed).toEqual([]);
  });

  it('an API key’s subscriptions are each checked (each counts against its rate limit)', async () => {
    const host = waitingHost();
    const tool = host.contextOf({ authorization: 'Bearer ops_key_1' });
    const listening = [
      listen(tool, 'pick_to_light_updates_CHI_A'),
      listen(tool, 'pick_to_light_updates_CHI_A'),
    ];
    await host.answer(allowed);
    await Promise.all(listening);
    expect(host.asked).toEqual([
      'Bearer ops_key_1 pick_to_light_updates_CHI_A',
      'Bearer ops_key_1 pick_to_light_updates_CHI_A',
    ]);
  });
});
