import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, httpClient, wsClient, type GraphQLResponse } from '../support/graphql.ts';
import { readJson } from '../support/http.ts';
import { signInCookie, TEST_ADMIN_PASSWORD, TEST_SERVICE_TOKEN } from '../support/ops-host.ts';
import { databaseKinds, startStack, type TestStack } from '../support/stack.ts';

const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signIn(input: { email: $email, password: $password }) { user { email } userErrors { message } }
}`;
const FACILITIES = `{ labelStatusFacilities { id name shipDays { id day labelsGeneratedAt expectedShipments } } }`;
const REGIONS = `query ($id: ID!, $day: String!) {
  regionsShippingOnDay(packingFacilityId: $id, shipDay: $day) {
    id name labelsProgress { status } postponedShipments { count } labelsError { errorClass errorMessage }
  }
}`;

type Event =
  | {
      __typename: 'LabelStatusSnapshot';
      region: { id: string; labelsProgress: { status: string | null } };
    }
  | { __typename: 'LabelsProgressUpdate'; regionId: string; status: string }
  | { __typename: 'PostponedShipmentsUpdate'; regionId: string; count: number }
  | {
      __typename: 'LabelsErrorUpdate';
      regionId: string;
      errors: { errorClass: string; errorMessage: string }[];
    };

function regionSubscription(facilityId: string, day: string, region: string): string {
  return `subscription { labelStatusEvents(packingFacilityId: "${facilityId}", shipDay: "${day}", regionName: "${region}") {
    __typename
    ... on LabelStatusSnapshot { region { id labelsProgress { status } } }
    ... on LabelsProgressUpdate { regionId status }
    ... on PostponedShipmentsUpdate { regionId count }
    ... on LabelsErrorUpdate { regionId errors { errorClass errorMessage } }
  } }`;
}

async function until<T>(read: () => T, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 1000; i += 1) {
    const value = read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const events = (results: GraphQLResponse<{ labelStatusEvents: Event }>[]) =>
  results.map((result) => result.data?.labelStatusEvents);
const statuses = (list: (Event | undefined)[]) =>
  list.flatMap((event) => (event?.__typename === 'LabelsProgressUpdate' ? [event.status] : []));

describe.each(await databaseKinds())('label status tracker on %s', (database) => {
  let stack: TestStack;
  let client: ReturnType<typeof httpClient>;
  /** Chicago's last ship day of the week: the broken region Upper Peninsula ships on it. */
  let lastDay: string;
  beforeAll(async () => {
    stack = await startStack(database);
    client = httpClient(stack.gatewayUrl);
    await client.request(SIGN_IN, { email: 'admin@example.com', password: TEST_ADMIN_PASSWORD });
    const { body } = await client.request<{
      labelStatusFacilities: { id: string; shipDays: { day: string }[] }[];
    }>(FACILITIES);
    const chicago = body.data!.labelStatusFacilities.find((facility) => facility.id === '1')!;
    lastDay = chicago.shipDays.at(-1)!.day;
  }, 120_000);
  afterAll(() => stack?.stop());

  async function startRun(facility: string, shipDate: string) {
    return fetch(`${stack.host.url}/operator/label_generation`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${TEST_SERVICE_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ facility, ship_date: shipDate }),
    });
  }

  it('lists each facility with its ship days', async () => {
    const { body } = await client.request<{
      labelStatusFacilities: { name: string; shipDays: unknown[] }[];
    }>(FACILITIES);
    expect(body.data?.labelStatusFacilities.map((facility) => facility.name)).toEqual([
      'Chicago',
      'San Bernardino',
      'Skyview',
      'Baltimore',
    ]);
    expect(body.data?.labelStatusFacilities[0]?.shipDays.length).toBeGreaterThan(0);
  });

  it('the host answers the two tracker calls only to a signed-in user, for their facilities, with a real date', async () => {
    const base = `${stack.host.url}/label_status_tracker/packing_facilities`;
    expect((await fetch(base)).status).toBe(401);
    const lead = await signInCookie(stack.host.url, 'chicago.lead@example.com');
    const mine = await readJson(await fetch(base, { headers: { cookie: lead } }));
    expect(mine.packing_facilities.map((facility: { name: string }) => facility.name)).toEqual([
      'Chicago',
    ]);
    const other = await fetch(`${base}/2/ship_day/${lastDay}`, { headers: { cookie: lead } });
    expect(other.status).toBe(403);
    const notADay = await fetch(`${base}/1/ship_day/Thursday`, { headers: { cookie: lead } });
    expect(notADay.status).toBe(400);
    expect((await readJson(notADay)).message).toMatch(/shipDay/);
    const day = await readJson(
      await fetch(`${base}/1/ship_day/${lastDay}`, { headers: { cookie: lead } }),
    );
    expect(day.regions_shipping_on_day[0]).toEqual({
      name: expect.any(String),
      ship_date: lastDay,
      expected_shipments: { count: expect.any(Number) },
      labels_progress: { status: expect.toBeOneOf([null, 'In Progress', 'Completed', 'Errored']) },
      postponed_shipments: { count: expect.any(Number) },
      labels_error: expect.any(Array),
    });
  });

  it("a run's events reach graphql-ws subscribers in order, the erroring region with its error list", async () => {
    const { body } = await client.request<{ regionsShippingOnDay: { name: string }[] }>(REGIONS, {
      id: '1',
      day: lastDay,
    });
    const names = body.data!.regionsShippingOnDay.map((region) => region.name);
    const healthy = names.find((name) => name !== 'Upper Peninsula')!;
    expect(names).toContain('Upper Peninsula');

    const ws = wsClient(stack.gatewayUrl, client.cookie);
    const good = collect<{ labelStatusEvents: Event }>(
      ws,
      regionSubscription('1', lastDay, healthy),
    );
    const broken = collect<{ labelStatusEvents: Event }>(
      ws,
      regionSubscription('1', lastDay, 'Upper Peninsula'),
    );
    await good.waitFor(1);
    await broken.waitFor(1);
    expect(events(good.results)[0]?.__typename).toBe('LabelStatusSnapshot');

    const response = await startRun('CHI', lastDay);
    expect(response.status).toBe(202);

    const goodEvents = await until(
      () => events(good.results),
      (list) => statuses(list).includes('COMPLETED'),
      'the healthy region to complete',
    );
    const brokenEvents = await until(
      () => events(broken.results),
      (list) => statuses(list).includes('ERRORED'),
      'the broken region to error',
    );
    good.stop();
    broken.stop();
    await ws.dispose();

    expect(statuses(goodEvents)).toEqual(['IN_PROGRESS', 'COMPLETED']);
    expect(goodEvents.at(-1)).toEqual({
      __typename: 'LabelsProgressUpdate',
      regionId: `${lastDay}/${healthy}`,
      status: 'COMPLETED',
    });
    expect(statuses(brokenEvents)).toEqual(['IN_PROGRESS', 'ERRORED']);
    const errorUpdate = brokenEvents.find((event) => event?.__typename === 'LabelsErrorUpdate');
    expect(
      errorUpdate?.__typename === 'LabelsErrorUpdate' && errorUpdate.errors.length,
    ).toBeGreaterThan(0);
    const after = await client.request<{
      regionsShippingOnDay: {
        name: string;
        labelsError: unknown[];
        labelsProgress: { status: string };
      }[];
    }>(REGIONS, { id: '1', day: lastDay });
    const region = after.body.data!.regionsShippingOnDay.find((r) => r.name === 'Upper Peninsula')!;
    expect(region.labelsProgress.status).toBe('ERRORED');
    expect(errorUpdate?.__typename === 'LabelsErrorUpdate' && errorUpdate.errors).toEqual(
      region.labelsError,
    );
  });

  it('the operator route refuses a bad date, an unknown facility, and anyone but the operator', async () => {
    const bad = await startRun('CHI', '2026-02-30');
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).message).toBe(
      'Ship date "2026-02-30" must be a date written yyyy-MM-dd.',
    );
    const unknown = await startRun('Atlantis', lastDay);
    expect(unknown.status).toBe(400);
    const asUser = await fetch(`${stack.host.url}/operator/label_generation`, {
      method: 'POST',
      headers: { cookie: client.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ facility: 'CHI', ship_date: lastDay }),
    });
    expect(asUser.status).toBe(403);
  });

  it('a subscription to a region of a facility the user may not see, or to no region at all, is FORBIDDEN; a bad day BAD_USER_INPUT', async () => {
    const lead = httpClient(stack.gatewayUrl);
    await lead.request(SIGN_IN, {
      email: 'chicago.lead@example.com',
      password: TEST_ADMIN_PASSWORD,
    });
    const ws = wsClient(stack.gatewayUrl, lead.cookie);
    const forbidden = collect<{ labelStatusEvents: Event }>(
      ws,
      regionSubscription('2', lastDay, 'Anywhere'),
    );
    const unknown = collect<{ labelStatusEvents: Event }>(
      ws,
      regionSubscription('1', lastDay, 'Atlantis'),
    );
    const badDay = collect<{ labelStatusEvents: Event }>(
      ws,
      regionSubscription('1', 'Thursday', 'Atlantis'),
    );
    const codes = async (sub: typeof forbidden) => {
      await until(
        () => sub.results.length + (sub.failure ? 1 : 0),
        (n) => n > 0,
        'an answer',
      );
      const failure = sub.failure as { message?: string }[] | undefined;
      return sub.results[0]?.errors?.[0]?.extensions?.code ?? JSON.stringify(failure);
    };
    expect(await codes(forbidden)).toContain('FORBIDDEN');
    // A region that does not exist belongs to no facility the user may see.
    expect(await codes(unknown)).toContain('FORBIDDEN');
    expect(await codes(badDay)).toContain('BAD_USER_INPUT');
    await ws.dispose();
    const { body } = await lead.request<{ regionsShippingOnDay: unknown }>(REGIONS, {
      id: '2',
      day: lastDay,
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
