import type { PlannerChange } from './planner-data.ts';

/** The input fields that carry what the planner saw: a refusal on one means its data was stale. */
const SEEN_FIELDS = new Set([
  'seenGroups',
  'seenGroup',
  'seenOrder',
  'seenPresetId',
  'currentFilters',
]);

/**
 * A planner change the host refused, with its message. `stale` when what the planner saw changed
 * since (another planner, a printer): `current` then holds the groups and lines as they are now,
 * for the dialog to show so that the planner can redo the change.
 */
export class PlannerRefusal extends Error {
  constructor(
    message: string,
    readonly stale: boolean,
    readonly current: PlannerChange = {},
  ) {
    super(message);
  }
}

interface Payload extends PlannerChange {
  userErrors: readonly { field: readonly string[]; message: string }[];
}

/**
 * Lays a change's answer over the open planner (a stale refusal carries the data as it is now)
 * and throws its refusal, if any; `fallback` when there is no answer at all.
 */
export function settle(
  payload: Payload | undefined,
  apply: (change: PlannerChange) => void,
  fallback: string,
): void {
  if (!payload) throw new PlannerRefusal(fallback, false);
  apply(payload);
  const refusal = payload.userErrors[0];
  if (refusal) {
    throw new PlannerRefusal(refusal.message, SEEN_FIELDS.has(refusal.field[1] ?? ''), payload);
  }
}

/** The refusal's own words for a stale change; null for any other failure. */
export const staleMessage = (error: unknown) =>
  error instanceof PlannerRefusal && error.stale ? error.message : null;
