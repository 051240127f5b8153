import type { UserError } from '../../generated/resolvers.ts';
import type { UpstreamResult } from '../../upstream/client.ts';
import type { UpstreamPresetRefusal } from './types.ts';

/**
 * A refusal the user can act on (422 invalid, 409 in use) as userErrors, each pointing at its
 * input field; null for any other outcome, which the caller turns into a GraphQL error.
 */
export function presetUserErrors(result: UpstreamResult<unknown>): UserError[] | null {
  if (result.ok || (result.status !== 422 && result.status !== 409)) return null;
  const body = (result.body ?? {}) as UpstreamPresetRefusal;
  const message = body.message ?? 'The preset was not accepted.';
  const problems = body.errors ?? [];
  if (problems.length === 0) {
    return [{ field: body.field ? ['input', body.field] : [], message }];
  }
  return problems.map((problem) => ({
    field: [
      'input',
      'zones',
      String(problem.zoneIndex),
      problem.cell === undefined ? problem.field : 'itemLetters',
      ...(problem.cell === undefined ? [] : [String(problem.cell)]),
    ],
    message: problem.message,
  }));
}
