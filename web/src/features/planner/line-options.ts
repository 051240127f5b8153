import { UNASSIGNED } from '@ops/schema/planner/rules';

/** A line select's options: each line by letter, then Unassigned. */
export function lineOptions(lines: readonly { name: string }[]) {
  return [
    ...lines.map((line) => ({ value: line.name, label: `Pack Line ${line.name}` })),
    { value: UNASSIGNED, label: UNASSIGNED },
  ];
}

/** A select's value as the host takes it: null for Unassigned. */
export const lineOrNull = (value: string) => (value === UNASSIGNED ? null : value);
