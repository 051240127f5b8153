import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiKey } from '../../support/api-keys.ts';
import {
  operationsOf,
  requestsFor,
  textOf,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
} from '../../support/fuzz/requests.ts';
import {
  floorSessionCookie,
  signInCookie,
  startTestOpsHost,
  TEST_SERVICE_TOKEN,
  type DatabaseKind,
  type TestOpsHost,
} from '../../support/ops-host.ts';
import { databaseKinds } from '../../support/stack.ts';
import {
  changedTables,
  fingerprinter,
  writeHorizon,
  type Fingerprint,
} from '../../support/table-fingerprint.ts';

// Every route of the host's own OpenAPI document, sent values generated from its schemas and
// values no schema takes, by every kind of caller the route admits. FUZZ_SEED replays a run (the
// seed is printed once per run); FUZZ_RUNS sets how many generated requests each route gets.
const SEED = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
// eslint-disable-next-line no-console -- the issue asks for the seed to be printed, to replay a failure
console.log(
  `Route fuzzing: seed ${SEED}, ${RUNS} generated requests per route. ` +
    `Replay this run with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx vitest run tests/ops-host/fuzz/routes.test.ts`,
);
/**
 * A request with no answer after this long hangs: a hang is a failure, a slow answer on a busy
 * machine is not (the run is bounded by its count of requests, FUZZ_RUNS, never by the clock).
 */
const HANG_MS = 30_000;
/** The ceiling of one database's run, far above what it takes on a loaded CI machine. */
const RUN_TIMEOUT_MS = 15 * 60_000;

/**
 * The operator's command that truncates and reseeds every table: it would end every session and
 * key the other requests use, and takes seconds. The access matrix checks who may call it.
 */
const SKIPPED = new Set(['POST /operator/reset']);

type Caller = 'anonymous' | 'user' | 'floor' | 'apiKey' | 'readOnlyKey' | 'operator';

/**
 * The kinds of caller a route admits (as ops-host/src/http/authenticate.ts admits them): an API
 * key goes where admin users go, bar their own session's routes; a read-only one only reads.
 */
function callersOf(operation: Operation): Caller[] {
  const access = operation.access as { callers: string | string[]; facility?: unknown } | undefined;
  if (!access) throw new Error(`${operation.method} ${operation.path} declares no x-access`);
  if (access.callers === 'operator') return ['operator'];
  if (access.callers === 'public') {
    // Signing out would end the session the other requests use.
    return operation.method === 'DELETE' ? ['anonymous'] : ['user', 'anonymous'];
  }
  const kinds = [access.callers].flat() as Caller[];
  const callers: Caller[] = kinds.filter((kind) => kind !== 'apiKey');
  const keys =
    kinds.includes('apiKey') || (kinds.includes('user') && access.facility !== 'session');
  if (keys) callers.push(...(['apiKey', 'readOnlyKey'] as const));
  return callers;
}

/**
 * Who sends each request: the kinds of caller the route admits take turns (the seed picks who
 * starts). A read-only key is refused every change before its body is read, so it sends one
 * request to a route that changes something rather than its share.
 */
function plan(operation: Operation): Array<[FuzzRequest, Caller]> {
  const requests = requestsFor(operation, SEED, RUNS);
  const callers = callersOf(operation);
  const turns =
    operation.method === 'GET' ? callers : callers.filter((caller) => caller !== 'readOnlyKey');
  const planned = requests.map((request, index): [FuzzRequest, Caller] => [
    request,
    turns[(index + SEED) % turns.length]!,
  ]);
  if (turns.length < callers.length) planned.push([requests[0]!, 'readOnlyKey']);
  return planned;
}

describe.each(await databaseKinds())(
  `fuzzing every route (%s, seed ${SEED}: FUZZ_SEED=${SEED} replays it)`,
  (database: DatabaseKind) => {
    let host: TestOpsHost;
    let operations: Operation[];
    let fingerprint: () => Promise<Fingerprint>;
    const credentials: Record<Caller, Record<string, string>> = {
      anonymous: {},
      user: {},
      floor: {},
      apiKey: {},
      readOnlyKey: {},
      operator: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` },
    };

    beforeAll(async () => {
      host = await startTestOpsHost({ database });
      const db = host.handle.db;
      // The admin of every facility, a floor screen, and keys for every facility.
      credentials.user = { cookie: await signInCookie(host.url) };
      credentials.floor = { cookie: await floorSessionCookie(host, 'chicago') };
      const facilities = (await db.selectFrom('packing_facilities').select('id').execute()).map(
        (f) => String(f.id),
      );
      const key = await newApiKey(db, facilities);
      const readOnly = await newApiKey(db, facilities, { readOnly: true });
      credentials.apiKey = { authorization: `Bearer ${key.key}` };
      credentials.readOnlyKey = { authorization: `Bearer ${readOnly.key}` };
      const document = (await (await fetch(`${host.url}/openapi.json`)).json()) as OpenApiDocument;
      operations = operationsOf(document);
      fingerprint = await fingerprinter(db);
    });
    afterAll(() => host?.stop());

    async function send(operation: Operation, request: FuzzRequest, caller: Caller) {
      const path = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        encodeURIComponent(textOf(request.params[name] ?? '')),
      );
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(request.query)) {
        if (value !== undefined) query.append(name, textOf(value));
      }
      const headers: Record<string, string> = { ...request.headers, ...credentials[caller] };
      let body: string | undefined;
      if (request.rawBody) {
        headers['content-type'] = request.rawBody.contentType;
        body = request.rawBody.text;
      } else if (request.body !== undefined && operation.method !== 'GET') {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(request.body);
      }
      const response = await fetch(`${host.url}${path}${query.size ? `?${query}` : ''}`, {
        method: operation.method,
        headers,
        body,
        signal: AbortSignal.timeout(HANG_MS),
      });
      // Streams answer at once and stay open; everything else is read to its end.
      if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
        await response.body?.cancel();
      } else {
        await response.arrayBuffer();
      }
      return { status: response.status };
    }

    it(
      'no request gets a 5xx, a dropped connection or no answer, and a refused one changes nothing',
      async () => {
        const db = host.handle.db;
        const failures: string[] = [];
        let sent = 0;
        // The tables as they were at `printed`; `horizon` is the write horizon now.
        let horizon = await writeHorizon(db);
        let print = await fingerprint();
        let printed = horizon;
        const fuzzed = operations.filter((o) => !SKIPPED.has(`${o.method} ${o.path}`));
        for (const operation of fuzzed) {
          const route = `${operation.method} ${operation.path}`;
          for (const [request, caller] of plan(operation)) {
            const what = `${route} as ${caller} [${request.label}]`;
            // A request that wrote moved the horizon: the tables it left are the next one's "before".
            if (printed !== horizon) {
              print = await fingerprint();
              printed = horizon;
            }
            sent += 1;
            let status: number | undefined;
            try {
              const answer = await send(operation, request, caller);
              status = answer.status;
              if (status >= 500) failures.push(`${what}: ${status}`);
            } catch (error) {
              failures.push(`${what}: no answer (${(error as Error).message})`);
            }
            const now = await writeHorizon(db);
            if (now === horizon) continue;
            horizon = now;
            if (status === undefined || status < 400 || status >= 500) continue;
            const after = await fingerprint();
            const tables = changedTables(print, after);
            if (tables.length > 0) {
              failures.push(`${what}: refused (${status}) but changed ${tables.join(', ')}`);
            }
            print = after;
            printed = now;
          }
        }
        expect(failures, `seed ${SEED}`).toEqual([]);
        expect(sent).toBeGreaterThan(fuzzed.length * RUNS);
      },
      RUN_TIMEOUT_MS,
    );
  },
);
