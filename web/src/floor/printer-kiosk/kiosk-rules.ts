// The kiosk's rules that do not need a screen, kept pure for tests.

/** 1-3 digits, a dot, 1-3 digits. */
export const PRINTER_IP_PATTERN = /^[0-9]{1,3}\.[0-9]{1,3}$/;
export const LOGIN_CODE_LENGTH = 5;
export const CONFIRMATION_CODE_PATTERN = /^[0-9]{4}$/;
/** Packable counts of 30 or fewer are highlighted. */
export const LAST_THIRTY = 30;

/** The keypad: digits stop at five, backspace removes the last. */
export function pressKey(code: string, key: string): string {
  if (key === 'backspace') return code.slice(0, -1);
  if (!/^[0-9]$/.test(key) || code.length >= LOGIN_CODE_LENGTH) return code;
  return code + key;
}

export const isValidPrinterIp = (value: string) => PRINTER_IP_PATTERN.test(value.trim());

/**
 * What the kiosk types for a printer the host names by its full address (127.0.1.2 → 1.2): the
 * host takes nothing else, so the line screen's calls send this.
 */
export const typedPrinterIp = (address: string) => address.split('.').slice(-2).join('.');

export interface GroupCounts {
  id: string;
  remainingBoxCount: number;
  unpackableBoxCount: number;
}

/** Packable = total - printed - unpackable. */
export const packableCount = (group: GroupCounts) =>
  Math.max(0, group.remainingBoxCount - group.unpackableBoxCount);

/** A group has labels available when remaining minus unpackable is above 0. */
export const hasAvailable = (group: GroupCounts) => packableCount(group) > 0;

export type GroupChip =
  | { kind: 'in-progress'; text: 'In Progress' }
  | { kind: 'up-next'; text: 'Up Next' }
  | { kind: 'unpackable'; text: string }
  | { kind: 'packable'; text: string; lastThirty: boolean }
  | { kind: 'none'; text: 'None Available' };

/** The chips of a group. */
export function groupChips(
  group: GroupCounts,
  selectedId: string | null,
  nextId: string | null,
): GroupChip[] {
  const chips: GroupChip[] = [];
  const selected = group.id === selectedId;
  if (selected) chips.push({ kind: 'in-progress', text: 'In Progress' });
  if (group.id === nextId && !selected) chips.push({ kind: 'up-next', text: 'Up Next' });
  if (group.unpackableBoxCount > 0) {
    chips.push({ kind: 'unpackable', text: `${group.unpackableBoxCount} Unpackable` });
  }
  const packable = packableCount(group);
  if (packable > 0) {
    chips.push({
      kind: 'packable',
      text: `${packable} Packable`,
      lastThirty: packable <= LAST_THIRTY,
    });
  } else if (!selected) {
    chips.push({ kind: 'none', text: 'None Available' });
  }
  return chips;
}

/** The group to print first: the first in the line's order with labels available. */
export function firstAvailable<T extends GroupCounts>(groups: readonly T[]): T | null {
  return groups.find(hasAvailable) ?? null;
}

/**
 * The group after `currentId` that has labels available, wrapping to the earliest; null when
 * no other group has any.
 */
export function nextAvailable<T extends GroupCounts>(
  groups: readonly T[],
  currentId: string | null,
): T | null {
  const start = groups.findIndex((group) => group.id === currentId);
  for (let step = 1; step <= groups.length; step += 1) {
    const candidate = groups[(start + step + groups.length) % groups.length]!;
    if (candidate.id !== currentId && hasAvailable(candidate)) return candidate;
  }
  return null;
}

/**
 * The selection after the groups changed (a print, a refetch): keep the selected group while it
 * has labels, else tick to the next available (wrapping), else none.
 */
export function keepOrAdvance<T extends GroupCounts>(
  groups: readonly T[],
  selectedId: string | null,
): T | null {
  const selected = groups.find((group) => group.id === selectedId);
  if (selected && hasAvailable(selected)) return selected;
  if (selectedId === null) return firstAvailable(groups);
  return nextAvailable(groups, selectedId) ?? null;
}

/** Label search starts at 3 characters, 500 ms after the last key. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 500;
export const searchable = (text: string) => text.trim().length >= SEARCH_MIN_LENGTH;

/** The pause dialog opens by itself after this long without a touch. */
export const IDLE_PAUSE_MS = 600_000;
/** 'Boxing is Complete!' shows this long. */
export const BOXING_COMPLETE_MS = 15_000;
/** The tails messages show this long. */
export const TAILS_MESSAGE_SECONDS = 5;

export interface PalletGroup extends GroupCounts {
  name: string;
  boxSize: number;
  regionCode: string;
  regionName: string;
}

/**
 * Why a new pallet is needed when printing moves from one group to another:
 * a different box size or shipping region (named, as every kiosk text names a region). Empty
 * when nothing changes or there was no group.
 */
export function palletChanges(previous: PalletGroup | null, next: PalletGroup | null): string[] {
  if (!previous || !next || previous.id === next.id) return [];
  const changes: string[] = [];
  if (previous.boxSize !== next.boxSize) {
    changes.push(`Box size: ${previous.boxSize}" → ${next.boxSize}"`);
  }
  if (previous.regionCode !== next.regionCode) {
    changes.push(`Shipping region: ${previous.regionName} → ${next.regionName}`);
  }
  return changes;
}

/**
 * Groups before the selected one (in the line's order) that had no labels available and now
 * have some: the ALERT dialog names them.
 */
export function newlyAvailableEarlier<T extends PalletGroup>(
  before: readonly T[],
  after: readonly T[],
  selectedId: string | null,
): T[] {
  const selectedAt = after.findIndex((group) => group.id === selectedId);
  if (selectedAt <= 0) return [];
  return after.slice(0, selectedAt).filter((group) => {
    const earlier = before.find((old) => old.id === group.id);
    return hasAvailable(group) && (!earlier || !hasAvailable(earlier));
  });
}

/** True when the line had labels to print and now has none. */
export const boxingJustCompleted = (
  before: readonly GroupCounts[] | undefined,
  after: readonly GroupCounts[],
) => !!before && before.some(hasAvailable) && !after.some(hasAvailable);

/** The hidden line selection sequence that toggles dev mode. */
export const DEV_MODE_SEQUENCE = ['A', 'B', 'A', 'C', 'A', 'B'] as const;

/**
 * Adds a line selection to the recent ones; `toggled` when the last six are the sequence (the
 * history then starts over, so one more selection does not toggle again).
 */
export function trackLineSelection(
  history: readonly string[],
  line: string,
): { history: string[]; toggled: boolean } {
  const next = [...history, line.toUpperCase()].slice(-DEV_MODE_SEQUENCE.length);
  const toggled =
    next.length === DEV_MODE_SEQUENCE.length &&
    next.every((value, index) => value === DEV_MODE_SEQUENCE[index]);
  return { history: toggled ? [] : next, toggled };
}

/** Pickable types and how the remaining meals screen names them. */
export const PICKABLE_TYPE_NAMES: Record<string, string> = {
  MenuSelection: 'Meals',
  Ingredient: 'Add-ons',
  Protein: 'Proteins',
  ShippingBoxLiner: 'Box Liner',
};
