/**
 * Planner rules both sides enforce: the split quantities, the 'last print'
 * text and the progress bar figures. Plain functions, no I/O.
 */

export const UNASSIGNED = 'Unassigned';

/** Why a split quantity cannot be used, or null when it can (digits, ≥ 1, < remaining). */
export function splitQuantityProblem(quantity: string, remaining: number): string | null {
  if (quantity === '') return 'Enter how many boxes stay in this group.';
  if (!/^[0-9]+$/.test(quantity)) return 'Digits only.';
  const value = Number(quantity);
  if (value < 1) return 'At least 1 box.';
  if (value >= remaining) return `Less than the ${remaining} remaining boxes.`;
  return null;
}

/** Both sides of a split: each at least 1, together the remaining count. */
export function splitCountsValid(current: number, next: number, total: number): boolean {
  return (
    Number.isInteger(current) &&
    Number.isInteger(next) &&
    current >= 1 &&
    next >= 1 &&
    current + next === total
  );
}

const MINUTE = 60_000;

/** The widget's 'last print' text with its thresholds. */
export function lastPrintText(lastPrintedAt: string | null, now: Date): string {
  if (!lastPrintedAt) return 'No recent prints found';
  const minutes = Math.max(0, (now.getTime() - new Date(lastPrintedAt).getTime()) / MINUTE);
  if (minutes < 5) return 'Less than 5 minutes ago';
  if (minutes < 120) return `${Math.floor(minutes)} minutes ago`;
  const hours = minutes / 60;
  if (hours < 48) return `${Math.floor(hours)} hours ago`;
  const days = hours / 24;
  if (days < 7) return `${Math.floor(days)} days ago`;
  return 'No recent prints found';
}

export interface ProgressFigures {
  /** Printed boxes as a share of the total, 0–100. */
  printedPercent: number;
  /** Printed plus packable boxes as a share of the total, 0–100 (the buffer's end). */
  bufferPercent: number;
  /** total − printed − unpackable, never negative. */
  packable: number;
}

/** The widget's progress bar: printed out of total, with a buffer of packable boxes. */
export function progressFigures(
  total: number,
  printed: number,
  unpackable: number,
): ProgressFigures {
  const packable = Math.max(0, total - printed - unpackable);
  if (total <= 0) return { printedPercent: 0, bufferPercent: 0, packable };
  const printedPercent = Math.round((printed / total) * 1000) / 10;
  const bufferPercent = Math.min(100, Math.round(((printed + packable) / total) * 1000) / 10);
  return { printedPercent, bufferPercent, packable };
}

export interface AvailableCounts {
  remainingBoxCount: number;
  unpackableBoxCount: number;
}

/** A group has boxes available when its remaining boxes minus the unpackable ones are above 0. */
export const hasBoxesAvailable = (group: AvailableCounts) =>
  group.remainingBoxCount - group.unpackableBoxCount > 0;

/**
 * A line's next group (Up Next): the first group after the current one in the line's order that
 * has boxes available, wrapping to the earliest; null when no other group has any. Without a
 * current group (or one no longer on the line), the first available group.
 */
export function nextGroupAfter<T extends AvailableCounts & { id: unknown }>(
  ordered: readonly T[],
  currentId: T['id'] | null,
): T | null {
  const start = ordered.findIndex((group) => group.id === currentId);
  for (let step = 1; step <= ordered.length; step += 1) {
    const candidate = ordered[(start + step) % ordered.length]!;
    if (candidate.id !== currentId && hasBoxesAvailable(candidate)) return candidate;
  }
  return null;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A ship date's weekday in English ('2026-11-30' → 'Monday'): a group's shipDay. */
export function shipDayOf(shipDate: string): string {
  return WEEKDAYS[new Date(`${shipDate}T00:00:00Z`).getUTCDay()] ?? '';
}

/** A group's unprinted boxes: its remainingBoxCount. */
export const remainingBoxes = (group: { boxCount: number; printedBoxCount: number }) =>
  group.boxCount - group.printedBoxCount;

export interface CompletionCounts {
  boxCount: number;
  printedBoxCount: number;
  /** Completed by hand (Manual). */
  softComplete: boolean;
}

/**
 * A group is complete when completed by hand (Manual) or when it has boxes and every one is
 * printed. The planner's answer leaves `complete` out: the host, the gateway and the screen all
 * derive it from the counts with this rule.
 */
export const isGroupComplete = (group: CompletionCounts) =>
  group.softComplete || (group.boxCount > 0 && group.printedBoxCount === group.boxCount);
