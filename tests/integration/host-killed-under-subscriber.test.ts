import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, httpClient, wsClient } from '../support/graphql.ts';
import { freePort, killProcess, startHostProcess } from '../support/host-process.ts';
import type { Json } from '../support/http.ts';
import { TEST_ADMIN_PASSWORD, TEST_SERVICE_TOKEN } from '../support/ops-host.ts';
import {
  PLANNER_EVENTS,
  plannerAssignments,
  type PlannerEvent,
} from '../support/planner-assignments.ts';
import { seededHostData } from '../support/seeded-host-data.ts';
import { databaseKinds, startTestGateway } from '../support/stack.ts';
import { startTcpProxy } from '../support/tcp-proxy.ts';

// The operations host process killed (SIGKILL) under a planner screen subscribed through the
// gateway, and started again on the same data (the embedded database recovers as PostgreSQL
// does): the screen gets every event exactly once and in order, those the host wrote just before
// it died too, and while it is down the gateway answers UPSTREAM_UNAVAILABLE. A TCP proxy
// between the gateway and the host cuts the gateway off before the kill, so that some events
// are surely written and not yet sent.

const FACILITIES = '{ accessiblePackingFacilities { id } }';

describe.each(await databaseKinds())(
  'the operations host killed under a subscriber, on %s',
  (database) => {
    let data: Awaited<ReturnType<typeof seededHostData>>;
    let env: Record<string, string>;
    let hostUrl: string;
    let host: ChildProcess | undefined;
    let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
    let gateway: Awaited<ReturnType<typeof startTestGateway>>;

    beforeAll(async () => {
      data = await seededHostData(database);
      const port = await freePort();
      hostUrl = `http://127.0.0.1:${port}`;
      env = {
        ...data.env,
        NODE_ENV: 'test',
        OPS_PORT: String(port),
        OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
        LOG_LEVEL: 'fatal',
      };
      host = await startHostProcess(hostUrl, env);
      proxy = await startTcpProxy(port);
      gateway = await startTestGateway(proxy.url, 'fatal');
    }, 180_000);

    afterAll(async () => {
      if (host) await killProcess(host);
      await gateway?.close();
      await proxy?.close();
      await data?.remove();
    });

    it('the subscriber gets every event once and in order, and calls meanwhile answer UPSTREAM_UNAVAILABLE', async () => {
      // step: an admin's planner screen, subscribed through the gateway
      const admin = httpClient(gateway.url);
      const signedIn = await admin.request<Json>(
        `mutation { signIn(input: { email: "admin@example.com", password: "${TEST_ADMIN_PASSWORD}" }) { user { id } } }`,
      );
      expect(signedIn.body.data?.signIn.user).not.toBeNull();
      const ws = wsClient(gateway.url, admin.cookie);
      const subscriber = collect<PlannerEvent>(ws, PLANNER_EVENTS);
      await subscriber.waitFor(1, 10_000);
      expect(subscriber.results[0]?.data?.packLinePlannerEvents.event).toBe('live');
      const planner = plannerAssignments(admin, subscriber);
      await planner.loadGroups();

      // step: ten events before the kill, all received
      for (let i = 0; i < 10; i += 1) await planner.assignNext();
      await planner.waitForAssignEvents(10, 10_000);
      expect(planner.received()).toEqual(planner.sent);

      // step: the gateway cut off, three more events written that it has not had, and the kill
      proxy.down();
      for (let i = 0; i < 3; i += 1) await planner.assignNextOnHost(hostUrl);
      await killProcess(host!);
      host = undefined;
      proxy.up();
      expect(planner.received()).toHaveLength(10);

      // step: while the host is down, calls answer UPSTREAM_UNAVAILABLE and /healthz says so
      const read = await admin.request<Json>(FACILITIES);
      expect(read.body.errors?.map((error) => error.extensions?.code)).toEqual([
        'UPSTREAM_UNAVAILABLE',
      ]);
      const change = await admin.request<Json>(
        `mutation { assignPackLinePlanGroups(input: { packingFacilityId: "1", packLineName: "A",
          packLinePlanGroupIds: ["${planner.sent[0]}"], seenGroups: [{ id: "${planner.sent[0]}",
          lineAssignment: "B", boxCount: 1, complete: false }] }) { userErrors { message } } }`,
      );
      expect(change.body.errors?.map((error) => error.extensions?.code)).toEqual([
        'UPSTREAM_UNAVAILABLE',
      ]);
      const health = await fetch(`${gateway.url}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', upstream: 'unavailable' });

      // step: the host started again on the same data, ten events after
      host = await startHostProcess(hostUrl, env);
      expect((await admin.request<Json>(FACILITIES)).body.errors).toBeUndefined();
      for (let i = 0; i < 10; i += 1) await planner.assignNext();

      // step: every event once, in order: the three written before the kill among them
      await planner.waitForAssignEvents(planner.sent.length, 30_000);
      expect(subscriber.failure).toBeUndefined();
      expect(planner.sent).toHaveLength(23);
      expect(planner.received()).toEqual(planner.sent);
      // The one subscription all along: a single 'live'.
      const live = subscriber.results.filter(
        (result) => result.data?.packLinePlannerEvents.event === 'live',
      );
      expect(live).toHaveLength(1);
      subscriber.stop();
      await ws.dispose();
    }, 180_000);
  },
);
