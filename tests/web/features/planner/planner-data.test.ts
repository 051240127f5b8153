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
    keys: () =>
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
  it('replaces the changed groups in place and adds the ones the planner did not list, after the others', () => {
    const { cache, keys, group: held } = planner();
    const before = keys();
    writePlannerChange(cache, '1', {
      packLinePlanGroups: [{ ...group('2', 'A'), printedBoxCount: 5 }, group('4', 'A')],
    });
    expect(keys().map((g) => [g.id, g.lineAssignment])).toEqual([
      ['1', 'Unassigned'],
      ['2', 'A'],
      ['3', 'Unassigned'],
      ['4', 'A'],
    ]);
    expect(held('2')!.printedBoxCount).toBe(5);
    // Groups it did not change read as the same objects: their rows have nothing to render again.
    expect(keys()[0]).toBe(before[0]);
    expect(keys()[2]).toBe(before[2]);
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
    const { cache, keys } = planner();
    const before = keys();
    writePlannerChange(cache, '1', { packLinePlanGroups: [], packLines: null });
    expect(keys()).toBe(before);
  });
});
