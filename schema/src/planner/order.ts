/** What places a group in the planner's table: its ship date, its line, its order on the line. */
export interface PlanPlace {
  id: string | number;
  shipDate: string;
  /** A line's name, or 'Unassigned'. */
  lineAssignment: string;
  displayOrder: number;
}

/** Text in code-point order: a line's name is one capital letter, an ISO date YYYY-MM-DD. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Line names in order, Unassigned after every one of them. */
function byLine(a: string, b: string): number {
  const unassigned = Number(a === 'Unassigned') - Number(b === 'Unassigned');
  return unassigned || byText(a, b);
}

/**
 * The planner table's order: ship date, then line (Unassigned last), then the line's order. The
 * host answers the planner's groups in it (its read's ORDER BY), and the screen puts a changed
 * group in its place by it.
 */
export function byPlan(a: PlanPlace, b: PlanPlace): number {
  return (
    byText(a.shipDate, b.shipDate) ||
    byLine(a.lineAssignment, b.lineAssignment) ||
    a.displayOrder - b.displayOrder ||
    Number(a.id) - Number(b.id)
  );
}
