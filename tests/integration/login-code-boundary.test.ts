import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiKey } from '../support/api-keys.ts';
import { facilityFixture, type FacilityFixture } from '../support/facility-fixture.ts';
import { httpClient, wsClient, type GraphQLResponse } from '../support/graphql.ts';
import { currentLoginCode, TEST_ADMIN_PASSWORD } from '../support/ops-host.ts';
import { startStack, type TestStack } from '../support/stack.ts';
import { boxBarcodeOnLine } from '../support/zone-fixture.ts';

// The supervisor code's facility boundary through the gateway, as a Chicago-only account would
// attack it: read another facility's code, sign its screens in with Chicago's, read a code (and
// so scan) with a read-only key, reach another facility with a Chicago floor session.

const CODE = 'query($id: ID!) { supervisorLoginCode(packingFacilityId: $id) { code } }';
const CODE_CHANGED =
  'subscription($id: ID!) { supervisorLoginCodeChanged(packingFacilityId: $id) { code } }';
const FLOOR_SIGN_IN = `mutation($slug: String!, $code: String!) {
  floorSignIn(input: { packingFacilitySlug: $slug, loginCode: $code }) {
    session { packingFacility { slug } } userErrors { message } } }`;
const SCAN = `mutation($facility: String!, $line: String!, $barcode: String!) {
  scanBox(input: { packingFacilityAbbreviation: $facility, lineLetter: $line,
    packLineZoneId: "1", barcodeScan: $barcode }) { shipmentId } }`;

let stack: TestStack;
let chicago: FacilityFixture;
let sanBernardino: FacilityFixture;
beforeAll(async () => {
  stack = await startStack();
  chicago = await facilityFixture(stack.host.handle.db, 1);
  sanBernardino = await facilityFixture(stack.host.handle.db, 2);
});
afterAll(() => stack?.stop());

const codeOf = (f: FacilityFixture) => currentLoginCode(stack.host, f.id);
const errorCode = (body: GraphQLResponse<unknown>) => body.errors?.[0]?.extensions?.code;

/** A GraphQL request with an API key, as an internal tool sends it. */
async function withKey(key: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResponse<{ supervisorLoginCode: { code: string } }>;
}

/** What a subscription says first: its first result, or why it was refused. */
async function firstOf(
  client: ReturnType<typeof wsClient>,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphQLResponse<unknown>> {
  try {
    return await new Promise((resolve) => {
      const stop = client.subscribe(
        { query, variables },
        {
          next: (value) => {
            stop();
            resolve(value as GraphQLResponse<unknown>);
          },
          error: (error) => resolve({ errors: [error].flat() } as GraphQLResponse<unknown>),
          complete: () => undefined,
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

describe("the supervisor code through the gateway: one facility's", () => {
  it("a Chicago-only admin reads Chicago's code and gets FORBIDDEN for San Bernardino's", async () => {
    const lead = httpClient(stack.gatewayUrl);
    await lead.request(
      'mutation($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { user { id } } }',
      { e: 'chicago.lead@example.com', p: TEST_ADMIN_PASSWORD },
    );
    const own = await lead.request<{ supervisorLoginCode: { code: string } }>(CODE, {
      id: String(chicago.id),
    });
    expect(own.body.data?.supervisorLoginCode.code).toBe(await codeOf(chicago));

    const theirs = await lead.request(CODE, { id: String(sanBernardino.id) });
    expect(errorCode(theirs.body)).toBe('FORBIDDEN');
    expect(JSON.stringify(theirs.body)).not.toContain(await codeOf(sanBernardino));
    const subscribed = await firstOf(wsClient(stack.gatewayUrl, lead.cookie), CODE_CHANGED, {
      id: String(sanBernardino.id),
    });
    expect(errorCode(subscribed)).toBe('FORBIDDEN');
  });

  it("Chicago's code does not sign a San Bernardino screen in", async () => {
    const screen = httpClient(stack.gatewayUrl);
    const refused = await screen.request(FLOOR_SIGN_IN, {
      slug: sanBernardino.slug,
      code: await codeOf(chicago),
    });
    expect(refused.body.data).toEqual({
      floorSignIn: { session: null, userErrors: [{ message: 'Incorrect login code, try again.' }] },
    });
    expect(screen.cookie).toBe('');
  });

  it('a read-only key reads no code and scans no box (FORBIDDEN); a read-write key reads its own', async () => {
    const db = stack.host.handle.db;
    const readOnly = (await newApiKey(db, ['CHI'], { readOnly: true })).key;
    const readWrite = (await newApiKey(db, ['CHI'])).key;

    expect(errorCode(await withKey(readOnly, CODE, { id: String(chicago.id) }))).toBe('FORBIDDEN');
    const scanned = await withKey(readOnly, SCAN, {
      facility: chicago.abbreviation,
      line: chicago.lineName,
      barcode: await boxBarcodeOnLine(db, chicago.id, chicago.lineName),
    });
    expect(errorCode(scanned)).toBe('FORBIDDEN');
    const subscribed = await firstOf(
      wsClient(stack.gatewayUrl, '', { authorization: `Bearer ${readOnly}` }),
      CODE_CHANGED,
      { id: String(chicago.id) },
    );
    expect(errorCode(subscribed)).toBe('FORBIDDEN');

    const own = await withKey(readWrite, CODE, { id: String(chicago.id) });
    expect(own.data?.supervisorLoginCode.code).toBe(await codeOf(chicago));
    const theirs = await withKey(readWrite, CODE, { id: String(sanBernardino.id) });
    expect(errorCode(theirs)).toBe('FORBIDDEN');
  });

  it("a Chicago floor session is FORBIDDEN San Bernardino's label search, scans, printers and channels", async () => {
    const kiosk = httpClient(stack.gatewayUrl);
    await kiosk.request(FLOOR_SIGN_IN, { slug: chicago.slug, code: await codeOf(chicago) });
    expect(kiosk.cookie).toMatch(/^ops_floor_session=/);

    const search = await kiosk.request(
      'query($s: String!) { kioskLabelSearch(packingFacilitySlug: $s, searchText: "abc") { metadataId } }',
      { s: sanBernardino.slug },
    );
    const scan = await kiosk.request(SCAN, {
      facility: sanBernardino.abbreviation,
      line: sanBernardino.lineName,
      barcode: await boxBarcodeOnLine(
        stack.host.handle.db,
        sanBernardino.id,
        sanBernardino.lineName,
      ),
    });
    const printer = await kiosk.request(
      `mutation($s: String!, $l: String!) { assignKioskPrinter(input: {
        packingFacilitySlug: $s, packLineName: $l, printerIp: "2.1" }) { assigned } }`,
      { s: sanBernardino.slug, l: sanBernardino.lineName },
    );
    for (const answer of [search, scan, printer]) expect(errorCode(answer.body)).toBe('FORBIDDEN');

    const channel = await firstOf(
      wsClient(stack.gatewayUrl, kiosk.cookie),
      'subscription($s: String!) { printerAppUpdates(packingFacilitySlug: $s) { event } }',
      { s: sanBernardino.slug },
    );
    expect(errorCode(channel)).toBe('FORBIDDEN');
    const code = await firstOf(wsClient(stack.gatewayUrl, kiosk.cookie), CODE_CHANGED, {
      id: String(chicago.id),
    });
    expect(errorCode(code)).toBe('FORBIDDEN');
  });
});
