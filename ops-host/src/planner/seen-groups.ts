import { UNASSIGNED } from '@ops/schema/planner/rules';
import { HttpError } from '../http/access.ts';
import { lineLabel, namesList, StaleData } from '../pack-lines/stale-data.ts';

// What a planner saw of the groups it acts on, against what is stored now. Another planner may
// have moved, split, completed or reassigned the tails of a group since: the change was decided
// on data that is gone, so it is refused (409) and the planner is told what changed.

/** A plan group as the planner's table showed it when the planner chose it. */
export interface SeenGroup {
  id: number;
  /** Its line's letter; null or 'Unassigned' when it had none. */
  packLineName: string | null;
  /** Its boxes, printed or not: printing leaves this alone, a split or tails change it. */
  boxCount: number;
  complete: boolean;
}

/** A group as the change read it, locked. */
export interface StoredGroup {
  id: number;
  name: string;
  line_name: string | null;
  is_complete: boolean;
  box_count: number;
  remaining: number;
}

export const groupLabel = (group: { name: string; id: number }) => `${group.name} (${group.id})`;

const lineOf = (name: string | null) => (name === UNASSIGNED ? null : name);

/** What changed about one group since the planner saw it, in words; empty when nothing did. */
export function groupChanges(seen: SeenGroup, stored: StoredGroup): string[] {
  const changes: string[] = [];
  if (stored.is_complete && !seen.complete) changes.push('is now complete');
  const seenLine = lineOf(seen.packLineName);
  if (seenLine !== stored.line_name) {
    changes.push(`was moved from ${lineLabel(seenLine)} to ${lineLabel(stored.line_name)}`);
  }
  if (seen.boxCount !== stored.box_count) {
    changes.push(`now holds ${stored.box_count} boxes, not ${seen.boxCount}`);
  }
  return changes;
}

/** 'Detroit (12) was moved from Pack Line A to Pack Line B; Omaha (9) is now complete'. */
export function describeGroups(described: readonly { group: StoredGroup; changes: string[] }[]) {
  return namesList(
    described.map(({ group, changes }) => `${groupLabel(group)} ${changes.join(' and ')}`),
    '; ',
  );
}

/**
 * Refuses the change unless each group the caller acts on is still as it saw it. `seen` must
 * name exactly the groups acted on (422 otherwise); `extra` adds what else a change checks (a
 * split: the remaining boxes it divides).
 */
export function checkSeenGroups(
  stored: ReadonlyMap<number, StoredGroup>,
  seen: readonly SeenGroup[],
  extra: (group: StoredGroup) => string[] = () => [],
): void {
  const seenIds = new Set(seen.map((group) => group.id));
  if (seenIds.size !== seen.length || seenIds.size !== stored.size) {
    throw new HttpError(422, 'Send each group acted on once, as you saw it.', {
      field: 'seen_pack_line_plan_groups',
    });
  }
  const described: { group: StoredGroup; changes: string[] }[] = [];
  for (const view of seen) {
    const group = stored.get(view.id);
    if (!group) {
      throw new HttpError(422, `Group ${view.id} was seen but is not acted on.`, {
        field: 'seen_pack_line_plan_groups',
      });
    }
    const changes = [...groupChanges(view, group), ...extra(group)];
    if (changes.length > 0) described.push({ group, changes });
  }
  if (described.length === 0) return;
  const one = stored.size === 1;
  throw new StaleData(
    `${one ? 'The group' : 'The groups'} you chose changed since you opened this dialog: ` +
      `${describeGroups(described)}. Your change was not saved; the dialog shows ` +
      `${one ? 'the group as it is' : 'the groups as they are'} now.`,
    [...stored.keys()],
    { field: 'seen_pack_line_plan_groups' },
  );
}
