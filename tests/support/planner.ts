import type { Json } from './http.ts';

// What the planner's tests say a planner saw, from the host's planner read (snake_case).

/** A group as the planner's table shows it: what a planner change says it saw. */
export const seenOf = (group: Json) => ({
  id: group.id,
  pack_line_name: group.line_assignment,
  box_count: group.box_count,
  complete: group.complete,
});

/** A line's open groups in its order (the assignments drawer's list): their ids. */
export const lineOrder = (view: Json, line: string): number[] =>
  (view.pack_line_plan_groups as Json[])
    .filter((group) => group.line_assignment === line && !group.complete)
    .sort((a, b) => a.display_order - b.display_order || a.id - b.id)
    .map((group) => group.id);
