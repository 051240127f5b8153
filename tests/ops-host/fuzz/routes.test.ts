import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../ops-host/src/db/database.ts';
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
  type DatabaseKind,
  type TestOpsHost,
} from '../../support/ops-host.ts';
import { databaseKinds } from '../../support/stack.ts';

// Every route of the host's own OpenAPI document, sent values generated from its schemas and
// values no schema takes. Replay a run with FUZZ_SEED=<seed> (printed in the suite's name);
// FUZZ_RUNS sets how many generated requests each route gets.
const SEED = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SLOW_MS = 2_000;
/** Tables a refused request may change by design: the count of wrong login codes. */
const BOOKKEEPING = new Set(['rate_limit_hits']);

/** A fingerprint of every table: a refused request must leave it as it was. */
async function fingerprint(db: Db): Promise<Map<string, string>> {
  const tables = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(
    db,
  );
  const prints = new Map<string, string>();
  for (const { tablename } of tables.rows) {
    if (BOOKKEEPING.has(tablename)) continue;
    const row = await sql<{ print: string }>`
      SELECT count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text AS print
      FROM ${sql.table(tablename)} t`.execute(db);
    prints.set(tablename, row.rows[0]!.print);
  }
  return prints;
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}

/**
 * One past the newest transaction id: it moves only when a transaction that wrote something
 * ends (a read gets no id), so while it stays put no table can have changed and the costly
 * fingerprint need not be taken again.
 */
async function writeHorizon(db: Db): Promise<string> {
  const row = await sql<{ xmax: string }>`
    SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`.execute(db);
  return row.rows[0]!.xmax;
}

describe.each(await databaseKinds())(
  `fuzzing every route (%s, seed ${SEED}: FUZZ_SEED=${SEED} replays it)`,
  (database: DatabaseKind) => {
    let host: TestOpsHost;
    let operations: Operation[];
    const cookies = { user: '', floor: '' };

    beforeAll(async () => {
      host = await startTestOpsHost({ database });
      cookies.user = await signInCookie(host.url);
      cookies.floor = await floorSessionCookie(host, 'chicago');
      const document = (await (await fetch(`${host.url}/openapi.json`)).json()) as OpenApiDocument;
      operations = operationsOf(document);
    });
    afterAll(() => host?.stop());

    /** The credentials that reach the handler: the admin of every facility, or a floor screen. */
    function cookieFor(operation: Operation): string | undefined {
      // Signing out would end the session the other requests use.
      if (operation.method === 'DELETE' && operation.access?.callers === 'public') return undefined;
      const callers = operation.access?.callers;
      if (Array.isArray(callers) && !callers.includes('user')) return cookies.floor;
      return cookies.user;
    }

    async function send(operation: Operation, request: FuzzRequest) {
      const path = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        encodeURIComponent(textOf(request.params[name] ?? '')),
      );
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(request.query)) {
        if (value !== undefined) query.append(name, textOf(value));
      }
      const cookie = cookieFor(operation);
      const headers: Record<string, string> = { ...request.headers, ...(cookie ? { cookie } : {}) };
      let body: string | undefined;
      if (request.rawBody) {
        headers['content-type'] = request.rawBody.contentType;
        body = request.rawBody.text;
      } else if (request.body !== undefined && operation.method !== 'GET') {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(request.body);
      }
      const started = performance.now();
      const response = await fetch(`${host.url}${path}${query.size ? `?${query}` : ''}`, {
        method: operation.method,
        headers,
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const ms = performance.now() - started;
      // Streams answer at once and stay open; everything else is read to its end.
      if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
        await response.body?.cancel();
      } else {
        await response.arrayBuffer();
      }
      return { status: response.status, ms };
    }

    it('no request gets a 5xx, a dropped connection or a slow answer, and a refused one changes nothing', async () => {
      const failures: string[] = [];
      let sent = 0;
      let before = await fingerprint(host.handle.db);
      let horizon = await writeHorizon(host.handle.db);
      for (const operation of operations) {
        const route = `${operation.method} ${operation.path}`;
        // The operator's commands reseed or relabel everything; the admin is refused them
        // anyway (403), which the access matrix checks.
        if (operation.access?.callers === 'operator') continue;
        let changed = false;
        for (const request of requestsFor(operation, SEED, RUNS)) {
          sent += 1;
          try {
            const { status, ms } = await send(operation, request);
            if (status >= 500) failures.push(`${route} [${request.label}]: ${status}`);
            if (ms > SLOW_MS) failures.push(`${route} [${request.label}]: ${Math.round(ms)} ms`);
            if (status < 300 && operation.method !== 'GET') changed = true;
          } catch (error) {
            failures.push(`${route} [${request.label}]: no answer (${(error as Error).message})`);
          }
        }
        const nowHorizon = await writeHorizon(host.handle.db);
        if (nowHorizon === horizon) continue;
        horizon = nowHorizon;
        const after = await fingerprint(host.handle.db);
        const tables = changedTables(before, after);
        if (!changed && tables.length > 0) {
          failures.push(`${route}: refused requests changed ${tables.join(', ')}`);
        }
        before = after;
      }
      expect(sent).toBeGreaterThan(operations.length * RUNS);
      expect(failures, `seed ${SEED}`).toEqual([]);
    }, 120_000);
  },
);
