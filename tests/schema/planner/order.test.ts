import { describe, expect, it } from 'vitest';
import { byPlan } from '../../../schema/src/planner/order.ts';

const group = (id: number, shipDate: string, lineAssignment: string, displayOrder = 0) => ({
  id: String(id),
  shipDate,
  lineAssignment,
  displayOrder,
});

describe('the plan group table order', () => {
  it('ship date first, then the lines in letter order with Unassigned last, then each line’s order', () => {
    const groups = [
      group(1, '2026-11-25', 'Unassigned'),
      group(2, '2026-11-24', 'Unassigned'),
      group(3, '2026-11-24', 'B', 2),
      group(4, '2026-11-24', 'B', 1),
      group(5, '2026-11-24', 'A', 9),
      group(6, '2026-11-25', 'A'),
    ];
    expect(groups.sort(byPlan).map((g) => g.id)).toEqual(['5', '4', '3', '2', '6', '1']);
  });
});
