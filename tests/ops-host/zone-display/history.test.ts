import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorSessionCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { boxBarcodeOnLine } from '../../support/zone-fixture.ts';

// A zone screen's QA submission in history (issue 47), in the screen's words; one refused
// records nothing.

let host: TestOpsHost;
let cookie: string;

beforeAll(async () => {
  host = await startTestOpsHost();
  cookie = await floorSessionCookie(host, 'chicago');
}, 120_000);
afterAll(() => host?.stop());

const submit = (shipmentId: number, zone: number) =>
  fetch(`${host.url}/pick_to_light/submissions`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      packing_facility_abbreviation: 'CHI',
      line_letter: 'A',
      submission: {
        shipment_id: shipmentId,
        submission_type: 'near_miss',
        qa_zone_id: zone,
        issues: { '2': ['missing'], box_upsize: false },
      },
    }),
  });

const entries = () =>
  host.handle.db
    .selectFrom('history')
    .select(['kind', 'summary', 'author_kind', 'author_name', 'screen'])
    .where('kind', '=', 'zone_display.qa_submitted')
    .execute();

describe('QA submissions in history', () => {
  it('records one entry naming the box, line and zone, by the zone screen', async () => {
    const barcode = await boxBarcodeOnLine(host.handle.db, 1, 'A');
    const shipmentId = Number(barcode.split('-')[0]);
    // Zone 1 is a pick zone, not a QA zone: refused, nothing recorded.
    expect((await submit(shipmentId, 1)).status).toBe(422);
    expect(await entries()).toEqual([]);
    expect((await submit(shipmentId, 9)).status).toBe(200);
    expect(await entries()).toEqual([
      {
        kind: 'zone_display.qa_submitted',
        summary: `Near miss submitted for box ${barcode} on line A (zone 9)`,
        author_kind: 'floor',
        author_name: 'Zone screen, line A, zone 9',
        screen: 'zone_display',
      },
    ]);
  });
});
