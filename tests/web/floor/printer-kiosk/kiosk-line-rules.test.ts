import { describe, expect, it } from 'vitest';
import {
  boxingJustCompleted,
  newlyAvailableEarlier,
  palletChanges,
  trackLineSelection,
} from '../../../../web/src/floor/printer-kiosk/kiosk-rules.ts';

const group = (
  id: string,
  remaining: number,
  boxSize = 12,
  regionCode = 'CHI-1',
  unpackable = 0,
) => ({
  id,
  name: `Group ${id}`,
  boxSize,
  regionCode,
  regionName: `Region ${regionCode}`,
  remainingBoxCount: remaining,
  unpackableBoxCount: unpackable,
});

describe('a new pallet', () => {
  it('is needed when the box size or the shipping region changes between groups', () => {
    expect(palletChanges(group('1', 5, 12), group('2', 5, 14))).toEqual(['Box size: 12" → 14"']);
    // named as every kiosk text names a region, not by its code
    expect(palletChanges(group('1', 5, 12, 'A'), group('2', 5, 12, 'B'))).toEqual([
      'Shipping region: Region A → Region B',
    ]);
    expect(palletChanges(group('1', 5, 12, 'A'), group('2', 5, 14, 'B'))).toHaveLength(2);
  });

  it('is not needed for the same kind of box and region, the same group, or the first group', () => {
    expect(palletChanges(group('1', 5), group('2', 5))).toEqual([]);
    expect(palletChanges(group('1', 5), group('1', 4))).toEqual([]);
    expect(palletChanges(null, group('1', 5, 14))).toEqual([]);
    expect(palletChanges(group('1', 5), null)).toEqual([]);
  });
});

describe('the ALERT of labels for an earlier group', () => {
  it('names earlier groups that had no labels and now have some', () => {
    const before = [group('1', 0), group('2', 3, 12, 'X', 3), group('3', 5), group('4', 0)];
    const after = [group('1', 4), group('2', 3, 12, 'X', 1), group('3', 5), group('4', 6)];
    expect(newlyAvailableEarlier(before, after, '3').map((g) => g.id)).toEqual(['1', '2']);
  });

  it('says nothing for groups after the selected one, or ones that already had labels', () => {
    const before = [group('1', 2), group('2', 5), group('3', 0)];
    const after = [group('1', 3), group('2', 5), group('3', 4)];
    expect(newlyAvailableEarlier(before, after, '2')).toEqual([]);
    expect(newlyAvailableEarlier(before, after, null)).toEqual([]);
  });
});

describe('boxing complete', () => {
  it('is when the line had labels to print and now has none', () => {
    expect(boxingJustCompleted([group('1', 1)], [group('1', 0)])).toBe(true);
    expect(boxingJustCompleted([group('1', 1)], [group('1', 2, 12, 'X', 2)])).toBe(true);
  });

  it('is not on the first load, nor while labels remain, nor when nothing was left before', () => {
    expect(boxingJustCompleted(undefined, [group('1', 0)])).toBe(false);
    expect(boxingJustCompleted([group('1', 2)], [group('1', 1)])).toBe(false);
    expect(boxingJustCompleted([group('1', 0)], [group('1', 0)])).toBe(false);
  });
});

describe('the dev mode sequence', () => {
  const select = (lines: string[], start: string[] = []) => {
    let history = start;
    const toggles: boolean[] = [];
    for (const line of lines) {
      const next = trackLineSelection(history, line);
      history = next.history;
      toggles.push(next.toggled);
    }
    return toggles;
  };

  it('toggles on A, B, A, C, A, B, whatever came before', () => {
    expect(select(['A', 'B', 'A', 'C', 'A', 'B']).at(-1)).toBe(true);
    expect(select(['C', 'D', 'a', 'b', 'a', 'c', 'a', 'b']).at(-1)).toBe(true);
  });

  it('toggles once per sequence, and not for a sequence with a wrong step', () => {
    const toggles = select(['A', 'B', 'A', 'C', 'A', 'B', 'A']);
    expect(toggles.filter(Boolean)).toHaveLength(1);
    expect(select(['A', 'B', 'A', 'D', 'A', 'B']).some(Boolean)).toBe(false);
    expect(select(['A', 'B', 'A', 'C', 'A']).some(Boolean)).toBe(false);
  });
});
