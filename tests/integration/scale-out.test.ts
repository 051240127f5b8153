import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../ops-host/src/config/config.ts';
import { connectDatabase } from '../../ops-host/src/db/connect.ts';
import { migrate } from '../../ops-host/src/db/migrate.ts';
import type { VirtualPrinter } from '../../ops-host/src/label-printers/virtual-printer.ts';
import { seedDatabase } from '../../ops-host/src/seed/index.ts';
import { startOpsHost, type RunningOpsHost } from '../../ops-host/src/start.ts';
import { newApiKey } from '../support/api-keys.ts';
import { collect, httpClient, wsClient, type GraphQLResponse } from '../support/graphql.ts';
import { freePort, killProcess, startHostProcess } from '../support/host-process.ts';
import type { Json } from '../support/http.ts';
import {
  bigPrintableGroup,
  droppingPrinters,
  newOutcomes,
  printUntilDone,
  setUpKiosk,
} from '../support/printer-kiosk-flow.ts';
import { labelsAgainstPaper } from '../support/labels-on-paper.ts';
import {
  PLANNER_EVENTS,
  plannerAssignments,
  type PlannerEvent,
} from '../support/planner-assignments.ts';
import {
  currentLoginCode,
  floorSessionCookie,
  TEST_ADMIN_PASSWORD,
  TEST_SERVICE_TOKEN,
} from '../support/ops-host.ts';
import { createThrowawayDatabase, postgresReachable } from '../support/postgres.ts';
import { startTestGateway } from '../support/stack.ts';

// Two operations hosts and two gateways on one PostgreSQL database, gateway A → host 1 and
// gateway B → host 2, as behind a load balancer with no sticky sessions: a change made through
// A reaches a subscriber on B, host 2 killed and restarted loses that subscriber nothing, kiosks
// on both print one group with every box printed once, a floor screen signed out through host 1
// is refused by host 2 (which kept its session), and the sign-in throttle and an API key's rate
// limit count the attempts made through either gateway together.

const KIOSKS = 8;
const EXTRA_LINES = ['F', 'G', 'H', 'I', 'J', 'K', 'L'];
const API_KEY_LIMIT = 4;

const SIGN_IN = `mutation($email: String!, $password: String!) {
  signIn(input: { email: $email, password: $password }) { user { email } userErrors { message } } }`;

describe.skipIf(!(await postgresReachable()))(
  'two gateways and two operations hosts on one PostgreSQL database',
  () => {
    let dataDir: string;
    let drop: (() => Promise<void>) | undefined;
    let host1: RunningOpsHost;
    let host2: ChildProcess | undefined;
    let host2Url: string;
    let host2Env: Record<string, string>;
    let gatewayA: Awaited<ReturnType<typeof startTestGateway>>;
    let gatewayB: Awaited<ReturnType<typeof startTestGateway>>;
    let groupId: number;
    let printers: VirtualPrinter[] = [];

    const gateway = (opsHostUrl: string) => startTestGateway(opsHostUrl, 'fatal');

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'scale-out-'));
      const throwaway = await createThrowawayDatabase();
      drop = throwaway.drop;
      const handle = await connectDatabase({ databaseUrl: throwaway.url, pgliteDataDir: '' });
      await migrate(handle);
      await seedDatabase(handle.db, { size: 'demo', adminPassword: TEST_ADMIN_PASSWORD });
      groupId = await bigPrintableGroup(handle.db, 1, EXTRA_LINES);
      await handle.close();

      const printerPort = await freePort();
      // What every host of the deployment shares: the database, the secrets, the printers.
      const shared = {
        NODE_ENV: 'test',
        DATABASE_URL: throwaway.url,
        OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        SEED_SIZE: 'none',
        PRINTER_PORT: String(printerPort),
        PRINTER_TIMEOUT_MS: '800',
        API_KEY_REQUESTS_PER_MINUTE: String(API_KEY_LIMIT),
        LOG_LEVEL: 'fatal',
      };
      const port2 = await freePort();
      host2Url = `http://127.0.0.1:${port2}`;
      host2Env = { ...shared, OPS_PORT: String(port2), DATA_DIR: path.join(dataDir, 'host2') };
      const [first, second] = await Promise.all([
        startOpsHost(
          loadConfig({ ...shared, OPS_PORT: '0', DATA_DIR: path.join(dataDir, 'host1') }),
        ),
        startHostProcess(host2Url, host2Env),
      ]);
      host1 = first;
      host2 = second;
      gatewayA = await gateway(host1.url);
      gatewayB = await gateway(host2Url);
      printers = await droppingPrinters({
        count: KIOSKS,
        subnet: 1,
        first: 181,
        port: printerPort,
        dataDir,
        seed: 11,
      });
    }, 180_000);

    afterAll(async () => {
      if (host2) await killProcess(host2);
      await gatewayA?.close();
      await gatewayB?.close();
      await host1?.close();
      for (const printer of printers) await printer.stop();
      await drop?.();
      await rm(dataDir, { recursive: true, force: true });
    });

    // The planner's changes made through gateway A, seen by a planner screen on gateway B that
    // signed in through A (sessions live in the database).
    let admin: ReturnType<typeof httpClient>;
    let subscriber: ReturnType<typeof collect<PlannerEvent>>;
    let disposeSubscriber: () => Promise<void>;
    let planner: ReturnType<typeof plannerAssignments>;

    it('a change made through gateway A reaches a subscriber on gateway B', async () => {
      admin = httpClient(gatewayA.url);
      const signedIn = await admin.request<Json>(SIGN_IN, {
        email: 'admin@example.com',
        password: TEST_ADMIN_PASSWORD,
      });
      expect(signedIn.body.data?.signIn.user.email).toBe('admin@example.com');
      const ws = wsClient(gatewayB.url, admin.cookie);
      subscriber = collect<PlannerEvent>(ws, PLANNER_EVENTS);
      disposeSubscriber = async () => {
        subscriber.stop();
        await ws.dispose();
      };
      await subscriber.waitFor(1, 10_000);
      expect(subscriber.results[0]?.data?.packLinePlannerEvents.event).toBe('live');

      planner = plannerAssignments(admin, subscriber);
      await planner.loadGroups(groupId);
      for (let i = 0; i < 10; i += 1) await planner.assignNext();
      await planner.waitForAssignEvents(10, 10_000);
      expect(subscriber.failure).toBeUndefined();
      expect(planner.received()).toEqual(planner.sent);
    });

    it('host 2 killed and restarted while changes go on: the subscriber on B misses none', async () => {
      let down = 0;
      let restarted: Promise<void> | undefined;
      for (let i = 0; i < 30; i += 1) {
        if (i === 5) {
          await killProcess(host2!);
          host2 = undefined;
          restarted = startHostProcess(host2Url, host2Env).then((child) => {
            host2 = child;
          });
        }
        await planner.assignNext();
        if (restarted && !host2) down += 1;
      }
      await restarted;
      // Changes were made while host 2 was down, so B's stream had to resume after them.
      expect(down).toBeGreaterThan(3);
      await planner.waitForAssignEvents(planner.sent.length, 20_000);
      expect(subscriber.failure).toBeUndefined();
      expect(planner.received()).toHaveLength(40);
      expect(planner.received()).toEqual(planner.sent);
      await disposeSubscriber();
    }, 60_000);

    it('eight kiosks on both gateways print one group: every box once, none lost', async () => {
      const loginCode = await currentLoginCode(host1, 'chicago');
      const kiosks = [];
      for (const [index, line] of ['A', ...EXTRA_LINES].entries()) {
        kiosks.push(
          await setUpKiosk(index % 2 === 0 ? gatewayA.url : gatewayB.url, loginCode, {
            line,
            printer: printers[index]!,
            printerIp: `1.${181 + index}`,
          }),
        );
      }
      const outcomes = { [gatewayA.url]: newOutcomes(), [gatewayB.url]: newOutcomes() };
      await Promise.all(
        kiosks.map((kiosk) => printUntilDone(kiosk, groupId, outcomes[kiosk.gatewayUrl]!)),
      );
      // Both hosts printed, and the printers did fail now and then.
      expect(outcomes[gatewayA.url]!.printed).toBeGreaterThan(2);
      expect(outcomes[gatewayB.url]!.printed).toBeGreaterThan(2);
      const all = Object.values(outcomes);
      expect(all.reduce((n, o) => n + o.mayHavePrinted + o.cannotConnect, 0)).toBeGreaterThan(0);

      const check = await labelsAgainstPaper(host1.handle.db, groupId, printers);
      expect(check.printedTwice).toEqual([]);
      expect(check.onPaperWithoutRecord).toEqual([]);
      expect(check.confirmedNotOnPaperOnce).toEqual([]);
      expect(check.recordWithoutPrintedBox).toEqual([]);
      // every label a kiosk was told was printed has its confirmed record
      expect(all.reduce((n, o) => n + o.printed, 0)).toBe(check.confirmed);
    }, 60_000);

    it('a floor screen signed out through host 1 is refused by host 2, which kept its session', async () => {
      const cookie = await floorSessionCookie(host1, 'chicago');
      const status = (url: string) =>
        fetch(`${url}/pack_line_printer/authentication/status`, { headers: { cookie } });
      // Host 2 reads the session once and keeps it (floor-sessions/known-sessions.ts).
      expect((await status(host2Url)).status).toBe(200);
      expect((await status(host2Url)).status).toBe(200);

      const signOut = await fetch(`${host1.url}/pack_line_printer/authentication`, {
        method: 'DELETE',
        headers: { cookie },
      });
      expect(signOut.status).toBe(204);
      expect((await status(host1.url)).status).toBe(401);
      // The database names the session to every host (NOTIFY): host 2 forgets it.
      await expect.poll(async () => (await status(host2Url)).status, { timeout: 2_000 }).toBe(401);
    });

    it('the sign-in throttle counts wrong passwords sent through both gateways together', async () => {
      const a = httpClient(gatewayA.url);
      const b = httpClient(gatewayB.url);
      const email = 'chicago.lead@example.com';
      for (let i = 0; i < 5; i += 1) {
        const { body } = await (i % 2 === 0 ? a : b).request<Json>(SIGN_IN, {
          email,
          password: 'wrong',
        });
        expect(body.data?.signIn.userErrors).toEqual([{ message: 'Incorrect email or password.' }]);
      }
      for (const client of [a, b]) {
        const refused = await client.request<Json>(SIGN_IN, {
          email,
          password: TEST_ADMIN_PASSWORD,
        });
        expect(refused.body.data?.signIn.user).toBeNull();
        expect(refused.body.data?.signIn.userErrors[0].message).toMatch(
          /^Too many sign-in attempts\. Please wait \d+ seconds and try again\.$/,
        );
        expect(client.cookie).toBe('');
      }
    });

    it("an API key's rate limit counts its operations through both gateways together", async () => {
      const { key } = await newApiKey(host1.handle.db, ['CHI']);
      const ask = async (gatewayUrl: string) => {
        const response = await fetch(`${gatewayUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify({ query: '{ accessiblePackingFacilities { id } }' }),
        });
        return { status: response.status, body: (await response.json()) as GraphQLResponse<Json> };
      };
      for (let i = 0; i < API_KEY_LIMIT; i += 1) {
        const { status, body } = await ask(i % 2 === 0 ? gatewayA.url : gatewayB.url);
        expect(status).toBe(200);
        expect(body.errors).toBeUndefined();
      }
      for (const url of [gatewayA.url, gatewayB.url]) {
        const { status, body } = await ask(url);
        expect(status).toBe(429);
        expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
        expect(body.data ?? null).toBeNull();
      }
    });
  },
);
