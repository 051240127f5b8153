import { isGroupComplete, shipDayOf } from '@ops/schema/planner/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, httpClient, wsClient } from '../support/graphql.ts';
import type { Json } from '../support/http.ts';
import { TEST_ADMIN_PASSWORD } from '../support/ops-host.ts';
import { databaseKinds, startStack, type TestStack } from '../support/stack.ts';

const GROUP = `id name shipDate shipDay shippingRegionId shippingRegion shippingRegionCategory mealPlan boxSize boxCount
  remainingBoxCount unpackableBoxCount printedBoxCount lineAssignment complete softComplete
  displayOrder dockoutTimeStamp unpackableCountsPerLine { packLineName count } ineligibleZones`;
const LINE = `id name packingFacilityId linePreset { id name } boxCount printedBoxCount
  unpackableBoxCount unconfiguredPicks filteredPickables filters lastPrintedAt currentGroupId
  nextGroupId pickables { proteinLetters { pickableLetter pickableName } otherLetters { pickableLetter } }`;
const PLANNER = `query ($f: ID!) { packLinePlanner(packingFacilityId: $f) {
  id lastUpdatedAt menu { id slug } packLinePlanGroups { ${GROUP} } packLines { ${LINE} } } }`;
const PAYLOAD = `packLinePlanGroups { ${GROUP} } packLines { id boxCount } userErrors { field message }`;
const ASSIGN = `mutation ($input: AssignPackLinePlanGroupsInput!) {
  assignPackLinePlanGroups(input: $input) { ${PAYLOAD} } }`;
const SPLIT = `mutation ($input: SplitPackLinePlanGroupInput!) {
  splitPackLinePlanGroup(input: $input) { newPackLinePlanGroupId ${PAYLOAD} } }`;
const COMPLETE = `mutation ($input: CompletePackLinePlanGroupsInput!) {
  completePackLinePlanGroups(input: $input) { ${PAYLOAD} } }`;
const ORDER = `mutation ($input: UpdatePackLinePlanGroupOrderInput!) {
  updatePackLinePlanGroupOrder(input: $input) { ${PAYLOAD} } }`;

describe.each(await databaseKinds())(
  'the pack line planner through the gateway on %s',
  (database) => {
    let stack: TestStack;
    let client: ReturnType<typeof httpClient>;
    beforeAll(async () => {
      stack = await startStack(database);
      client = httpClient(stack.gatewayUrl);
      await client.request(
        `mutation { signIn(input: { email: "admin@example.com", password: "${TEST_ADMIN_PASSWORD}" }) { user { id } } }`,
      );
    });
    afterAll(() => stack?.stop());

    async function data(query: string, variables: Record<string, unknown>): Promise<Json> {
      const { body } = await client.request<Json>(query, variables);
      expect(body.errors).toBeUndefined();
      return body.data as Json;
    }
    const planner = async () => (await data(PLANNER, { f: '1' })).packLinePlanner;
    const open = (view: Json) =>
      view.packLinePlanGroups.filter((g: Json) => !g.complete && g.remainingBoxCount >= 3);
    /** A group as the planner's table shows it: what a change says it saw. */
    const seen = (group: Json) => ({
      id: group.id,
      lineAssignment: group.lineAssignment,
      boxCount: group.boxCount,
      complete: group.complete,
    });
    const lineOrder = (view: Json, line: string): string[] =>
      view.packLinePlanGroups
        .filter((g: Json) => g.lineAssignment === line && !g.complete)
        .sort((a: Json, b: Json) => a.displayOrder - b.displayOrder || Number(a.id) - Number(b.id))
        .map((g: Json) => g.id);

    it('generates a label PDF that the browser downloads through the gateway', async () => {
      const group = (await planner()).packLinePlanGroups.find((g: Json) => g.boxCount > 0);
      const made = await data(
        `mutation ($input: GeneratePackLinePlanGroupPdfsInput!) {
          generatePackLinePlanGroupPdfs(input: $input) {
            pdf { id filename downloadUrl } userErrors { message } } }`,
        { input: { packingFacilityId: '1', packLinePlanGroupIds: [group.id] } },
      );
      const { pdf, userErrors } = made.generatePackLinePlanGroupPdfs;
      expect(userErrors).toEqual([]);
      const download = await fetch(`${stack.gatewayUrl}${pdf.downloadUrl}`, {
        headers: { cookie: client.cookie },
      });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toContain(pdf.filename);
      const bytes = Buffer.from(await download.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      // Without the session, the host's checks refuse it.
      expect((await fetch(`${stack.gatewayUrl}${pdf.downloadUrl}`)).status).toBe(401);

      const refused = await data(
        `mutation ($input: GeneratePackLinePlanGroupPdfsInput!) {
          generatePackLinePlanGroupPdfs(input: $input) { pdf { id } userErrors { message } } }`,
        { input: { packingFacilityId: '1', packLinePlanGroupIds: ['999999'] } },
      );
      expect(refused.generatePackLinePlanGroupPdfs.pdf).toBeNull();
      expect(refused.generatePackLinePlanGroupPdfs.userErrors[0].message).toContain('999999');
    });

    it('reads the menu, every group with its counts and every line', async () => {
      const view = await planner();
      expect(view.id).toBe('1');
      expect(view.menu.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(view.packLines.length).toBeGreaterThan(1);
      const group = view.packLinePlanGroups[0];
      expect(group.remainingBoxCount).toBe(group.boxCount - group.printedBoxCount);
      expect(group.unpackableCountsPerLine.map((c: Json) => c.packLineName)).toEqual(
        view.packLines.map((l: Json) => l.name),
      );
      expect(view.packLinePlanGroups.some((g: Json) => g.complete)).toBe(true);
    });

    it("the screen's read holds each region and the menu's letters once, as every group and line has them", async () => {
      const { body } = await client.request(
        `query ($f: ID!) { packLinePlanner(packingFacilityId: $f) {
          pickables { proteinLetters { pickableLetter pickableName } otherLetters { pickableLetter } }
          shippingRegions { id name category }
          packLinePlanGroups { id shipDate shipDay shippingRegionId shippingRegion
            shippingRegionCategory boxCount printedBoxCount complete softComplete } } }`,
        { f: '1' },
      );
      expect(body.errors).toBeUndefined();
      const once = (body.data as Json).packLinePlanner;
      const view = await planner();
      expect(once.pickables.proteinLetters.length).toBeGreaterThan(0);
      for (const line of view.packLines) expect(line.pickables).toEqual(once.pickables);
      const regions = new Map(once.shippingRegions.map((region: Json) => [region.id, region]));
      expect(regions.size).toBe(once.shippingRegions.length);
      for (const group of once.packLinePlanGroups) {
        const region = regions.get(group.shippingRegionId) as Json;
        expect([region.name, region.category]).toEqual([
          group.shippingRegion,
          group.shippingRegionCategory,
        ]);
        expect(shipDayOf(group.shipDate)).toBe(group.shipDay);
        // What the screen derives instead of reading `complete`.
        expect(isGroupComplete(group)).toBe(group.complete);
      }
      const groups = once.packLinePlanGroups as Json[];
      expect(groups.some((g) => g.complete && !g.softComplete)).toBe(true);
      expect(groups.some((g) => !g.complete)).toBe(true);
    });

    it('another facility is FORBIDDEN', async () => {
      const { body } = await client.request(PLANNER, { f: '99' });
      expect(body.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    });

    it('assigning answers the changed groups and the lines, for the cache to update', async () => {
      const group = open(await planner()).find((g: Json) => g.lineAssignment !== 'A');
      const { assignPackLinePlanGroups: result } = await data(ASSIGN, {
        input: {
          packingFacilityId: '1',
          packLineName: 'A',
          packLinePlanGroupIds: [group.id],
          seenGroups: [seen(group)],
        },
      });
      expect(result.userErrors).toEqual([]);
      expect(result.packLinePlanGroups).toEqual([
        expect.objectContaining({ id: group.id, lineAssignment: 'A' }),
      ]);
      expect(result.packLines.length).toBeGreaterThan(1);
      const unassign = await data(ASSIGN, {
        input: {
          packingFacilityId: '1',
          packLineName: null,
          packLinePlanGroupIds: [group.id],
          seenGroups: [seen(result.packLinePlanGroups[0])],
        },
      });
      expect(unassign.assignPackLinePlanGroups.packLinePlanGroups[0].lineAssignment).toBe(
        'Unassigned',
      );
    });

    it('a completed group is refused as a user error and nothing changes', async () => {
      const before = await planner();
      const done = before.packLinePlanGroups.find((g: Json) => g.complete);
      const { assignPackLinePlanGroups: result } = await data(ASSIGN, {
        input: {
          packingFacilityId: '1',
          packLineName: 'B',
          packLinePlanGroupIds: [done.id],
          seenGroups: [seen(done)],
        },
      });
      expect(result.packLinePlanGroups).toEqual([]);
      expect(result.userErrors[0].message).toMatch(/^Completed groups cannot be assigned/);
      const after = await planner();
      expect(after.packLinePlanGroups.find((g: Json) => g.id === done.id)).toEqual(done);
    });

    it('splits a group, manually completes one and reorders a line', async () => {
      const group = open(await planner())[0];
      const remaining = group.remainingBoxCount;
      const { splitPackLinePlanGroup: split } = await data(SPLIT, {
        input: {
          packingFacilityId: '1',
          id: group.id,
          currentPackLineName: group.lineAssignment,
          currentCount: 2,
          newPackLineName: 'B',
          newCount: remaining - 2,
          totalCount: remaining,
          seenGroup: seen(group),
        },
      });
      expect(split.userErrors).toEqual([]);
      const created = split.packLinePlanGroups.find(
        (g: Json) => g.id === split.newPackLinePlanGroupId,
      );
      expect(created).toMatchObject({ lineAssignment: 'B', remainingBoxCount: remaining - 2 });
      const bad = await data(SPLIT, {
        input: {
          packingFacilityId: '1',
          id: group.id,
          currentPackLineName: null,
          currentCount: 2,
          newPackLineName: null,
          newCount: 0,
          totalCount: 2,
          seenGroup: { ...seen(group), boxCount: group.boxCount - (remaining - 2) },
        },
      });
      expect(bad.splitPackLinePlanGroup.userErrors).toHaveLength(1);
      expect(bad.splitPackLinePlanGroup.newPackLinePlanGroupId).toBeNull();

      const { completePackLinePlanGroups: complete } = await data(COMPLETE, {
        input: {
          packingFacilityId: '1',
          packLinePlanGroupIds: [created.id],
          seenGroups: [seen(created)],
        },
      });
      expect(complete.packLinePlanGroups[0]).toMatchObject({ complete: true, softComplete: true });

      const onC = lineOrder(await planner(), 'C');
      const reversed = [...onC].reverse();
      const { updatePackLinePlanGroupOrder: order } = await data(ORDER, {
        input: {
          packingFacilityId: '1',
          packLineName: 'C',
          orderedPackLinePlanGroupIds: reversed,
          seenOrder: onC,
        },
      });
      expect(order.userErrors).toEqual([]);
      const sorted = [...order.packLinePlanGroups].sort(
        (a: Json, b: Json) => a.displayOrder - b.displayOrder,
      );
      expect(sorted.map((g: Json) => g.id)).toEqual(reversed);
    });

    it('filters: a stale update is a user error with the current filters, and nothing changes', async () => {
      const FILTERS = `mutation ($input: UpdatePackLineFiltersInput!) { updatePackLineFilters(input: $input) {
      packLine { id name filters filteredPickables } changeId currentFilters userErrors { field message } } }`;
      const line = (await planner()).packLines.find((l: Json) => l.name === 'B');
      const first = await data(FILTERS, {
        input: {
          packingFacilityId: '1',
          packLineName: 'B',
          presetId: line.linePreset.id,
          currentFilters: line.filters,
          newFilters: [...line.filters, 'M5'],
        },
      });
      expect(first.updatePackLineFilters.packLine.filters).toContain('M5');
      expect(first.updatePackLineFilters.changeId).toEqual(expect.any(String));
      const second = await data(FILTERS, {
        input: {
          packingFacilityId: '1',
          packLineName: 'B',
          currentFilters: line.filters,
          newFilters: [...line.filters, 'M6'],
        },
      });
      // The refusal names what changed, and carries the line as it is now for the dialog.
      expect(second.updatePackLineFilters).toMatchObject({
        packLine: { name: 'B', filters: [...line.filters, 'M5'].sort() },
        changeId: null,
        currentFilters: [...line.filters, 'M5'].sort(),
        userErrors: [
          {
            field: ['input', 'currentFilters'],
            message:
              "Pack Line B's filters were changed since you opened this dialog: M5 is now filtered. Your change was not saved; the dialog shows the current filters.",
          },
        ],
      });
      const after = (await planner()).packLines.find((l: Json) => l.name === 'B');
      expect(after.filters).toEqual([...line.filters, 'M5'].sort());
    });

    it('a change made against stale data is a user error on what the planner saw, with the data as it is now', async () => {
      const view = await planner();
      const target: string = view.packLines
        .map((l: Json) => l.name)
        .find((name: string) => lineOrder(view, name).length >= 2);
      const group = open(view).find((g: Json) => g.lineAssignment !== target);
      const moved = await data(ASSIGN, {
        input: {
          packingFacilityId: '1',
          packLineName: target,
          packLinePlanGroupIds: [group.id],
          seenGroups: [seen(group)],
        },
      });
      expect(moved.assignPackLinePlanGroups.userErrors).toEqual([]);

      // The same view, a second time: the group is on the target line now, not where it was seen.
      const { completePackLinePlanGroups: stale } = await data(COMPLETE, {
        input: {
          packingFacilityId: '1',
          packLinePlanGroupIds: [group.id],
          seenGroups: [seen(group)],
        },
      });
      expect(stale.userErrors).toEqual([
        {
          field: ['input', 'seenGroups'],
          message: expect.stringMatching(
            new RegExp(
              `^The group you chose changed since you opened this dialog: .* was moved from .* to Pack Line ${target}\\. Your change was not saved; the dialog shows the group as it is now\\.$`,
            ),
          ),
        },
      ]);
      expect(stale.packLinePlanGroups).toEqual([
        expect.objectContaining({ id: group.id, lineAssignment: target, complete: false }),
      ]);

      const order = lineOrder(view, target);
      const { updatePackLinePlanGroupOrder: reorder } = await data(ORDER, {
        input: {
          packingFacilityId: '1',
          packLineName: target,
          orderedPackLinePlanGroupIds: [...order].reverse(),
          seenOrder: order,
        },
      });
      expect(reorder.userErrors[0]).toMatchObject({
        field: ['input', 'seenOrder'],
        message: expect.stringContaining(`(${group.id}) was added`),
      });
      // The line's groups as they are now, the added one with them.
      expect(reorder.packLinePlanGroups.map((g: Json) => g.id)).toEqual(
        expect.arrayContaining([...order, group.id]),
      );
      expect(lineOrder(await planner(), target)).toEqual([...order, group.id]);
    });

    it("tells how many tail boxes a line can pack, and changes a line's preset", async () => {
      const view = await planner();
      const group = open(view)[0];
      const { packableTailCounts } = await data(
        `query ($f: ID!, $ids: [ID!]!) { packableTailCounts(packingFacilityId: $f, packLineName: "A",
        packLinePlanGroupIds: $ids) { totalTailCount totalPackableCount counts { packLinePlanGroupId tailCount } } }`,
        { f: '1', ids: [group.id] },
      );
      expect(packableTailCounts.counts[0].packLinePlanGroupId).toBe(group.id);
      expect(packableTailCounts.totalPackableCount).toBeLessThanOrEqual(
        packableTailCounts.totalTailCount,
      );
      const lineE = view.packLines.find((l: Json) => l.name === 'E');
      const other = view.packLines.find((l: Json) => l.linePreset.id !== lineE.linePreset.id);
      const { updatePackLinePreset } = await data(
        `mutation ($input: UpdatePackLinePresetInput!) { updatePackLinePreset(input: $input) {
        packLines { id name linePreset { id } } userErrors { message } } }`,
        {
          input: {
            packingFacilityId: '1',
            packLineName: 'E',
            presetId: other.linePreset.id,
            seenPresetId: lineE.linePreset.id,
          },
        },
      );
      expect(updatePackLinePreset.userErrors).toEqual([]);
      expect(updatePackLinePreset.packLines.find((l: Json) => l.name === 'E').linePreset.id).toBe(
        other.linePreset.id,
      );
    });

    it('a graphql-ws subscriber hears pack_line_updates with the groups as they are now', async () => {
      const ws = wsClient(stack.gatewayUrl, client.cookie);
      const events = collect<{ packLinePlannerEvents: Json }>(
        ws,
        `subscription { packLinePlannerEvents(abbreviatedName: "CHI") {
        event reason packLineNames packLinePlanGroupIds packLinePlanGroups { id lineAssignment }
        packLines { name boxCount } } }`,
      );
      try {
        const group = open(await planner())[1];
        await events.waitFor(1);
        expect(events.results[0]!.data!.packLinePlannerEvents.event).toBe('live');
        await data(ASSIGN, {
          input: {
            packingFacilityId: '1',
            packLineName: 'D',
            packLinePlanGroupIds: [group.id],
            seenGroups: [seen(group)],
          },
        });
        await events.waitFor(2);
        expect(events.failure).toBeUndefined();
        const event = events.results[1]!.data!.packLinePlannerEvents;
        expect(event).toMatchObject({
          event: 'pack_line_updates',
          reason: 'assign',
          packLinePlanGroupIds: [group.id],
          packLinePlanGroups: [{ id: group.id, lineAssignment: 'D' }],
        });
        expect(event.packLineNames).toContain('D');
        // The lines the event names (the group's old line and D), as a read has them now.
        const after = await planner();
        expect(event.packLines.map((l: Json) => l.name).sort()).toEqual(
          [...event.packLineNames].sort(),
        );
        expect(event.packLines).toEqual(
          event.packLineNames.map((name: string) => ({
            name,
            boxCount: after.packLines.find((l: Json) => l.name === name).boxCount,
          })),
        );
        // An event naming no group (a filter change) still carries the lines.
        const FILTERS = `mutation ($input: UpdatePackLineFiltersInput!) {
          updatePackLineFilters(input: $input) { changeId } }`;
        const line = (await planner()).packLines.find((l: Json) => l.name === 'D');
        await data(FILTERS, {
          input: {
            packingFacilityId: '1',
            packLineName: 'D',
            currentFilters: line.filters,
            newFilters: line.filters,
          },
        });
        await events.waitFor(4);
        expect(events.results.slice(2).map((r) => r.errors)).toEqual([undefined, undefined]);
        expect(events.results.slice(2).map((r) => r.data!.packLinePlannerEvents.event)).toEqual(
          expect.arrayContaining(['filters_updated', 'pack_line_updates']),
        );
      } finally {
        events.stop();
        await ws.dispose();
      }
    });

    it('a subscriber may not listen to a facility it cannot see', async () => {
      const ws = wsClient(stack.gatewayUrl, client.cookie);
      const events = collect(
        ws,
        `subscription { packLinePlannerEvents(abbreviatedName: "ZZZ") { event } }`,
      );
      await events.waitFor(1);
      const failure = events.results[0]?.errors?.[0] ?? (events.failure as Json[] | undefined)?.[0];
      expect(failure?.extensions?.code).toBe('FORBIDDEN');
      events.stop();
      await ws.dispose();
    });
  },
);
