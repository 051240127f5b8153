import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../support/graphql.ts';
import type { Json } from '../support/http.ts';
import { currentLoginCode } from '../support/ops-host.ts';
import { startStack, type TestStack } from '../support/stack.ts';
import { printableGroup } from '../ops-host/printer-kiosk/kiosk-support.ts';

// The kiosk's line actions through the gateway: pauses with their reasons, unassigning tails
// with the supervisor's code, the line's active groups and the remaining pickables.

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack('pglite');
});
afterAll(async () => {
  await stack?.stop();
});

async function kiosk() {
  const client = httpClient(stack.gatewayUrl);
  await client.request(
    `mutation($code: String!) { floorSignIn(input: { packingFacilitySlug: "chicago", loginCode: $code }) { session { expiresAt } } }`,
    { code: await currentLoginCode(stack.host, 'chicago') },
  );
  return client;
}

const LINE = `query($line: String!) { kioskLine(packingFacilitySlug: "chicago", packLineName: $line) {
  packLineId currentGroupId nextGroupId groups { id name unpackableBoxCount remainingBoxCount } } }`;
const PAUSE = `mutation($input: PauseKioskLineInput!) { pauseKioskLine(input: $input) {
  paused userErrors { message } } }`;
const TAILS = `mutation($input: UnassignKioskTailsInput!) { unassignKioskTails(input: $input) {
  unassigned userErrors { message } } }`;

const pauseCount = async () =>
  Number(
    (
      await stack.host.handle.db
        .selectFrom('pause_events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the kiosk line actions through the gateway', () => {
  it('pauses a line with a reason, and needs the sub reason when the reason has some', async () => {
    const client = await kiosk();
    const lineId = (await client.request<Json>(LINE, { line: 'A' })).body.data?.kioskLine
      .packLineId;
    const reasons = (
      await client.request<Json>('{ kioskPauseReasons { id reason subReasons { id subReason } } }')
    ).body.data?.kioskPauseReasons as Array<{
      id: string;
      reason: string;
      subReasons: Array<{ id: string; subReason: string }>;
    }>;
    const withSubs = reasons.find((r) => r.subReasons.length > 0)!;
    const withoutSubs = reasons.find((r) => r.subReasons.length === 0)!;
    const other = reasons.find((r) => r !== withSubs && r.subReasons.length > 0)!;
    const input = { packingFacilitySlug: 'chicago', packLineId: lineId };
    const before = await pauseCount();

    const missing = await client.request<Json>(PAUSE, {
      input: { ...input, reasonId: withSubs.id },
    });
    expect(missing.body.data?.pauseKioskLine).toEqual({
      paused: false,
      userErrors: [{ message: `Choose a sub reason for ${withSubs.reason}.` }],
    });
    const foreign = await client.request<Json>(PAUSE, {
      input: { ...input, reasonId: withSubs.id, subReasonId: other.subReasons[0]!.id },
    });
    expect(foreign.body.data?.pauseKioskLine.paused).toBe(false);
    const extra = await client.request<Json>(PAUSE, {
      input: { ...input, reasonId: withoutSubs.id, subReasonId: withSubs.subReasons[0]!.id },
    });
    expect(extra.body.data?.pauseKioskLine.paused).toBe(false);
    expect(await pauseCount()).toBe(before);

    const paused = await client.request<Json>(PAUSE, {
      input: {
        ...input,
        reasonId: withSubs.id,
        subReasonId: withSubs.subReasons[1]!.id,
        autoTrigger: true,
      },
    });
    expect(paused.body.data?.pauseKioskLine).toEqual({ paused: true, userErrors: [] });
    const plain = await client.request<Json>(PAUSE, {
      input: { ...input, reasonId: withoutSubs.id },
    });
    expect(plain.body.data?.pauseKioskLine.paused).toBe(true);
    const stored = await stack.host.handle.db
      .selectFrom('pause_events')
      .select(['pause_reason_id', 'pause_sub_reason_id', 'is_auto_trigger', 'pack_line_id'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(stored).toEqual([
      {
        pause_reason_id: Number(withoutSubs.id),
        pause_sub_reason_id: null,
        is_auto_trigger: false,
        pack_line_id: Number(lineId),
      },
      {
        pause_reason_id: Number(withSubs.id),
        pause_sub_reason_id: Number(withSubs.subReasons[1]!.id),
        is_auto_trigger: true,
        pack_line_id: Number(lineId),
      },
    ]);
  });

  it('unassigns a tail after the supervisor code, and a wrong code changes nothing', async () => {
    const client = await kiosk();
    const db = stack.host.handle.db;
    const { groupId, lineId } = await printableGroup(db, 1, 'C', 3);
    // Filtering a letter of one of the group's boxes on its line gives the group a tail.
    const key = await db
      .selectFrom('shipment_cell_keys as k')
      .innerJoin('shipments as s', 's.id', 'k.shipment_id')
      .select('k.cell_key')
      .where('s.pack_line_plan_group_id', '=', groupId)
      .where('s.printed_at', 'is', null)
      .where('k.cell_key', 'is not', null)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('pack_line_filters')
      .values({ pack_line_id: lineId, letter: key.cell_key! })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const group = async () =>
      (
        (await client.request<Json>(LINE, { line: 'C' })).body.data?.kioskLine.groups as Json[]
      ).find((g) => g.id === String(groupId))!;
    const tail = Number((await group()).unpackableBoxCount);
    expect(tail).toBeGreaterThan(0);
    const input = {
      packingFacilitySlug: 'chicago',
      packLineName: 'C',
      printerIp: '1.3',
      packLinePlanGroupIds: [String(groupId)],
    };
    const code = await currentLoginCode(stack.host, 'chicago');
    const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');

    const refused = await client.request<Json>(TAILS, { input: { ...input, loginCode: wrong } });
    expect(refused.body.data?.unassignKioskTails).toEqual({
      unassigned: false,
      userErrors: [{ message: 'Incorrect login code, try again' }],
    });
    expect(Number((await group()).unpackableBoxCount)).toBe(tail);

    const done = await client.request<Json>(TAILS, { input: { ...input, loginCode: code } });
    expect(done.body.data?.unassignKioskTails).toEqual({ unassigned: true, userErrors: [] });
    expect(Number((await group()).unpackableBoxCount)).toBe(0);
    const moved = await db
      .selectFrom('pack_line_plan_groups as g')
      .innerJoin('shipments as s', 's.pack_line_plan_group_id', 'g.id')
      .select(['g.pack_line_id', 'g.name', (eb) => eb.fn.countAll<string>().as('n')])
      .where('g.split_from_group_id', '=', groupId)
      .groupBy(['g.pack_line_id', 'g.name'])
      .executeTakeFirstOrThrow();
    expect(moved.pack_line_id).toBeNull();
    expect(moved.name).toMatch(/ tail$/);
    expect(Number(moved.n)).toBe(tail);

    const again = await client.request<Json>(TAILS, { input: { ...input, loginCode: code } });
    expect(again.body.data?.unassignKioskTails.userErrors).toEqual([
      { message: 'The selected groups have no unpackable boxes to unassign.' },
    ]);
  });

  it('checks the supervisor code for a restricted group change and stores the active groups', async () => {
    const client = await kiosk();
    const code = await currentLoginCode(stack.host, 'chicago');
    const VERIFY = `mutation($code: String!) { verifySupervisorCode(input: {
      packingFacilitySlug: "chicago", loginCode: $code }) { valid userErrors { message } } }`;
    expect((await client.request<Json>(VERIFY, { code })).body.data?.verifySupervisorCode).toEqual({
      valid: true,
      userErrors: [],
    });
    const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
    expect(
      (await client.request<Json>(VERIFY, { code: wrong })).body.data?.verifySupervisorCode,
    ).toEqual({
      valid: false,
      userErrors: [{ message: 'Incorrect confirmation code. Please try again.' }],
    });

    const groups = (await client.request<Json>(LINE, { line: 'B' })).body.data?.kioskLine
      .groups as Json[];
    const SET = `mutation($input: SetKioskActiveGroupsInput!) { setKioskActiveGroups(input: $input) {
      currentGroupId nextGroupId } }`;
    const set = await client.request<Json>(SET, {
      input: {
        packingFacilitySlug: 'chicago',
        packLineName: 'B',
        currentGroupId: groups[1]!.id,
        nextGroupId: groups[0]!.id,
      },
    });
    expect(set.body.data?.setKioskActiveGroups).toEqual({
      currentGroupId: groups[1]!.id,
      nextGroupId: groups[0]!.id,
    });
    const line = (await client.request<Json>(LINE, { line: 'B' })).body.data?.kioskLine;
    expect([line.currentGroupId, line.nextGroupId]).toEqual([groups[1]!.id, groups[0]!.id]);

    const others = (await client.request<Json>(LINE, { line: 'A' })).body.data?.kioskLine
      .groups as Json[];
    const foreign = await client.request<Json>(SET, {
      input: { packingFacilitySlug: 'chicago', packLineName: 'B', currentGroupId: others[0]!.id },
    });
    expect(foreign.body.errors?.[0]?.message).toMatch(/Choose open groups of line B/);
  });

  it('counts the remaining pickables by region and by line, for the chosen ship dates', async () => {
    const client = await kiosk();
    const lineId = (await client.request<Json>(LINE, { line: 'A' })).body.data?.kioskLine
      .packLineId;
    const REMAINING = `query($lines: [ID!]!, $dates: [String!]!) { kioskRemainingPickables(
      packingFacilitySlug: "chicago", packLineIds: $lines, shipDates: $dates) {
      shipDates byRegion { regionName pickables { name pickableType count } }
      byLine { packLineName pickables { name count } } } }`;
    const all = (await client.request<Json>(REMAINING, { lines: [lineId], dates: [] })).body.data
      ?.kioskRemainingPickables;
    expect(all.shipDates.length).toBeGreaterThan(0);
    expect(all.byLine.map((l: Json) => l.packLineName)).toEqual(['A']);
    const total = (blocks: Json[]) =>
      blocks.flatMap((b) => b.pickables as Json[]).reduce((sum, p) => sum + Number(p.count), 0);
    expect(total(all.byRegion)).toBe(total(all.byLine));
    const expected = await stack.host.handle.db
      .selectFrom('shipments as s')
      .innerJoin('pack_line_plan_groups as g', 'g.id', 's.pack_line_plan_group_id')
      .innerJoin('shipment_contents as c', 'c.shipment_id', 's.id')
      .select((eb) => eb.fn.sum<string>('c.quantity').as('n'))
      .where('g.pack_line_id', '=', Number(lineId))
      .where('s.printed_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(total(all.byLine)).toBe(Number(expected.n));

    const one = (
      await client.request<Json>(REMAINING, { lines: [lineId], dates: [all.shipDates[0]] })
    ).body.data?.kioskRemainingPickables;
    expect(total(one.byRegion)).toBeLessThanOrEqual(total(all.byRegion));
    const none = (await client.request<Json>(REMAINING, { lines: [lineId], dates: ['2001-01-01'] }))
      .body.data?.kioskRemainingPickables;
    expect(none.byRegion).toEqual([]);
    expect(none.byLine).toEqual([]);

    const bad = await client.request<Json>(REMAINING, { lines: [lineId], dates: ['tomorrow'] });
    expect(bad.body.errors?.[0]).toBeDefined();
    const foreign = await client.request<Json>(REMAINING, { lines: ['999999'], dates: [] });
    expect(foreign.body.errors?.[0]).toBeDefined();
  });

  it('filters a letter from the kiosk: its boxes become unpackable, and a stale view is refused', async () => {
    const client = await kiosk();
    const FILTERS = `query { kioskLine(packingFacilitySlug: "chicago", packLineName: "E") {
      filteredLetters pickables {
        proteinLetters { pickableLetter } mealLetters { pickableLetter }
        tempoLetters { pickableLetter } familyLetters { pickableLetter } }
      groups { unpackableBoxCount } } }`;
    const line = (await client.request<Json>(FILTERS)).body.data?.kioskLine;
    // Every protein and meal letter: each box of the line needs one of them.
    const letters = (Object.values(line.pickables) as Json[][])
      .flat()
      .map((p) => String(p.pickableLetter));
    expect(letters.length).toBeGreaterThan(0);
    const unpackable = (l: Json) =>
      (l.groups as Json[]).reduce((sum, g) => sum + Number(g.unpackableBoxCount), 0);
    const UPDATE = `mutation($input: UpdateKioskFiltersInput!) { updateKioskFilters(input: $input) {
      filters userErrors { message } } }`;
    const input = { packingFacilitySlug: 'chicago', packLineName: 'E' };

    const saved = await client.request<Json>(UPDATE, {
      input: { ...input, currentFilters: line.filteredLetters, newFilters: letters },
    });
    expect(saved.body.data?.updateKioskFilters).toEqual({
      filters: [...letters].sort(),
      userErrors: [],
    });
    const after = (await client.request<Json>(FILTERS)).body.data?.kioskLine;
    expect(after.filteredLetters).toEqual([...letters].sort());
    expect(unpackable(after)).toBeGreaterThan(unpackable(line));

    const stale = await client.request<Json>(UPDATE, {
      input: { ...input, currentFilters: line.filteredLetters, newFilters: [] },
    });
    expect(stale.body.data?.updateKioskFilters.filters).toBeNull();
    expect(stale.body.data?.updateKioskFilters.userErrors[0].message).toMatch(
      /changed by someone else/,
    );
    expect((await client.request<Json>(FILTERS)).body.data?.kioskLine.filteredLetters).toEqual(
      [...letters].sort(),
    );
  });
});
