import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_SESSIONS,
  idsToAnswer,
  socketSessions,
  type Outgoing,
  type SocketSession,
} from '../../support/fuzz/socket-messages.ts';
import { signInCookie } from '../../support/ops-host.ts';
import { openSocket, type RawSocket, type WsMessage } from '../../support/raw-socket.ts';
import { startStack, type TestStack } from '../../support/stack.ts';

// The gateway's graphql-ws endpoint, sent what a hostile client would: messages of the wrong
// shape or type, unknown and server-only types, bad ids, invalid documents, hostile variables,
// huge messages, bursts of subscriptions. Whatever comes, the gateway must not fail, must never
// answer INTERNAL_SERVER_ERROR for what the client sent, and when it closes a connection it
// closes it with a code of the protocol. Bounded by count: FUZZ_RUNS sets the generated
// connections (× 5); FUZZ_SEED replays a run.
const SEED = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 12) * 5;
// eslint-disable-next-line no-console -- the seed is printed to replay a failure
console.log(
  `Socket fuzzing: seed ${SEED}, ${RUNS} generated connections. ` +
    `Replay this run with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS / 5} npx vitest run tests/gateway/fuzz/socket.test.ts`,
);

/**
 * Close codes the gateway may end a connection with: WebSocket's own for a broken frame (1002),
 * bytes that are not UTF-8 (1007), a message too big (1009), going away (1001); graphql-ws's
 * for a client's mistake (44xx). Never 4500 or 1011 (an internal error), nor a connection
 * dropped without a close frame (1006).
 */
const PROTOCOL_CLOSE_CODES = new Set([
  1000, 1001, 1002, 1007, 1008, 1009, 4400, 4401, 4403, 4406, 4408, 4409, 4429,
]);

/** A liveness bound, not a budget: a connection that has heard nothing this long is stuck. */
const STUCK_MS = 20_000;

let stack: TestStack;
let cookie: string;

beforeAll(async () => {
  stack = await startStack();
  cookie = await signInCookie(stack.host.url);
});
afterAll(() => stack?.stop());

function sendFrame(socket: RawSocket, outgoing: Outgoing) {
  if (!socket.open) return;
  if (outgoing.kind === 'message') socket.send(JSON.stringify(outgoing.message));
  else if (outgoing.kind === 'text') socket.send(outgoing.text);
  else socket.socket.send(outgoing.bytes, { binary: false });
}

/** The GraphQL errors a message carries (a next's result, or an error message's list). */
function errorsOf(message: WsMessage): Array<{ message?: string; extensions?: { code?: string } }> {
  if (message.type === 'error' && Array.isArray(message.payload)) return message.payload;
  const errors = (message.payload as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? errors : [];
}

/** An id or text as a failure report shows it. */
const short = (text: unknown) => {
  const shown = typeof text === 'string' ? text : JSON.stringify(text);
  return shown.length > 40 ? `${shown.slice(0, 40)}…` : shown;
};

/** Plays one connection and answers what went wrong in it (nothing: an empty list). */
async function play(session: SocketSession): Promise<string[]> {
  const upgrade = await openSocket(stack.gatewayUrl, session.signedIn ? { cookie } : {});
  const socket = upgrade.socket;
  if (!socket) return [`the upgrade was refused with ${upgrade.status}`];
  const problems: string[] = [];
  if (session.init === 'valid') {
    if (!(await socket.init())) problems.push('connection_init was not acknowledged');
  } else if (session.init !== 'none') {
    socket.send({ type: 'connection_init', payload: session.init.payload });
  }
  for (const outgoing of session.frames) sendFrame(socket, outgoing);

  const awaited = idsToAnswer(session);
  const answered = () => [...awaited].every((id) => socket.messages.some((m) => m.id === id));
  const settled = await socket.waitUntil(answered, STUCK_MS);
  // A ping last: once its pong is back, every frame before it has been read and dealt with as
  // far as it is at once (a close for a bad frame, say).
  sendFrame(socket, { kind: 'message', message: { type: 'ping', payload: { barrier: true } } });
  const pongs = () =>
    socket.messages.some((m) => m.type === 'pong' && (m.payload as { barrier?: boolean })?.barrier);
  await socket.waitUntil(pongs, STUCK_MS);
  const closed = socket.open ? undefined : await socket.closedWithin(STUCK_MS);
  if (!settled && !closed) {
    const missing = [...awaited].filter((id) => !socket.messages.some((m) => m.id === id));
    problems.push(`no answer to ${missing.slice(0, 5).map(short).join(', ')}`);
  }
  for (const message of socket.messages) {
    for (const error of errorsOf(message)) {
      if (error.extensions?.code === 'INTERNAL_SERVER_ERROR' || !error.extensions?.code) {
        const code = error.extensions?.code ?? 'no code';
        problems.push(`${short(message.id)}: ${code} (${short(error.message)})`);
      }
    }
  }
  if (closed && !PROTOCOL_CLOSE_CODES.has(closed.code)) {
    problems.push(`closed with ${closed.code} (${closed.reason})`);
  }
  socket.close();
  return problems;
}

const summary = (session: SocketSession) =>
  JSON.stringify({ ...session, frames: session.frames.slice(0, 3) }, (_key, value: unknown) =>
    typeof value === 'string' ? short(value) : value,
  );

describe(`fuzzing the gateway's WebSocket (seed ${SEED}: FUZZ_SEED=${SEED} replays it)`, () => {
  it(
    'no connection gets INTERNAL_SERVER_ERROR or a close outside the protocol, and the gateway goes on serving',
    async () => {
      const failures: string[] = [];
      const sessions: Array<[string, SocketSession]> = [
        ...HOSTILE_SESSIONS,
        ...socketSessions(SEED, RUNS).map((session, index): [string, SocketSession] => [
          `#${index} ${summary(session)}`,
          session,
        ]),
      ];
      for (const [label, session] of sessions) {
        const problems = await play(session);
        if (problems.length > 0) failures.push(`${label}\n    ${problems.join('\n    ')}`);
      }
      // Still serving: a new connection subscribes and gets the supervisor code.
      const probe = await play({
        signedIn: true,
        init: 'valid',
        frames: [
          {
            kind: 'message',
            message: {
              id: 'probe',
              type: 'subscribe',
              payload: {
                query: 'subscription { supervisorLoginCodeChanged(packingFacilityId: 1) { code } }',
              },
            },
          },
        ],
      });
      expect(probe).toEqual([]);
      expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
      expect(failures, failures.join('\n')).toEqual([]);
    },
    10 * 60_000,
  );
});
