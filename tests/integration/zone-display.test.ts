import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../support/graphql.ts';
import type { Json } from '../support/http.ts';
import { currentLoginCode } from '../support/ops-host.ts';
import { unscannedBoxOnLineA } from '../support/zone-fixture.ts';
import { startStack, type TestStack } from '../support/stack.ts';

const SCAN = `mutation ($input: ScanBoxInput!) {
  scanBox(input: $input) {
    shipmentId groupInfo missedZoneId includesProteinCard errorRate
    pickables { name picks itemLetter cellIndex missedZoneId isFiltered }
    icePacks { location thirtyTwoOz sixtyFourOz eightyOz ninetySixOz }
    palletScanData { shippingRegion shipDay boxSize shippingRegionHasChanged }
    qa { shipmentId qaNearMiss qaQc qaNearMissBoxScanCount allPickables { itemLetter } }
    zoneProgress { zoneId state }
  } }`;
const CONFIG = `query ($line: String!, $zone: String!) {
  zoneConfiguration(packingFacilityAbbreviation: "CHI", lineLetter: $line, packLineZoneId: $zone) {
    zoneId zoneType lineLetter packingFacilityId packingFacilityAbbreviation rows columns
    itemLetters errorRate palletData { shippingRegion } } }`;
const STATUSES = `query { packLineStatuses(packingFacilityId: "1") {
  name zones { zoneId status errorRate } printers { zoneId status } } }`;

describe('zone display through the gateway', () => {
  let stack: TestStack;
  let client: ReturnType<typeof httpClient>;
  beforeAll(async () => {
    stack = await startStack();
    client = httpClient(stack.gatewayUrl);
    const { body } = await client.request<Json>(
      'mutation($code: String!) { floorSignIn(input: { packingFacilitySlug: "chicago", loginCode: $code }) { session { expiresAt } } }',
      { code: await currentLoginCode(stack.host, 'chicago') },
    );
    expect(body.data?.floorSignIn.session).toBeTruthy();
  });
  afterAll(() => stack?.stop());

  async function data(query: string, variables: Record<string, unknown> = {}): Promise<Json> {
    const { body } = await client.request<Json>(query, variables);
    expect(body.errors).toBeUndefined();
    return body.data as Json;
  }
  const scan = (line: string, zone: string, barcode: string) =>
    client.request<Json>(SCAN, {
      input: {
        packingFacilityAbbreviation: 'CHI',
        lineLetter: line,
        packLineZoneId: zone,
        barcodeScan: barcode,
      },
    });

  const freshBox = () => unscannedBoxOnLineA(stack.host.handle.db, { withBottomIce: true });

  it('reads a zone’s configuration from the line’s preset, MealCard by name', async () => {
    const { zoneConfiguration: food } = await data(CONFIG, { line: 'A', zone: '2' });
    expect(food).toMatchObject({
      zoneId: 2,
      zoneType: 'Food',
      lineLetter: 'A',
      packingFacilityId: 1,
      packingFacilityAbbreviation: 'CHI',
      columns: 6,
      palletData: null,
    });
    expect(food.itemLetters).toContain('M1');
    const { zoneConfiguration: card } = await data(CONFIG, { line: 'A', zone: 'MealCard' });
    expect(card.zoneType).toBe('Meal Card');
  });

  it('a box scanned at each zone in turn lights its picks zone by zone, without missed zones', async () => {
    const box = await freshBox();
    const { zoneConfiguration } = await data(CONFIG, { line: 'A', zone: '1' });
    const proteins = (await scan('A', '1', box.barcode)).body.data!.scanBox;
    expect(proteins.shipmentId).toBe(String(box.id));
    expect(proteins.pickables.length).toBeGreaterThan(0);
    for (const pick of proteins.pickables) {
      expect(zoneConfiguration.itemLetters[pick.cellIndex]).toBe(pick.itemLetter);
      expect(pick.picks).toBeGreaterThan(0);
    }
    expect(proteins.includesProteinCard).toBe(true);
    for (const zone of ['2', '3', '4', '5']) {
      const answer = (await scan('A', zone, box.barcode)).body.data!.scanBox;
      expect(answer.missedZoneId).toBeNull();
    }
    const ice = (await scan('A', '6', box.barcode)).body.data!.scanBox;
    expect(ice.pickables).toEqual([]);
    expect(ice.icePacks).toEqual([expect.objectContaining({ location: 'bottom' })]);
    const pallet = (await scan('A', '8', box.barcode)).body.data!.scanBox;
    expect(pallet.palletScanData.shipDay).toMatch(/day$/);
    const qa = (await scan('A', '9', box.barcode)).body.data!.scanBox;
    expect(qa.qa).toMatchObject({ shipmentId: String(box.id), qaNearMiss: true, qaQc: true });
    expect(qa.qa.allPickables.length).toBeGreaterThan(0);
    expect(qa.zoneProgress.every((z: Json) => z.state === 'scanned' || z.zoneId === 7)).toBe(true);
  });

  it('skipping a zone shows it as missed at the next zone and later zones as pending', async () => {
    const box = await freshBox();
    const answer = (await scan('A', '6', box.barcode)).body.data!.scanBox;
    expect(answer.missedZoneId).toBe(1);
    const states = Object.fromEntries(answer.zoneProgress.map((z: Json) => [z.zoneId, z.state]));
    expect(states).toMatchObject({ 1: 'missed', 6: 'scanned', 8: 'pending', 9: 'pending' });
  });

  it('an unknown box is NOT_FOUND; a box of another line is refused with the screen’s message', async () => {
    const unknown = await scan('A', '1', '999999999-NOPE');
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const box = await freshBox();
    const other = await scan('C', '1', box.barcode);
    expect(other.body.errors?.[0]).toMatchObject({
      message: 'This box belongs to line A. Please take it to line A.',
      extensions: { code: 'BAD_USER_INPUT', upstreamStatus: 422 },
    });
  });

  it('a QA submission is stored with its issues per station and the box upsize', async () => {
    const box = await freshBox();
    await data(
      `mutation ($box: ID!) { submitQaInspection(input: { packingFacilityAbbreviation: "CHI",
        lineLetter: "A", shipmentId: $box, submissionType: "near_miss", qaZoneId: 9, boxUpsize: true,
        issues: [{ pickStation: 2, issues: ["missing", "wrong"] }] }) { submitted } }`,
      { box: String(box.id) },
    );
    const stored = await stack.host.handle.db
      .selectFrom('submissions')
      .select(['issues', 'box_upsize', 'submission_type', 'qa_zone_id'])
      .where('shipment_id', '=', box.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      issues: { '2': ['missing', 'wrong'] },
      box_upsize: true,
      submission_type: 'near_miss',
      qa_zone_id: 9,
    });
    const notQa = await client.request<Json>(
      `mutation { submitQaInspection(input: { packingFacilityAbbreviation: "CHI", lineLetter: "A",
        shipmentId: "${box.id}", submissionType: "qc", qaZoneId: 2, boxUpsize: false, issues: [] }) { submitted } }`,
    );
    expect(notQa.body.errors?.[0]?.message).toBe('Zone 2 is not a QA zone.');
  });

  it('statuses: a zone is online after its heartbeat and offline once it is 120 s old', async () => {
    await data(
      `mutation { registerEvent(input: { packingFacilityAbbreviation: "CHI", lineLetter: "D",
        packLineZoneId: "3", eventType: "heartbeat", zoneState: "active" }) { receivedAt } }`,
    );
    const zone3 = async () => {
      const { packLineStatuses } = await data(STATUSES);
      return packLineStatuses
        .find((l: Json) => l.name === 'D')
        .zones.find((z: Json) => z.zoneId === 3);
    };
    expect((await zone3()).status).toBe('online');
    await stack.host.handle.db
      .updateTable('heartbeats')
      .set({ received_at: new Date(Date.now() - 125_000) })
      .where('zone_id', '=', 3)
      .where('pack_line_id', 'in', (eb) =>
        eb
          .selectFrom('pack_lines')
          .select('id')
          .where('packing_facility_id', '=', 1)
          .where('name', '=', 'D'),
      )
      .execute();
    expect((await zone3()).status).toBe('offline');
    const { packLineStatuses } = await data(STATUSES);
    expect(packLineStatuses[0].printers).toEqual([expect.objectContaining({ zoneId: 0 })]);
  });
});
