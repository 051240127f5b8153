import type { SeenPackLinePlanGroup, UserError } from '../../generated/resolvers.ts';
import type { UpstreamResult } from '../../upstream/client.ts';
import type { UpstreamPackLine, UpstreamPlanGroup } from './types.ts';

/**
 * A refusal the planner can act on (422: a completed group, counts that do not add up; 404: a
 * group that is gone) as userErrors; null for any other outcome, which becomes a GraphQL error.
 */
export function plannerUserErrors(result: UpstreamResult<unknown>): UserError[] | null {
  if (result.ok || (result.status !== 422 && result.status !== 404)) return null;
  const body = (result.body ?? {}) as { message?: string; field?: string };
  return [
    {
      field: body.field ? ['input', body.field] : [],
      message: body.message ?? 'The change was not accepted.',
    },
  ];
}

/** The host's 409 for a change made against stale data: its message and the data as it is now. */
export interface StaleRefusal {
  userErrors: UserError[];
  packLinePlanGroups: UpstreamPlanGroup[];
  packLines: UpstreamPackLine[];
}

/**
 * A change refused because what the planner saw changed since (409): a userError on the input
 * field that carried what it saw, and the groups and lines as they are now; null otherwise.
 */
export function staleRefusal(
  result: UpstreamResult<unknown>,
  seenField: string,
): StaleRefusal | null {
  if (result.ok || result.status !== 409) return null;
  const body = (result.body ?? {}) as {
    message?: string;
    packLinePlanGroups?: UpstreamPlanGroup[];
    packLines?: UpstreamPackLine[];
  };
  return {
    userErrors: [
      {
        field: ['input', seenField],
        message: body.message ?? 'What you saw changed since; refresh and try again.',
      },
    ],
    packLinePlanGroups: body.packLinePlanGroups ?? [],
    packLines: body.packLines ?? [],
  };
}

/** The groups as the planner saw them, as the host takes them. */
export const seenGroups = (groups: readonly SeenPackLinePlanGroup[]) =>
  groups.map((group) => ({
    id: Number(group.id),
    packLineName: group.lineAssignment,
    boxCount: group.boxCount,
    complete: group.complete,
  }));
