import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  takeNextPrintableBox,
  unpackableCounts,
} from '../../../ops-host/src/pack-lines/packability.ts';
import { lineGroups } from '../../../ops-host/src/printer-kiosk/line-data.ts';
import { previousMenu } from '../../../ops-host/src/menus/service.ts';
import { readPlanner } from '../../../ops-host/src/planner/read.ts';
import { databaseKinds } from '../../support/stack.ts';
import { startTestOpsHost, type DatabaseKind, type TestOpsHost } from '../../support/ops-host.ts';

/** The raw rows the rules below are told from: a facility's unprinted boxes in groups, their keys, its lines. */
async function rawFloor(host: TestOpsHost, facilityId: number) {
  const db = host.handle.db;
  const boxes = await db
    .selectFrom('shipments as s')
    .innerJoin('pack_line_plan_groups as g', 'g.id', 's.pack_line_plan_group_id')
    .select(['s.id', 's.menu_id', 's.pack_line_plan_group_id', 'g.pack_line_id', 'g.is_complete'])
    .where('s.packing_facility_id', '=', facilityId)
    .where('s.printed_at', 'is', null)
    .execute();
  const contents = await db
    .selectFrom('shipment_contents as sc')
    .innerJoin('pickables as p', 'p.id', 'sc.pickable_id')
    .select(['sc.shipment_id', 'sc.pickable_id', 'p.accessory_code'])
    .execute();
  const letters = await db
    .selectFrom('pickable_letters')
    .select(['menu_id', 'pickable_id', 'letter'])
    .where('packing_facility_id', '=', facilityId)
    .execute();
  const lines = await db
    .selectFrom('pack_lines')
    .select(['id', 'line_preset_id'])
    .where('packing_facility_id', '=', facilityId)
    .execute();
  const zones = await db.selectFrom('zones').select(['line_preset_id', 'item_letters']).execute();
  const filters = await db.selectFrom('pack_line_filters').selectAll().execute();

  const letterOf = new Map(letters.map((l) => [`${l.menu_id}/${l.pickable_id}`, l.letter]));
  const keysOf = new Map<number, (string | undefined)[]>();
  const menuOf = new Map(boxes.map((b) => [b.id, b.menu_id]));
  for (const row of contents) {
    const menu = menuOf.get(row.shipment_id);
    if (menu === undefined) continue;
    const key = row.accessory_code ?? letterOf.get(`${menu}/${row.pickable_id}`);
    keysOf.set(row.shipment_id, [...(keysOf.get(row.shipment_id) ?? []), key]);
  }
  return {
    boxes,
    lines,
    keysOf: (boxId: number) => keysOf.get(boxId) ?? [],
    cellsOf: (line: (typeof lines)[number]) =>
      new Set(
        zones
          .filter((z) => z.line_preset_id === line.line_preset_id)
          .flatMap((z) => z.item_letters)
          .filter((letter) => letter !== ''),
      ),
    filteredOn: (line: (typeof lines)[number]) =>
      new Set(filters.filter((f) => f.pack_line_id === line.id).map((f) => f.letter)),
  };
}

/**
 * The rule told once more, in plain code, from the raw rows: a box cannot be packed on a line
 * when a pickable has no letter, no cell on the line's preset, or a filtered letter.
 */
async function oracle(host: TestOpsHost, facilityId: number) {
  const floor = await rawFloor(host, facilityId);
  const counts = new Map<string, number>();
  for (const line of floor.lines) {
    const cells = floor.cellsOf(line);
    const filtered = floor.filteredOn(line);
    for (const box of floor.boxes) {
      const keys = floor.keysOf(box.id);
      const packable = keys.every((k) => k !== undefined && cells.has(k) && !filtered.has(k));
      if (packable) continue;
      const id = `${box.pack_line_plan_group_id}/${line.id}`;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Each line's unconfigured picks told from the raw rows: the distinct keys that the unprinted
 * boxes of the menu's open groups on the line need and no cell of its preset holds.
 */
async function unconfiguredOracle(host: TestOpsHost, facilityId: number, menuId: number) {
  const floor = await rawFloor(host, facilityId);
  const picks = new Map<number, number>();
  for (const line of floor.lines) {
    const cells = floor.cellsOf(line);
    const missing = new Set<string>();
    for (const box of floor.boxes) {
      if (box.pack_line_id !== line.id || box.is_complete || box.menu_id !== menuId) continue;
      for (const key of floor.keysOf(box.id)) {
        if (key !== undefined && !cells.has(key)) missing.add(key);
      }
    }
    picks.set(line.id, missing.size);
  }
  return picks;
}

/** Gives a zone these cell letters (the triggers recount its preset's lines' boxes). */
const setZoneLetters = (db: TestOpsHost['handle']['db'], zoneId: number, letters: string[]) =>
  db.updateTable('zones').set({ item_letters: letters }).where('id', '=', zoneId).execute();

describe.each(await databaseKinds())('packability on %s', (database: DatabaseKind) => {
  let host: TestOpsHost;
  beforeAll(async () => {
    host = await startTestOpsHost({ database });
  });
  afterAll(() => host?.stop());

  it('counts, for every group and line, exactly the unprinted boxes the rule says cannot be packed', async () => {
    for (const facilityId of [1, 8]) {
      const counted = await unpackableCounts(host.handle.db, facilityId);
      const expected = await oracle(host, facilityId);
      const actual = new Map(counted.map((c) => [`${c.groupId}/${c.packLineId}`, c.count]));
      expect(actual).toEqual(expected);
      // The seed has boxes no line can pack (the A9 add-on is in no preset) and filtered letters.
      expect(actual.size).toBeGreaterThan(0);
    }
  });

  it('a filtered letter makes its boxes unpackable on that line only, until unfiltered', async () => {
    const db = host.handle.db;
    const lines = await db
      .selectFrom('pack_lines')
      .select(['id', 'name'])
      .where('packing_facility_id', '=', 1)
      .where('name', 'in', ['A', 'B'])
      .orderBy('name')
      .execute();
    const [a, b] = lines;
    const group = await db
      .selectFrom('shipments')
      .select('pack_line_plan_group_id')
      .where('packing_facility_id', '=', 1)
      .where('printed_at', 'is', null)
      .where('pack_line_plan_group_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const groupId = group.pack_line_plan_group_id!;
    const countOn = async (lineId: number) =>
      (await unpackableCounts(db, 1, [groupId])).find((c) => c.packLineId === lineId)?.count ?? 0;
    const before = { a: await countOn(a!.id), b: await countOn(b!.id) };
    // The liner (B1) is in every box: filtering it on A makes all of the group's boxes unpackable there.
    await db
      .insertInto('pack_line_filters')
      .values({ pack_line_id: a!.id, letter: 'B1' })
      .execute();
    const remaining = await db
      .selectFrom('shipments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('pack_line_plan_group_id', '=', groupId)
      .where('printed_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(await countOn(a!.id)).toBe(Number(remaining.n));
    expect(await countOn(b!.id)).toBe(before.b);
    await db
      .deleteFrom('pack_line_filters')
      .where('pack_line_id', '=', a!.id)
      .where('letter', '=', 'B1')
      .execute();
    expect(await countOn(a!.id)).toBe(before.a);
  });

  it('a line given another preset, or a zone other letters, is recounted; a scan touching the line changes nothing', async () => {
    const db = host.handle.db;
    const counts = async () =>
      new Map(
        (await unpackableCounts(db, 1)).map((c) => [`${c.groupId}/${c.packLineId}`, c.count]),
      );
    const line = await db
      .selectFrom('pack_lines')
      .select(['id', 'line_preset_id'])
      .where('packing_facility_id', '=', 1)
      .where('name', '=', 'A')
      .executeTakeFirstOrThrow();
    const before = await counts();
    expect(before).toEqual(await oracle(host, 1));

    // A scan stamps the line: its boxes keep their counts.
    await db
      .updateTable('pack_lines')
      .set({ last_scanned_at: new Date() })
      .where('id', '=', line.id)
      .execute();
    expect(await counts()).toEqual(before);

    // Without a preset the line has no cells: every box of the facility is unpackable on it.
    await db
      .updateTable('pack_lines')
      .set({ line_preset_id: null })
      .where('id', '=', line.id)
      .execute();
    const presetless = await counts();
    expect(presetless).toEqual(await oracle(host, 1));
    expect(presetless).not.toEqual(before);
    await db
      .updateTable('pack_lines')
      .set({ line_preset_id: line.line_preset_id })
      .where('id', '=', line.id)
      .execute();
    expect(await counts()).toEqual(before);

    // A zone of the line's preset has its cells emptied: the boxes needing them are recounted.
    const zone = await db
      .selectFrom('zones')
      .select(['id', 'item_letters'])
      .where('line_preset_id', '=', line.line_preset_id)
      .where(sql<boolean>`item_letters <> array_fill(''::text, ARRAY[cardinality(item_letters)])`)
      .orderBy('zone_id')
      .executeTakeFirstOrThrow();
    await setZoneLetters(
      db,
      zone.id,
      zone.item_letters.map(() => ''),
    );
    const fewerCells = await counts();
    expect(fewerCells).toEqual(await oracle(host, 1));
    expect(fewerCells).not.toEqual(before);
    await setZoneLetters(db, zone.id, zone.item_letters);
    expect(await counts()).toEqual(before);
  });

  it('a planner read narrowed to some groups and the kiosk’s line groups count as the rule does', async () => {
    const db = host.handle.db;
    const expected = await oracle(host, 1);
    const whole = await readPlanner(db, 1);
    // Every seventh group, and one with boxes some line cannot pack (on some days of the week
    // the demo seed has printed most groups, and unprinted boxes are the only unpackable ones).
    const withUnpackable = whole.pack_line_plan_groups.find((group) =>
      (group.unpackable_counts_per_line ?? []).some((c) => c.count > 0),
    );
    const some = whole.pack_line_plan_groups.filter(
      (group, index) => (index % 7 === 0 && index < 7 * 11) || group === withUnpackable,
    );
    const narrowed = await readPlanner(db, 1, { groupIds: some.map((group) => group.id) });
    expect(narrowed.pack_line_plan_groups).toEqual(some);
    expect(
      some.some((group) => (group.unpackable_counts_per_line ?? []).some((c) => c.count > 0)),
    ).toBe(true);
    // The lines' totals of a narrowed read (one grouped pass) are the whole read's sums.
    expect(narrowed.pack_lines).toEqual(whole.pack_lines);
    expect(whole.pack_lines.some((line) => line.unpackable_box_count > 0)).toBe(true);
    // Also with a completed group that still has unpackable boxes, and a group printed to its end.
    const rolledBack = new Error('rolled back');
    await db
      .transaction()
      .execute(async (tx) => {
        const assigned = whole.pack_line_plan_groups.filter(
          (group) => group.line_assignment !== 'Unassigned' && !group.complete,
        );
        const open = assigned.find((group) => group.unpackable_box_count > 0);
        const full = assigned.find(
          (group) => group !== open && group.box_count > group.printed_box_count,
        );
        await tx
          .updateTable('pack_line_plan_groups')
          .set({ is_complete: true, is_soft_complete: true })
          .where('id', '=', open!.id)
          .execute();
        await tx
          .updateTable('shipments')
          .set({ printed_at: new Date() })
          .where('pack_line_plan_group_id', '=', full!.id)
          .execute();
        const after = await readPlanner(tx, 1);
        const afterNarrowed = await readPlanner(tx, 1, { groupIds: [full!.id] });
        expect(afterNarrowed.pack_lines).toEqual(after.pack_lines);
        expect(after.pack_lines).not.toEqual(whole.pack_lines);
        // An event's read, narrowed to the lines it names: those lines as the whole read has
        // them, their totals and unconfigured picks read over their own groups only.
        const named = [full!.line_assignment, open!.line_assignment];
        const eventRead = await readPlanner(tx, 1, { groupIds: [full!.id], lineNames: named });
        expect(eventRead.pack_lines).toEqual(
          after.pack_lines.filter((line) => named.includes(line.name)),
        );
        expect(eventRead.pack_lines.length).toBeGreaterThan(0);
        expect(eventRead.pack_line_plan_groups).toEqual(afterNarrowed.pack_line_plan_groups);
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });

    const lines = await db
      .selectFrom('pack_lines')
      .select('id')
      .where('packing_facility_id', '=', 1)
      .execute();
    let unpackable = 0;
    for (const line of lines) {
      for (const group of await lineGroups(db, line.id)) {
        expect([group.id, group.unpackableBoxCount]).toEqual([
          group.id,
          expected.get(`${group.id}/${line.id}`) ?? 0,
        ]);
        unpackable += group.unpackableBoxCount;
      }
    }
    expect(unpackable).toBeGreaterThan(0);
  });

  it('each line’s unconfigured picks are the keys its open groups’ boxes need and its preset has no cell for', async () => {
    const db = host.handle.db;
    const menu = await previousMenu(db);
    const picks = async () =>
      new Map((await readPlanner(db, 1)).pack_lines.map((l) => [l.id, l.unconfigured_picks]));
    const expected = () => unconfiguredOracle(host, 1, menu!.id);
    const before = await picks();
    expect(before).toEqual(await expected());

    // The line with the most open work: its preset's zones emptied, the keys its boxes need are
    // unconfigured on it (and on the lines sharing the preset); a filtered letter is not.
    const line = await db
      .selectFrom('pack_lines as pl')
      .innerJoin('pack_line_plan_groups as g', 'g.pack_line_id', 'pl.id')
      .innerJoin('shipments as s', 's.pack_line_plan_group_id', 'g.id')
      .select(['pl.id', 'pl.name', 'pl.line_preset_id', sql<string>`count(*)`.as('boxes')])
      .where('pl.packing_facility_id', '=', 1)
      .where('g.menu_id', '=', menu!.id)
      .where('g.is_complete', '=', false)
      .where('s.printed_at', 'is', null)
      .groupBy(['pl.id', 'pl.name', 'pl.line_preset_id'])
      .orderBy('boxes', 'desc')
      .executeTakeFirstOrThrow();
    const zones = await db
      .selectFrom('zones')
      .select(['id', 'item_letters'])
      .where('line_preset_id', '=', line.line_preset_id)
      .execute();
    for (const zone of zones) {
      await setZoneLetters(
        db,
        zone.id,
        zone.item_letters.map(() => ''),
      );
    }
    const emptied = await picks();
    expect(emptied).toEqual(await expected());
    expect(emptied.get(line.id)).toBeGreaterThan(before.get(line.id)!);
    // An event's read of that line alone counts them over the line's own groups.
    const eventRead = await readPlanner(db, 1, { groupIds: [], lineNames: [line.name] });
    expect(eventRead.pack_lines.map((l) => [l.id, l.unconfigured_picks])).toEqual([
      [line.id, emptied.get(line.id)],
    ]);
    for (const zone of zones) {
      await setZoneLetters(db, zone.id, zone.item_letters);
    }
    expect(await picks()).toEqual(before);

    await db
      .insertInto('pack_line_filters')
      .values({ pack_line_id: line.id, letter: 'B1' })
      .execute();
    expect(await picks()).toEqual(before);
    await db
      .deleteFrom('pack_line_filters')
      .where('pack_line_id', '=', line.id)
      .where('letter', '=', 'B1')
      .execute();
  });

  it('two printers taking the next box of one group at once get different boxes', async () => {
    const db = host.handle.db;
    const candidate = await db
      .selectFrom('shipments as s')
      .innerJoin('pack_line_plan_groups as g', 'g.id', 's.pack_line_plan_group_id')
      .select(['g.id as groupId', 'g.pack_line_id as lineId'])
      .where('s.printed_at', 'is', null)
      .where('s.tracking_number', 'is not', null)
      .where('g.pack_line_id', 'is not', null)
      .groupBy(['g.id', 'g.pack_line_id'])
      .having((eb) => eb.fn.countAll(), '>=', 2)
      .executeTakeFirstOrThrow();
    const groupId = candidate.groupId;
    const lineId = candidate.lineId!;
    if (database === 'pglite') {
      // One connection: transactions run one after the other; the first box is taken twice
      // only if nothing marks it printed, which is the printing service's job.
      const box = await db.transaction().execute((tx) => takeNextPrintableBox(tx, groupId, lineId));
      expect(box).toBeDefined();
      return;
    }
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first: number | undefined;
    const holder = db.transaction().execute(async (tx) => {
      first = await takeNextPrintableBox(tx, groupId, lineId);
      await held;
    });
    await new Promise((r) => setTimeout(r, 100));
    const second = await db
      .transaction()
      .execute((tx) => takeNextPrintableBox(tx, groupId, lineId));
    release();
    await holder;
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });
});
