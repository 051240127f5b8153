import type { PlannerTable_GroupFragment } from '../../generated/graphql.ts';

type Ordered = Pick<
  PlannerTable_GroupFragment,
  'id' | 'shipDate' | 'lineAssignment' | 'displayOrder'
>;

/** Line letters in order, Unassigned after every one of them. */
function byLine(a: string, b: string): number {
  const unassigned = Number(a === 'Unassigned') - Number(b === 'Unassigned');
  return unassigned || a.localeCompare(b, 'en', { numeric: true });
}

/** The table's order: ship date, then line (Unassigned last), then the line's order. */
export function byPlan(a: Ordered, b: Ordered): number {
  return (
    a.shipDate.localeCompare(b.shipDate) ||
    byLine(a.lineAssignment, b.lineAssignment) ||
    a.displayOrder - b.displayOrder ||
    Number(a.id) - Number(b.id)
  );
}
