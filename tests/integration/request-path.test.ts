import { ApolloServer } from '@apollo/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { revokeApiKey } from '../../ops-host/src/api-keys/service.ts';
import { newApiKey } from '../support/api-keys.ts';
import { currentLoginCode } from '../support/ops-host.ts';
import { startStack, type TestStack } from '../support/stack.ts';
import { boxBarcodeOnLine, unscannedBoxOnLineA } from '../support/zone-fixture.ts';

// Every operation over HTTP goes through Apollo Server's own request path (executeHTTPGraphQLRequest,
// through its Express integration), the hundredth sending of a text as much as the first: the
// same answer each time, its checks, plugins and error formatting each time.

const SCAN = `mutation Scan($input: ScanBoxInput!) {
  scanBox(input: $input) {
    shipmentId groupInfo missedZoneId
    pickables { name picks itemLetter cellIndex missedZoneId isFiltered }
    zoneProgress { zoneId state }
  } }`;
const CONFIG = `query Config($line: String!, $zone: String!) {
  zoneConfiguration(packingFacilityAbbreviation: "CHI", lineLetter: $line, packLineZoneId: $zone) {
    zoneId zoneType lineLetter rows columns itemLetters } }`;
const FACILITIES = 'query Facilities { accessiblePackingFacilities { id name } }';

interface Answer {
  status: number;
  contentType: string | null;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

describe('one request path for every operation', () => {
  let stack: TestStack;
  let cookie = '';
  const apolloCalls = () => apolloSpy.mock.calls.length;
  let apolloSpy: ReturnType<typeof spyOnApollo>;
  const spyOnApollo = () => vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');

  beforeAll(async () => {
    stack = await startStack();
    const signIn = await post(
      'mutation($code: String!) { floorSignIn(input: { packingFacilitySlug: "chicago", loginCode: $code }) { session { expiresAt } } }',
      { code: await currentLoginCode(stack.host, 'chicago') },
    );
    expect(signIn.status).toBe(200);
  });
  beforeAll(() => {
    apolloSpy = spyOnApollo();
  });
  afterEach(() => apolloSpy.mockClear());
  afterAll(async () => {
    apolloSpy.mockRestore();
    await stack?.stop();
  });

  async function post(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
    operationName?: string,
  ): Promise<Answer> {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
      body: JSON.stringify({ query, variables, operationName }),
    });
    for (const value of response.headers.getSetCookie()) cookie = value.split(';')[0] ?? '';
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: (await response.json()) as Answer['body'],
    };
  }

  /** The same request twice: the answers, and how many of the two Apollo Server answered. */
  async function twice(...args: Parameters<typeof post>) {
    const before = apolloCalls();
    const first = await post(...args);
    const second = await post(...args);
    return { first, second, throughApollo: apolloCalls() - before };
  }

  const scanInput = (barcode: string, line = 'A') => ({
    input: {
      packingFacilityAbbreviation: 'CHI',
      lineLetter: line,
      packLineZoneId: '2',
      barcodeScan: barcode,
    },
  });

  it('answers a read sent twice through Apollo Server both times, with the same answer', async () => {
    const { first, second, throughApollo } = await twice(CONFIG, { line: 'A', zone: '2' });

    expect(first.status).toBe(200);
    expect(first.body.data?.zoneConfiguration).toMatchObject({ zoneId: 2, lineLetter: 'A' });
    expect(second).toEqual(first);
    expect(throughApollo).toBe(2);
  });

  it('runs a mutation sent again through Apollo Server, and it does what it says', async () => {
    await post(SCAN, scanInput((await unscannedBoxOnLineA(stack.host.handle.db)).barcode));
    const box = await unscannedBoxOnLineA(stack.host.handle.db);
    const before = apolloCalls();

    const answer = await post(SCAN, scanInput(box.barcode));

    expect(apolloCalls()).toBe(before + 1);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.scanBox).toMatchObject({ shipmentId: String(box.id) });
    const scans = await stack.host.handle.db
      .selectFrom('scans')
      .select('id')
      .where('shipment_id', '=', box.id)
      .execute();
    expect(scans).toHaveLength(1);
  });

  it('gives the same errors, codes and status every time: an unknown box, a box of another line', async () => {
    const scanNamed = (name: string) => SCAN.replace('mutation Scan', `mutation ${name}`);
    const unknown = await twice(scanNamed('ScanUnknown'), scanInput('NOSUCHBOX1-1'));
    expect(unknown.first.status).toBe(200);
    expect(unknown.first.body.errors?.[0]).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
      path: ['scanBox'],
    });
    expect(unknown.second).toEqual(unknown.first);
    expect(unknown.throughApollo).toBe(2);

    const otherLine = await boxBarcodeOnLine(stack.host.handle.db, 1, 'B');
    const wrongLine = await twice(scanNamed('ScanOtherLine'), scanInput(otherLine));
    expect(wrongLine.first.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect(wrongLine.second).toEqual(wrongLine.first);
    expect(wrongLine.throughApollo).toBe(2);
  });

  it('answers the content type the caller prefers, as Apollo Server negotiates it', async () => {
    const accept = { accept: 'application/graphql-response+json, application/json;q=0.9' };
    const { first, second, throughApollo } = await twice(CONFIG, { line: 'A', zone: '3' }, accept);

    expect(first.body.data?.zoneConfiguration).toMatchObject({ zoneId: 3 });
    expect(first.contentType).toBe('application/graphql-response+json; charset=utf-8');
    expect(second).toEqual(first);
    expect(throughApollo).toBe(2);
    const refused = await twice(CONFIG, { line: 'A', zone: '3' }, { accept: 'text/html' });
    expect(refused.first.status).toBe(406);
    expect(refused.second).toEqual(refused.first);
    expect(refused.throughApollo).toBe(2);
  });

  it('refuses variables of the wrong type with 400 and a message naming them, every time', async () => {
    await post(CONFIG, { line: 'A', zone: '2' });
    const { first, second, throughApollo } = await twice(CONFIG, { line: 5, zone: '2' });

    expect(first.status).toBe(400);
    expect(first.body.errors?.[0]?.message).toMatch(/\$line/);
    expect(second).toEqual(first);
    expect(throughApollo).toBe(2);
  });

  it('tells apart two operations of one text by their name', async () => {
    const zone = (name: string, id: string) =>
      `query ${name} { zoneConfiguration(packingFacilityAbbreviation: "CHI", lineLetter: "A", packLineZoneId: "${id}") { zoneId } }`;
    const both = `${zone('ZoneOne', '1')} ${zone('ZoneTwo', '2')}`;
    await post(both, undefined, {}, 'ZoneOne');
    const before = apolloCalls();

    const one = await post(both, undefined, {}, 'ZoneOne');
    const two = await post(both, undefined, {}, 'ZoneTwo');
    const unnamed = await post(both);

    expect(one.body.data).toEqual({ zoneConfiguration: { zoneId: 1 } });
    expect(two.body.data).toEqual({ zoneConfiguration: { zoneId: 2 } });
    expect(unnamed.status).toBe(400);
    expect(apolloCalls() - before).toBe(3);
  });

  it('refuses an operation sent before when posted as a form would post it (text/plain)', async () => {
    await post(CONFIG, { line: 'A', zone: '2' });
    const before = apolloCalls();

    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie },
      body: JSON.stringify({ query: CONFIG, variables: { line: 'A', zone: '2' } }),
    });

    expect(response.status).toBe(400);
    expect(apolloCalls() - before).toBe(1);
  });

  it('checks an API key on every operation: a key revoked after an operation is refused', async () => {
    const { key, name } = await newApiKey(stack.host.handle.db, ['chicago']);
    // A tool sends its key and no session cookie.
    const asTool = { authorization: `Bearer ${key}`, cookie: '' };
    const allowed = await twice(FACILITIES, undefined, asTool);
    expect(allowed.second.body.data?.accessiblePackingFacilities).toEqual([
      expect.objectContaining({ name: expect.any(String) }),
    ]);
    expect(allowed.throughApollo).toBe(2);

    await revokeApiKey(stack.host.handle.db, name);
    const refused = await post(FACILITIES, undefined, asTool);

    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
