import { describe, expect, it } from 'vitest';
import { writePlannerChange } from '../../../../web/src/features/planner/planner-data.ts';
import {
  PlannerHeadQueryDocument,
  PlannerIndex_PlannerFragmentDoc,
  PlannerTable_GroupFragmentDoc,
} from '../../../../web/src/generated/graphql.ts';
import { planGroup, plannerLine as line } from './plan-group-fixture.ts';
import { plannerClient } from './planner-cache-fixture.tsx';

const group = (id: string, lineAssignment = 'Unassigned') =>
  planGroup({ id, name: `Group ${id}`, lineAssignment, displayOrder: Number(id) });

const variables = { packingFacilityId: '1' };

/** Facility 1's planner (groups 1–3, lines A and B) in a cache of its own. */
function planner() {
  const { cache } = plannerClient([group('1'), group('2'), group('3')]);
  return {
    cache,
    /** The planner's list of groups, as the table reads it (ids in the table's order). */
    listed: () =>
      cache.readFragment({
        fragment: PlannerIndex_PlannerFragmentDoc,
        fragmentName: 'PlannerIndex_planner',
        id: cache.identify({ __typename: 'PackLinePlanner', id: '1' }),
      })!.packLinePlanGroups,
    lines: () =>
      cache.readQuery({ query: PlannerHeadQueryDocument, variables })!.packLinePlanner.packLines,
    group: (id: string) =>
      cache.readFragment({
        fragment: PlannerTable_GroupFragmentDoc,
        id: cache.identify({ __typename: 'PackLinePlanGroup', id }),
      }),
  };
}

describe('a change written to the cache', () => {
  it('puts each changed group in its place in the table’s order, a group it did not list among them', () => {
    const { cache, listed, group: held } = planner();
    writePlannerChange(cache, '1', {
      packLinePlanGroups: [{ ...group('3', 'A'), printedBoxCount: 5 }, group('4', 'A')],
    });
    // Line A before Unassigned, each line by its order.
    expect(listed().map((g) => g.id)).toEqual(['3', '4', '1', '2']);
    expect(held('3')).toMatchObject({ lineAssignment: 'A', printedBoxCount: 5 });
  });

  it('places groups by ship date first, and a line’s groups by their new order', () => {
    const { cache, listed } = planner();
    writePlannerChange(cache, '1', {
      packLinePlanGroups: [
        { ...group('1'), displayOrder: 9 },
        { ...group('3'), displayOrder: 0 },
        { ...group('5'), shipDate: '2026-11-22' },
      ],
    });
    expect(listed().map((g) => g.id)).toEqual(['5', '3', '2', '1']);
  });

  it('keeps the list as it was when no group moves: the table’s rows stay as they are', () => {
    const { cache, listed, group: held } = planner();
    const before = listed();
    writePlannerChange(cache, '1', {
      packLinePlanGroups: [{ ...group('2'), printedBoxCount: 5 }],
    });
    expect(held('2')!.printedBoxCount).toBe(5);
    expect(listed()).toBe(before);
  });

  it('lays the fields an event carries over a line and keeps the ones it does not carry', () => {
    const { cache, lines } = planner();
    const before = lines();
    writePlannerChange(cache, '1', {
      packLines: [{ ...line('2', 'B'), printedBoxCount: 5 }, { ...line('12', 'C') }],
    });
    // A line the planner does not list stays out of its widgets until the next read.
    expect(lines()).toHaveLength(2);
    expect(lines()[1]!.printedBoxCount).toBe(5);
    expect(lines()[1]!.filters).toEqual(['Q']);
    expect(lines()[0]).toBe(before[0]);
  });

  it('takes a refused filter change as the line’s current filters', () => {
    const { cache, lines } = planner();
    writePlannerChange(cache, '1', {
      packLines: [{ id: '1', filters: ['Q', 'R'], filteredPickables: 2 }],
    });
    expect(lines()[0]).toMatchObject({ name: 'A', filters: ['Q', 'R'], filteredPickables: 2 });
  });

  it('changes nothing when it carries nothing', () => {
    const { cache, listed } = planner();
    const before = listed();
    writePlannerChange(cache, '1', { packLinePlanGroups: [], packLines: null });
    expect(listed()).toBe(before);
  });
});
