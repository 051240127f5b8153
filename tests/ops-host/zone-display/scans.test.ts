import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, type Json } from '../../support/http.ts';
import { sweepOfflineScreens } from '../../../ops-host/src/status-wall/status-changes.ts';
import {
  boxesOnLine,
  countScans as countScansIn,
  unscannedBoxOnLineA,
} from '../../support/zone-fixture.ts';
import {
  floorSessionCookie,
  startTestOpsHost,
  type DatabaseKind,
  type TestOpsHost,
} from '../../support/ops-host.ts';
import { databaseKinds } from '../../support/stack.ts';

describe.each(await databaseKinds())('zone screens on %s', (database: DatabaseKind) => {
  let host: TestOpsHost;
  let floor: string;
  beforeAll(async () => {
    host = await startTestOpsHost({ database });
    floor = await floorSessionCookie(host, 'chicago');
  });
  afterAll(() => host?.stop());

  function get(path: string, query: Record<string, string | number>) {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    return fetch(`${host.url}${path}?${search}`, { headers: { cookie: floor } });
  }

  const scan = (line: string, zone: number | string, barcode: string) =>
    get('/v2/scans', {
      packing_facility_abbreviation: 'CHI',
      line_letter: line,
      pack_line_zone_id: zone,
      barcode_scan: barcode,
    });

  const boxOnLineA = (options: { withIce?: boolean; withAccessory?: boolean } = {}) =>
    unscannedBoxOnLineA(host.handle.db, {
      withBottomIce: options.withIce,
      withAccessory: options.withAccessory,
    });

  const countScans = () => countScansIn(host.handle.db);

  const chicagoLine = (name: string) =>
    host.handle.db
      .selectFrom('pack_lines')
      .select('id')
      .where('packing_facility_id', '=', 1)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();

  describe('zone configuration', () => {
    it('answers the zone of the line’s preset with its grid and letters', async () => {
      const response = await get('/v2/zone_configuration_barcodes', {
        packing_facility_abbreviation: 'chi',
        line_letter: 'a',
        pack_line_zone_id: 1,
      });
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body).toMatchObject({
        zone_id: 1,
        zone_type: 'Food',
        line_letter: 'A',
        packing_facility_id: 1,
        packing_facility_abbreviation: 'CHI',
        rows: 3,
        columns: 6,
        pallet_data: null,
      });
      expect(body.item_letters.slice(0, 2)).toEqual(['P1', 'P2']);
    });

    it('MealCard names the meal card zone; a zone the preset lacks is 404', async () => {
      const mealCard = await get('/v2/zone_configuration_barcodes', {
        packing_facility_abbreviation: 'CHI',
        line_letter: 'A',
        pack_line_zone_id: 'MEALCARD',
      });
      expect((await readJson(mealCard)).zone_type).toBe('Meal Card');
      const missing = await get('/v2/zone_configuration_barcodes', {
        packing_facility_abbreviation: 'CHI',
        line_letter: 'A',
        pack_line_zone_id: 42,
      });
      expect(missing.status).toBe(404);
      expect((await readJson(missing)).message).toBe(
        'Zone 42 of line A is not configured in admin.',
      );
    });
  });

  describe('scans', () => {
    it('lights the box’s picks of the zone at their cells, with picks and letters', async () => {
      const box = await boxOnLineA();
      const response = await scan('A', 1, box.barcode);
      expect(response.status).toBe(200);
      const body = await readJson(response);
      const contents = await host.handle.db
        .selectFrom('shipment_cell_keys')
        .select(['cell_key', 'quantity'])
        .where('shipment_id', '=', box.id)
        .where('cell_key', 'like', 'P%')
        .execute();
      expect(body.pickables.length).toBe(contents.length);
      for (const pick of body.pickables as Json[]) {
        expect(pick.item_letter).toMatch(/^P/);
        expect(pick.cell_index).toBe(Number(pick.item_letter.slice(1)) - 1);
        expect(pick.picks).toBe(contents.find((c) => c.cell_key === pick.item_letter)?.quantity);
        expect(pick.missed_zone_id).toBeNull();
      }
      expect(body.includes_protein_card).toBe(true);
      expect(body.missed_zone_id).toBeNull();
    });

    it('a zone skipped earlier is named as missed, later zones as pending, and the miss is charged to the zone skipped', async () => {
      const box = await boxOnLineA({ withIce: true });
      // Scanned at zone 6 (bottom ice) without zone 1 (proteins).
      const body = await readJson(await scan('A', 6, box.barcode));
      expect(body.missed_zone_id).toBe(1);
      expect(body.ice_packs.every((p: Json) => p.missed_zone_id === 1)).toBe(true);
      const states = Object.fromEntries(
        (body.zone_progress as Json[]).map((z) => [z.zone_id, z.state]),
      );
      expect(states[1]).toBe('missed');
      expect(states[6]).toBe('scanned');
      expect(states[9]).toBe('pending');
      const recorded = await host.handle.db
        .selectFrom('scans')
        .select('outcome')
        .where('shipment_id', '=', box.id)
        .execute();
      expect(recorded).toEqual([{ outcome: 'missed' }]);
      const misses = await host.handle.db
        .selectFrom('zone_misses')
        .select('zone_id')
        .where('shipment_id', '=', box.id)
        .execute();
      // Every zone the box skipped, zone 1 first.
      const skipped = Object.keys(states).filter((zone) => states[zone] === 'missed');
      expect(skipped[0]).toBe('1');
      expect(misses.map((m) => String(m.zone_id)).sort()).toEqual(skipped.sort());
    });

    it('ice zones answer the ice of their location; a pallet zone its region', async () => {
      const box = await boxOnLineA({ withIce: true });
      const ice = await readJson(await scan('A', 6, box.barcode));
      expect(ice.pickables).toEqual([]);
      expect(ice.ice_packs.map((i: Json) => i.location)).toEqual(['bottom']);
      expect(ice.ice_packs[0]).toHaveProperty('eighty_oz');
      const pallet = await readJson(await scan('A', 8, box.barcode));
      expect(pallet.pallet_scan_data).toMatchObject({
        shipping_region: expect.any(String),
        ship_day: expect.any(String),
        box_size: expect.any(Number),
      });
    });

    it('an unknown box is 404 and a box of another line 422 with its message; both are recorded', async () => {
      const before = await countScans();
      const unknown = await scan('A', 1, '999999999-XYZ');
      expect(unknown.status).toBe(404);
      const box = await boxOnLineA();
      const other = await scan('B', 1, box.barcode);
      expect(other.status).toBe(422);
      expect((await readJson(other)).message).toBe(
        'This box belongs to line A. Please take it to line A.',
      );
      expect((await countScans()) - before).toBe(2);
    });

    it('a letter filtered on the line is lit as filtered, the others are not', async () => {
      const box = await boxOnLineA();
      const lineA = await chicagoLine('A');
      const proteins = await host.handle.db
        .selectFrom('shipment_cell_keys')
        .select('cell_key')
        .where('shipment_id', '=', box.id)
        .where('cell_key', 'like', 'P%')
        .orderBy('cell_key')
        .execute();
      const filtered = proteins[0]!.cell_key!;
      await host.handle.db
        .insertInto('pack_line_filters')
        .values({ pack_line_id: lineA.id, letter: filtered })
        .execute();
      try {
        const body = await readJson(await scan('A', 1, box.barcode));
        const flags = Object.fromEntries(
          (body.pickables as Json[]).map((p) => [p.item_letter, p.is_filtered]),
        );
        expect(flags[filtered]).toBe(true);
        expect(Object.values(flags).filter((flag) => flag === true)).toHaveLength(1);
      } finally {
        await host.handle.db
          .deleteFrom('pack_line_filters')
          .where('pack_line_id', '=', lineA.id)
          .where('letter', '=', filtered)
          .execute();
      }
    });

    it('a QA zone answers every pickable and ice pack of the box, with the QC alert and the first order', async () => {
      const box = await boxOnLineA({ withIce: true, withAccessory: true });
      await host.handle.db
        .updateTable('shipments')
        .set({ is_qc_sample: true, is_first_order: true, is_beta: true })
        .where('id', '=', box.id)
        .execute();
      const contents = await host.handle.db
        .selectFrom('shipment_cell_keys as k')
        .innerJoin('pickables as p', 'p.id', 'k.pickable_id')
        .select(['k.cell_key', 'p.kind'])
        .where('k.shipment_id', '=', box.id)
        .execute();
      const body = await readJson(await scan('A', 9, box.barcode));
      expect(body.qa).toMatchObject({
        shipment_id: box.id,
        alert_qc: true,
        qa_near_miss: true,
        qa_qc: true,
      });
      expect(body.qa.all_pickables).toHaveLength(contents.length);
      // Each at the cell key the packability rules give it (shipment_cell_keys).
      const keysOf = (keys: (string | null)[]) => keys.map(String).sort();
      expect(keysOf(body.qa.all_pickables.map((p: Json) => p.item_letter))).toEqual(
        keysOf(contents.map((c) => c.cell_key)),
      );
      expect(body.qa.all_ice_packs.map((i: Json) => i.location)).toContain('bottom');
      expect(body.includes_first_order_message).toBe(true);
      // A beta box carries its meal bags and proteins apart.
      const proteins = contents.filter((c) => c.kind === 'protein').length;
      expect(body.beta_box.pickables.proteins).toHaveLength(proteins);
      expect(body.beta_box.pickables.meal_bags).toHaveLength(
        contents.filter((c) => c.kind === 'meal').length,
      );
    });

    it('a pallet zone flags a box of another region than the box scanned there before it', async () => {
      const boxes = await boxesOnLine(host.handle.db, 1, 'A');
      const first = boxes[0]!;
      const sameRegion = boxes.find(
        (b) => b.shipping_region_id === first.shipping_region_id && b.barcode !== first.barcode,
      )!;
      const otherRegion = boxes.find((b) => b.shipping_region_id !== first.shipping_region_id)!;
      const changed = async (barcode: string) =>
        (await readJson(await scan('A', 8, barcode))).pallet_scan_data.shipping_region_has_changed;
      await changed(first.barcode);
      expect(await changed(sameRegion.barcode)).toBe(false);
      expect(await changed(otherRegion.barcode)).toBe(true);
    });

    it('names its line and zone as the configuration does: MealCard, or 404 for an unknown line or zone, recording nothing', async () => {
      const box = await boxOnLineA();
      const before = await countScans();
      const unknownLine = await scan('Z', 1, box.barcode);
      expect(unknownLine.status).toBe(404);
      expect((await readJson(unknownLine)).message).toBe('No pack line Z at this facility.');
      const unknownZone = await scan('a', 42, box.barcode);
      expect(unknownZone.status).toBe(404);
      expect((await readJson(unknownZone)).message).toBe(
        'Zone 42 of line A is not configured in admin.',
      );
      expect(await countScans()).toBe(before);

      const mealCardZone = await host.handle.db
        .selectFrom('zones as z')
        .innerJoin('pack_lines as l', 'l.line_preset_id', 'z.line_preset_id')
        .select(['z.zone_id', 'l.id as line_id'])
        .where('l.id', '=', (await chicagoLine('A')).id)
        .where('z.pickable_type', '=', 'Meal Card')
        .orderBy('z.zone_id')
        .executeTakeFirstOrThrow();
      // A barcode whose box part is not a number names no box: 404, recorded as failed, here at
      // the meal card zone, so that the zone's error rate below has a failure to count.
      const letters = await scan('A', 'MealCard', 'ABCDEFGHIJ-1');
      expect(letters.status).toBe(404);
      expect(await countScans()).toBe(before + 1);
      const hour = await sql<{ total: string; bad: string }>`
        SELECT sum(total) AS total, sum(bad) AS bad FROM zone_scan_minutes
        WHERE pack_line_id = ${mealCardZone.line_id} AND zone_id = ${mealCardZone.zone_id}
          AND minute > now() - interval '61 minutes'`.execute(host.handle.db);
      const { total, bad } = hour.rows[0]!;
      expect(Number(bad)).toBeGreaterThan(0);

      const mealCard = await scan('A', 'mealcard', box.barcode);
      expect(mealCard.status).toBe(200);
      const body = await readJson(mealCard);
      const recorded = await host.handle.db
        .selectFrom('scans')
        .select(['zone_id', 'outcome'])
        .where('shipment_id', '=', box.id)
        .execute();
      expect(recorded).toEqual([
        { zone_id: mealCardZone.zone_id, outcome: body.missed_zone_id === null ? 'ok' : 'missed' },
      ]);
      const progress = body.zone_progress as Json[];
      expect(progress.find((z) => z.zone_id === mealCardZone.zone_id)?.state).toBe('scanned');
      // The meal card zone's last hour, and this scan: a good one, whatever it found missed.
      expect(body.error_rate).toBeCloseTo(Number(bad) / (Number(total) + 1), 10);
    });

    it('a barcode that is not a scan is refused with 400 and not recorded', async () => {
      const response = await scan('A', 1, 'short');
      expect(response.status).toBe(400);
    });
  });

  describe('statuses', () => {
    it('lists every line with its zones and printer, online only after a recent heartbeat', async () => {
      await fetch(`${host.url}/register_event`, {
        method: 'POST',
        headers: { cookie: floor, 'content-type': 'application/json' },
        body: JSON.stringify({
          packing_facility_abbreviation: 'CHI',
          line_letter: 'B',
          pack_line_zone_id: 4,
          event_type: 'heartbeat',
          zone_state: 'active',
        }),
      });
      const body = await readJson(await get('/statuses', { packing_facility_id: 1 }));
      const lineB = (body.pack_lines as Json[]).find((l) => l.name === 'B')!;
      expect(lineB.printers).toEqual([expect.objectContaining({ zone_id: 0 })]);
      const zone4 = lineB.zones.find((z: Json) => z.zone_id === 4);
      expect(zone4.status).toBe('online');
      // A heartbeat older than 120 s: offline.
      await host.handle.db
        .updateTable('heartbeats')
        .set({ received_at: new Date(Date.now() - 121_000) })
        .where('pack_line_id', '=', lineB.id)
        .where('zone_id', '=', 4)
        .execute();
      const later = await readJson(await get('/statuses', { packing_facility_id: 1 }));
      const zone4Later = (later.pack_lines as Json[])
        .find((l) => l.name === 'B')!
        .zones.find((z: Json) => z.zone_id === 4);
      expect(zone4Later.status).toBe('offline');
      expect(zone4Later.error_rate).toBeGreaterThanOrEqual(0);
    });

    it('a zone’s error rate is the share of its last hour’s scans that failed or were missed, on the wall and the screen', async () => {
      const line = await chicagoLine('D');
      const zoneId = 3;
      const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      await host.handle.db.deleteFrom('scans').where('pack_line_id', '=', line.id).execute();
      await host.handle.db
        .deleteFrom('zone_scan_minutes')
        .where('pack_line_id', '=', line.id)
        .execute();
      const rows = [
        { outcome: 'ok', at: minutesAgo(1) },
        { outcome: 'ok', at: minutesAgo(20) },
        { outcome: 'failed', at: minutesAgo(30) },
        // A box that reached zone 3 with a zone skipped: a good scan of zone 3.
        { outcome: 'missed', at: minutesAgo(58) },
        // Older than an hour: not counted.
        { outcome: 'failed', at: minutesAgo(90) },
        { outcome: 'failed', at: minutesAgo(200) },
      ] as const;
      await host.handle.db
        .insertInto('scans')
        .values(
          rows.map((row) => ({
            packing_facility_id: 1,
            pack_line_id: line.id,
            zone_id: zoneId,
            barcode: 'ERROR-RATE-TEST',
            outcome: row.outcome,
            scanned_at: row.at,
          })),
        )
        .execute();
      // A box that skipped zone 3, found by a later zone 10 minutes ago: a miss of zone 3.
      await host.handle.db
        .insertInto('zone_misses')
        .values({
          pack_line_id: line.id,
          zone_id: zoneId,
          shipment_id: 1,
          detected_at: minutesAgo(10),
        })
        .execute();
      const body = await readJson(await get('/statuses', { packing_facility_id: 1 }));
      const tile = (body.pack_lines as Json[])
        .find((l) => l.name === 'D')!
        .zones.find((z: Json) => z.zone_id === zoneId);
      // ok, ok, failed, missed (good) and the miss: 2 bad of 5.
      expect(tile.error_rate).toBe(0.4);
      const configuration = await readJson(
        await get('/v2/zone_configuration_barcodes', {
          packing_facility_abbreviation: 'CHI',
          line_letter: 'D',
          pack_line_zone_id: zoneId,
        }),
      );
      expect(configuration.error_rate).toBe(0.4);
      // A scan's answer counts the scan itself: a box of line D, at zone 3, with nothing missed
      // before it (zones 1 and 2 scanned first) is a sixth count, a good one.
      const [box] = await boxesOnLine(host.handle.db, 1, 'D');
      for (const zone of [1, 2]) await scan('D', zone, box!.barcode);
      const scanned = await readJson(await scan('D', zoneId, box!.barcode));
      expect(scanned.missed_zone_id).toBeNull();
      expect(scanned.error_rate).toBe(2 / 6);
    });

    it('boxes that skipped zones charge each skipped zone once, and not the zone that found them', async () => {
      const line = await chicagoLine('C');
      for (const table of ['scans', 'zone_scan_minutes', 'zone_misses'] as const) {
        await host.handle.db.deleteFrom(table).where('pack_line_id', '=', line.id).execute();
      }
      const zoneIds = (
        await host.handle.db
          .selectFrom('zones')
          .innerJoin('pack_lines', 'pack_lines.line_preset_id', 'zones.line_preset_id')
          .select('zones.zone_id')
          .where('pack_lines.id', '=', line.id)
          .execute()
      ).map((z) => z.zone_id);
      const last = Math.max(...zoneIds);
      const boxes = (await boxesOnLine(host.handle.db, 1, 'C')).slice(0, 2);
      const skippedBy = new Map<number, number>();
      for (const box of boxes) {
        // Straight to the last zone, twice: the second scan finds the same misses.
        const first = await readJson(await scan('C', last, box.barcode));
        const again = await readJson(await scan('C', last, box.barcode));
        expect(first.error_rate).toBe(0);
        expect(again.error_rate).toBe(0);
        for (const z of first.zone_progress as Json[]) {
          if (z.state === 'missed') skippedBy.set(z.zone_id, (skippedBy.get(z.zone_id) ?? 0) + 1);
        }
      }
      expect(skippedBy.size).toBeGreaterThan(0);
      const body = await readJson(await get('/statuses', { packing_facility_id: 1 }));
      const tiles = (body.pack_lines as Json[]).find((l) => l.name === 'C')!.zones as Json[];
      const rateOf = (zoneId: number) => tiles.find((z) => z.zone_id === zoneId)?.error_rate;
      // The zone that found the misses scanned four good boxes.
      expect(rateOf(last)).toBe(0);
      for (const [zoneId] of skippedBy) {
        // Only misses, each once: the zone's whole count is bad.
        expect(rateOf(zoneId)).toBe(1);
        const counted = await sql<{ total: string }>`
          SELECT sum(total) AS total FROM zone_scan_minutes
          WHERE pack_line_id = ${line.id} AND zone_id = ${zoneId}`.execute(host.handle.db);
        expect(Number(counted.rows[0]!.total)).toBe(skippedBy.get(zoneId));
        const configuration = await readJson(
          await get('/v2/zone_configuration_barcodes', {
            packing_facility_abbreviation: 'CHI',
            line_letter: 'C',
            pack_line_zone_id: zoneId,
          }),
        );
        expect(configuration.error_rate).toBe(1);
      }
    });

    it('a screen going offline or coming back tells the facility’s status walls to refetch', async () => {
      const wallEvents = () =>
        host.handle.db
          .selectFrom('realtime_events')
          .select(['event', 'payload'])
          .where('channel', '=', 'pack_line_status_updates_CHI')
          .orderBy('id')
          .execute();
      const before = (await wallEvents()).length;
      const line = await host.handle.db
        .selectFrom('pack_lines')
        .select('id')
        .where('packing_facility_id', '=', 1)
        .where('name', '=', 'E')
        .executeTakeFirstOrThrow();
      // Zone 2 of line E last reported 125 s ago: the sweep finds it just gone offline.
      await host.handle.db
        .deleteFrom('heartbeats')
        .where('pack_line_id', '=', line.id)
        .where('zone_id', '=', 2)
        .execute();
      await host.handle.db
        .insertInto('heartbeats')
        .values({
          packing_facility_id: 1,
          pack_line_id: line.id,
          zone_id: 2,
          event_type: 'heartbeat',
          zone_state: 'active',
          received_at: new Date(Date.now() - 125_000),
        })
        .execute();
      expect(await sweepOfflineScreens(host.handle.db)).toContain('CHI');
      // Its next heartbeat brings it back.
      await fetch(`${host.url}/register_event`, {
        method: 'POST',
        headers: { cookie: floor, 'content-type': 'application/json' },
        body: JSON.stringify({
          packing_facility_abbreviation: 'CHI',
          line_letter: 'E',
          pack_line_zone_id: 2,
          event_type: 'heartbeat',
          zone_state: 'active',
        }),
      });
      const events = (await wallEvents()).slice(before);
      expect(events.map((e) => [e.event, (e.payload as Json).reason])).toEqual([
        ['refetch', 'offline'],
        ['refetch', 'online'],
      ]);
    });
  });
});
