import { HttpError } from '../http/access.ts';

/**
 * A change made against data that is no longer what is stored: another planner (or a printer)
 * got there first. 409, nothing changed; the message names what changed. The groups named are
 * the ones whose current state the caller needs to redo the change (the planner's routes answer
 * them with the refusal).
 */
export class StaleData extends HttpError {
  constructor(
    message: string,
    readonly groupIds: readonly number[] = [],
    details: Record<string, unknown> = {},
  ) {
    super(409, message, details);
  }
}

/** How many items a message names before '… and N more'. */
const NAMED = 6;

/**
 * 'A', 'A and B', 'A, B and C', 'A, B, C, D, E, F and 4 more'. Items that are sentences of their
 * own are kept apart with '; ' instead.
 */
export function namesList(items: readonly string[], separator = ', '): string {
  const named = items.slice(0, NAMED);
  const more = items.length - named.length;
  const last = separator === ', ' ? ' and ' : '; and ';
  if (more > 0) return `${named.join(separator)}${last}${more} more`;
  if (named.length <= 1) return named.join('');
  return `${named.slice(0, -1).join(separator)}${last}${named.at(-1)}`;
}

/** 'P1 is' or 'P1 and M3 are'. */
export const namesAre = (items: readonly string[]) =>
  `${namesList(items)} ${items.length === 1 ? 'is' : 'are'}`;

/** A line as the planner's texts name it: 'Pack Line A', or 'Unassigned'. */
export const lineLabel = (name: string | null) => (name ? `Pack Line ${name}` : 'Unassigned');
