import fc from 'fast-check';
import { HOSTILE_VALUES } from './arbitraries.ts';

/** One frame a client sends: a message (sent as JSON), text as it is, or raw bytes. */
export type Outgoing =
  | { kind: 'message'; message: unknown }
  | { kind: 'text'; text: string }
  /** Bytes sent in a text frame, whatever they are (invalid UTF-8, say). */
  | { kind: 'bytes'; bytes: Buffer };

/** A generated connection: whose it is, how it starts, and what it sends then. */
export interface SocketSession {
  /** Whether the upgrade carries a signed-in admin's cookie. */
  signedIn: boolean;
  /** connection_init first (and its acknowledgement awaited), a wrong one, or none at all. */
  init: 'valid' | 'none' | { payload: unknown };
  frames: Outgoing[];
}

/** Documents of every kind a client may send, each with the variables it declares. */
const DOCUMENTS: Array<[string, string[]]> = [
  ['subscription { supervisorLoginCodeChanged { code } }', []],
  [
    `subscription($f: ID!, $d: String!, $r: String!) {
      labelStatusEvents(packingFacilityId: $f, shipDay: $d, regionName: $r) { __typename } }`,
    ['f', 'd', 'r'],
  ],
  ['subscription($a: String!) { packLinePlannerEvents(abbreviatedName: $a) { event } }', ['a']],
  [
    'subscription($s: String!) { printerAppUpdates(packingFacilitySlug: $s) { __typename } }',
    ['s'],
  ],
  [
    `subscription($s: String!, $l: String!) {
      printerManagement(packingFacilitySlug: $s, packLineName: $l) { __typename } }`,
    ['s', 'l'],
  ],
  [
    `subscription($a: String!, $l: String!) {
      zoneScreenEvents(packingFacilityAbbreviation: $a, lineLetter: $l) { __typename } }`,
    ['a', 'l'],
  ],
  [
    'subscription($a: String!) { packLineStatusChanged(packingFacilityAbbreviation: $a) { __typename } }',
    ['a'],
  ],
  ['{ viewer { email } }', []],
  ['query($id: ID!) { packingFacility(id: $id) { name } }', ['id']],
  [
    'query($f: ID!, $d: String!) { regionsShippingOnDay(packingFacilityId: $f, shipDay: $d) { name } }',
    ['f', 'd'],
  ],
  ['query($f: ID!, $id: ID!) { linePreset(packingFacilityId: $f, id: $id) { name } }', ['f', 'id']],
  [
    `query($f: ID!, $l: String!, $g: [ID!]!) {
      packableTailCounts(packingFacilityId: $f, packLineName: $l, packLinePlanGroupIds: $g) { totalTailCount } }`,
    ['f', 'l', 'g'],
  ],
  [
    `mutation($f: ID!, $n: String!) {
      createLinePreset(input: { packingFacilityId: $f, name: $n }) { userErrors { message } } }`,
    ['f', 'n'],
  ],
];

/** Documents that must be refused before anything runs. */
const INVALID_DOCUMENTS = [
  '',
  '{',
  '}}} not graphql ((',
  'subscription { noSuchField }',
  'subscription A { supervisorLoginCodeChanged { code } } subscription B { supervisorLoginCodeChanged { code } }',
  '{ __schema { types { name } } }',
  '{ ...F } fragment F on Query { __type(name: "Query") { name } }',
  'fragment A on Query { ...A } { ...A }',
  `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: viewer { email }`).join(' ')} }`,
  `{ viewer { ${'... on User { '.repeat(20)}email${' }'.repeat(20)} } }`,
  `{ ${'viewer { email } '.repeat(2500)} }`,
  'subscription { supervisorLoginCodeChanged { code @skip(if: true) @skip(if: true) } }',
  'query($x: NoSuchType) { viewer { email } }',
];

/** What the documents' variables are given: values that fit, and values no argument takes. */
const value = fc.oneof(
  {
    arbitrary: fc.constantFrom('1', '2', '8', 'CHI', 'chicago', 'A', 'E', '2026-03-02', 'North'),
    weight: 4,
  },
  { arbitrary: fc.constantFrom(...HOSTILE_VALUES, '\ud800', 'a\udfffb', '\u0000'), weight: 3 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

const goodId = fc.oneof(
  fc.constantFrom('1', '2', 'a'),
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.constant('x'.repeat(10_000)),
  fc.constantFrom('__proto__', 'constructor', 'toString'),
);
const badId = fc.constantFrom<unknown>('', 1, null, {}, [], true);

const document = fc.oneof(
  {
    arbitrary: fc
      .constantFrom(...DOCUMENTS)
      .chain(([query, names]) =>
        fc
          .record(Object.fromEntries(names.map((name) => [name, value])), { requiredKeys: [] })
          .map((variables) => ({ query, variables: variables as Record<string, unknown> })),
      ),
    weight: 5,
  },
  {
    arbitrary: fc
      .oneof(fc.constantFrom(...INVALID_DOCUMENTS), fc.string({ maxLength: 60 }))
      .map((query) => ({ query, variables: {} as Record<string, unknown> })),
    weight: 2,
  },
);

const subscribe = fc
  .record({
    id: goodId,
    doc: document,
    operationName: fc.option(fc.constantFrom('A', 'B', 'Nope'), { nil: undefined }),
  })
  .map(({ id, doc, operationName }): Outgoing => ({
    kind: 'message',
    message: {
      id,
      type: 'subscribe',
      payload: { ...doc, ...(operationName ? { operationName } : {}) },
    },
  }));

/** A subscribe whose id or payload is of the wrong shape. */
const malformedSubscribe = fc
  .oneof(
    badId.map((id) => ({ id, type: 'subscribe', payload: { query: '{ viewer { email } }' } })),
    fc
      .constantFrom<unknown>(
        undefined,
        null,
        [],
        'query',
        { query: 1 },
        { query: '{ viewer { email } }', variables: [] },
        { query: '{ viewer { email } }', variables: 'x' },
        { query: '{ viewer { email } }', operationName: 7 },
        { query: '{ viewer { email } }', extensions: 'x' },
      )
      .map((payload) => ({ id: 'm', type: 'subscribe', payload })),
  )
  .map((message): Outgoing => ({ kind: 'message', message }));

const otherMessage = fc
  .oneof(
    fc.record({ id: fc.oneof(goodId, badId), type: fc.constant('complete') }),
    fc.record({
      type: fc.constantFrom('ping', 'pong'),
      payload: fc.constantFrom<unknown>(undefined, null, {}, { a: 1 }, [], 'x', 3),
    }),
    fc.constant({ type: 'connection_init' }),
    // What only a server sends.
    fc.record({
      id: fc.constantFrom('1', 'a'),
      type: fc.constantFrom('next', 'error', 'connection_ack'),
      payload: fc.constantFrom<unknown>({ data: null }, [{ message: 'x' }], undefined),
    }),
    fc.record({ type: fc.string({ maxLength: 20 }), id: fc.constant('1') }),
    fc.constantFrom<unknown>({ id: '1' }, { type: 1 }, { type: null }, { type: ['subscribe'] }),
  )
  .map((message): Outgoing => ({ kind: 'message', message }));

const rawText = fc
  .oneof(
    fc.constantFrom('', '{', 'null', '[]', '1', '"subscribe"', 'not json', '{"type":'),
    fc.string({ maxLength: 40 }),
  )
  .map((text): Outgoing => ({ kind: 'text', text }));

/** Rarely: bytes that are not UTF-8, a big message within the limit, or one over it. */
const rare = fc.oneof(
  fc.constant<Outgoing>({ kind: 'bytes', bytes: Buffer.from([0xff, 0xfe, 0x7b, 0xc3]) }),
  fc.integer({ min: 100_000, max: 900_000 }).map((size): Outgoing => ({
    kind: 'message',
    message: {
      id: 'big',
      type: 'subscribe',
      payload: { query: '{ viewer { email } }', variables: { pad: 'x'.repeat(size) } },
    },
  })),
  fc.constant<Outgoing>({ kind: 'text', text: `"${'x'.repeat(1024 * 1024 + 16)}"` }),
);

const frame = fc.oneof(
  { arbitrary: subscribe, weight: 8 },
  { arbitrary: malformedSubscribe, weight: 2 },
  { arbitrary: otherMessage, weight: 3 },
  { arbitrary: rawText, weight: 1 },
  { arbitrary: rare, weight: 1 },
);

/** A burst of one subscription, sent at once, past what a socket may hold. */
const burst = fc.integer({ min: 95, max: 130 }).map((count) =>
  Array.from({ length: count }, (_, i): Outgoing => ({
    kind: 'message',
    message: {
      id: `burst-${i}`,
      type: 'subscribe',
      payload: { query: 'subscription { supervisorLoginCodeChanged { code } }' },
    },
  })),
);

const session: fc.Arbitrary<SocketSession> = fc.record({
  signedIn: fc.boolean(),
  init: fc.oneof(
    { arbitrary: fc.constant<'valid'>('valid'), weight: 8 },
    { arbitrary: fc.constant<'none'>('none'), weight: 1 },
    {
      arbitrary: fc
        .constantFrom<unknown>([], 'x', 1, { authorization: 1 }, { authorization: 'Bearer nope' })
        .map((payload) => ({ payload })),
      weight: 1,
    },
  ),
  frames: fc.oneof(
    { arbitrary: fc.array(frame, { minLength: 1, maxLength: 8 }), weight: 12 },
    { arbitrary: burst, weight: 1 },
  ),
});

const subscribeTo = (id: unknown, query: string): Outgoing => ({
  kind: 'message',
  message: { id, type: 'subscribe', payload: { query } },
});
const LOGIN_CODE = 'subscription { supervisorLoginCodeChanged { code } }';

/** Connections each of which once failed in a way of its own, played on every run. */
export const HOSTILE_SESSIONS: Array<[string, SocketSession]> = [
  ...[
    { id: '1', type: 'next', payload: { data: null } },
    { id: '1', type: 'error', payload: [{ message: 'x' }] },
    { type: 'connection_ack' },
  ].map((message): [string, SocketSession] => [
    `a ${message.type} message, which only a server sends`,
    { signedIn: true, init: 'valid', frames: [{ kind: 'message', message }] },
  ]),
  [
    'an unknown message type',
    { signedIn: true, init: 'valid', frames: [{ kind: 'message', message: { type: 'nope' } }] },
  ],
  [
    'a second subscribe under a running id too long for a close reason',
    {
      signedIn: true,
      init: 'valid',
      frames: [subscribeTo('x'.repeat(200), LOGIN_CODE), subscribeTo('x'.repeat(200), LOGIN_CODE)],
    },
  ],
  [
    'a message over the size limit',
    {
      signedIn: true,
      init: 'valid',
      frames: [{ kind: 'text', text: `"${'x'.repeat(1024 * 1024 + 16)}"` }],
    },
  ],
  [
    'bytes that are not UTF-8',
    {
      signedIn: true,
      init: 'valid',
      frames: [{ kind: 'bytes', bytes: Buffer.from([0xff, 0xfe, 0x7b, 0xc3]) }],
    },
  ],
  [
    '130 subscriptions at once',
    {
      signedIn: true,
      init: 'valid',
      frames: Array.from({ length: 130 }, (_, i) => subscribeTo(`burst-${i}`, LOGIN_CODE)),
    },
  ],
  [
    'a subscribe before connection_init',
    { signedIn: true, init: 'none', frames: [subscribeTo('1', LOGIN_CODE)] },
  ],
  [
    'a connection_init twice',
    {
      signedIn: true,
      init: 'valid',
      frames: [{ kind: 'message', message: { type: 'connection_init' } }],
    },
  ],
  [
    'a variable of the wrong type',
    {
      signedIn: true,
      init: 'valid',
      frames: [
        {
          kind: 'message',
          message: {
            id: 'v',
            type: 'subscribe',
            payload: {
              query: 'query($id: ID!) { packingFacility(id: $id) { name } }',
              variables: { id: {} },
            },
          },
        },
      ],
    },
  ],
];

/** `runs` generated connections, replayable from `seed`. */
export const socketSessions = (seed: number, runs: number): SocketSession[] =>
  fc.sample(session, { seed, numRuns: runs });

/**
 * The ids a gateway must answer (next, error or complete) unless it closes the connection: those
 * of well-formed subscribes, sent after an acknowledged connection_init and not completed by the
 * client later on.
 */
export function idsToAnswer(session: SocketSession): Set<string> {
  const ids = new Set<string>();
  if (session.init !== 'valid') return ids;
  for (const outgoing of session.frames) {
    if (outgoing.kind !== 'message') continue;
    const message = outgoing.message as { type?: unknown; id?: unknown; payload?: unknown };
    if (message.type === 'complete' && typeof message.id === 'string') ids.delete(message.id);
    if (message.type !== 'subscribe' || typeof message.id !== 'string' || !message.id) continue;
    if (isWellFormedPayload(message.payload)) ids.add(message.id);
  }
  return ids;
}

function isWellFormedPayload(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const { query, variables, operationName, extensions } = payload as Record<string, unknown>;
  const objectOrNothing = (part: unknown) =>
    part == null || (typeof part === 'object' && !Array.isArray(part));
  return (
    typeof query === 'string' &&
    objectOrNothing(variables) &&
    objectOrNothing(extensions) &&
    (operationName == null || typeof operationName === 'string')
  );
}
