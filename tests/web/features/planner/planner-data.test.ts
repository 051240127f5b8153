import { describe, expect, it } from 'vitest';
import {
  applyPlannerChange,
  type Planner,
} from '../../../../web/src/features/planner/planner-data.ts';
import {
  planGroup,
  plannerLine as line,
  plannerPickables,
  plannerRegions,
} from './plan-group-fixture.ts';

const group = (id: string, lineAssignment = 'Unassigned') =>
  planGroup({ id, name: `Group ${id}`, lineAssignment, displayOrder: Number(id) });

const planner: Planner = {
  __typename: 'PackLinePlanner',
  id: '1',
  lastUpdatedAt: '2026-11-23T08:00:00Z',
  menu: { __typename: 'Menu', id: '9', slug: '2026-W48' },
  packLinePlanGroups: [group('1'), group('2'), group('3')],
  packLines: [line('10', 'A'), line('11', 'B')],
  pickables: plannerPickables,
  shippingRegions: plannerRegions,
};

describe('a change applied to the open planner', () => {
  it('replaces the changed groups in place and adds the ones it did not hold, after the others', () => {
    const next = applyPlannerChange(planner, {
      packLinePlanGroups: [{ ...group('2', 'A'), printedBoxCount: 5 }, group('4', 'A')],
    });
    expect(next.packLinePlanGroups.map((g) => [g.id, g.lineAssignment])).toEqual([
      ['1', 'Unassigned'],
      ['2', 'A'],
      ['3', 'Unassigned'],
      ['4', 'A'],
    ]);
    expect(next.packLinePlanGroups[1]!.printedBoxCount).toBe(5);
    // Unchanged groups are the same objects, the planner it started from is left as it was.
    expect(next.packLinePlanGroups[0]).toBe(planner.packLinePlanGroups[0]);
    expect(planner.packLinePlanGroups[1]!.lineAssignment).toBe('Unassigned');
    expect(next.packLines).toBe(planner.packLines);
  });

  it('lays the fields an event carries over a line and keeps the ones it does not carry', () => {
    const { filters: _left, ...eventLine } = { ...line('11', 'B'), printedBoxCount: 5 };
    const next = applyPlannerChange(planner, {
      packLines: [eventLine, { id: '12', name: 'C', printedBoxCount: 1 }],
    });
    expect(next.packLines).toHaveLength(2);
    expect(next.packLines[1]!.printedBoxCount).toBe(5);
    expect(next.packLines[1]!.filters).toBe(planner.packLines[1]!.filters);
    expect(next.packLines[0]).toBe(planner.packLines[0]);
    expect(next.packLinePlanGroups).toBe(planner.packLinePlanGroups);
  });

  it('takes a refused filter change as the line’s current filters', () => {
    const next = applyPlannerChange(planner, {
      packLines: [{ id: '10', filters: ['Q', 'R'], filteredPickables: 2 }],
    });
    expect(next.packLines[0]).toMatchObject({
      name: 'A',
      filters: ['Q', 'R'],
      filteredPickables: 2,
    });
  });

  it('is the same planner when the change carries nothing', () => {
    expect(applyPlannerChange(planner, { packLinePlanGroups: [], packLines: null })).toBe(planner);
  });
});
