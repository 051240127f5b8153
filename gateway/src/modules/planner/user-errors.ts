import type { UserError } from '../../generated/resolvers.ts';
import type { UpstreamResult } from '../../upstream/client.ts';

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
