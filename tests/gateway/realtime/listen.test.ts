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
});
