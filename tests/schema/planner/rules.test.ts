import { describe, expect, it } from 'vitest';
import {
  isGroupComplete,
  lastPrintText,
  nextGroupAfter,
  progressFigures,
  remainingBoxes,
  shipDayOf,
  splitCountsValid,
  splitQuantityProblem,
} from '../../../schema/src/planner/rules.ts';

describe('split quantity', () => {
  it('accepts digits from 1 to one less than the remaining count', () => {
    expect(splitQuantityProblem('1', 10)).toBeNull();
    expect(splitQuantityProblem('9', 10)).toBeNull();
  });
  it('refuses empty, non-digits, zero and the whole remaining count or more', () => {
    for (const quantity of ['', '1.5', '-1', 'a', ' 3', '0', '10', '11']) {
      expect(splitQuantityProblem(quantity, 10), quantity).not.toBeNull();
    }
  });
  it('needs both sides at least 1 and together the total', () => {
    expect(splitCountsValid(3, 7, 10)).toBe(true);
    expect(splitCountsValid(0, 10, 10)).toBe(false);
    expect(splitCountsValid(3, 6, 10)).toBe(false);
    expect(splitCountsValid(1.5, 8.5, 10)).toBe(false);
  });
});

describe("the 'last print' text", () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MIN = 60_000;
  it("follows the 'last print' thresholds", () => {
    expect(lastPrintText(null, now)).toBe('No recent prints found');
    expect(lastPrintText(ago(4 * MIN + 59_000), now)).toBe('Less than 5 minutes ago');
    expect(lastPrintText(ago(5 * MIN), now)).toBe('5 minutes ago');
    expect(lastPrintText(ago(119 * MIN), now)).toBe('119 minutes ago');
    expect(lastPrintText(ago(120 * MIN), now)).toBe('2 hours ago');
    expect(lastPrintText(ago(47 * 60 * MIN), now)).toBe('47 hours ago');
    expect(lastPrintText(ago(48 * 60 * MIN), now)).toBe('2 days ago');
    expect(lastPrintText(ago(6 * 24 * 60 * MIN), now)).toBe('6 days ago');
    expect(lastPrintText(ago(7 * 24 * 60 * MIN), now)).toBe('No recent prints found');
  });
});

describe('progress figures', () => {
  it('packable boxes are total minus printed minus unpackable', () => {
    expect(progressFigures(100, 40, 10)).toEqual({
      printedPercent: 40,
      bufferPercent: 90,
      packable: 50,
    });
  });
  it('an empty line shows nothing and never a negative buffer', () => {
    expect(progressFigures(0, 0, 0)).toEqual({ printedPercent: 0, bufferPercent: 0, packable: 0 });
    expect(progressFigures(10, 8, 5).packable).toBe(0);
  });
});

describe('the next group of a line (Up Next)', () => {
  const group = (id: number, remaining: number, unpackable = 0) => ({
    id,
    remainingBoxCount: remaining,
    unpackableBoxCount: unpackable,
  });
  const order = [group(1, 5), group(2, 3, 3), group(3, 0), group(4, 8), group(5, 2)];
  it('is the first group after the current one with boxes available', () => {
    expect(nextGroupAfter(order, 1)?.id).toBe(4);
    expect(nextGroupAfter(order, 4)?.id).toBe(5);
  });
  it('wraps to the earliest available group after the last one', () => {
    expect(nextGroupAfter(order, 5)?.id).toBe(1);
  });
  it('is the first available group without a current group, or one no longer on the line', () => {
    expect(nextGroupAfter(order, null)?.id).toBe(1);
    expect(nextGroupAfter(order, 99)?.id).toBe(1);
  });
  it('is none when no other group has boxes available', () => {
    expect(nextGroupAfter([group(1, 5), group(2, 1, 1)], 1)).toBeNull();
    expect(nextGroupAfter([], null)).toBeNull();
  });
});

describe("what a group's table row derives", () => {
  it('is complete when completed by hand, or when it has boxes and all are printed', () => {
    const group = { boxCount: 12, printedBoxCount: 11, softComplete: false };
    expect(isGroupComplete(group)).toBe(false);
    expect(isGroupComplete({ ...group, softComplete: true })).toBe(true);
    expect(isGroupComplete({ ...group, printedBoxCount: 12 })).toBe(true);
    expect(isGroupComplete({ boxCount: 0, printedBoxCount: 0, softComplete: false })).toBe(false);
  });
  it("names the ship date's weekday in English, whatever the machine's time zone", () => {
    expect(shipDayOf('2026-11-30')).toBe('Monday');
    expect(shipDayOf('2026-12-05')).toBe('Saturday');
    expect(shipDayOf('2026-12-06')).toBe('Sunday');
    expect(shipDayOf('2024-02-29')).toBe('Thursday');
  });

  it('counts the unprinted boxes as boxes less printed', () => {
    expect(remainingBoxes({ boxCount: 12, printedBoxCount: 2 })).toBe(10);
    expect(remainingBoxes({ boxCount: 3, printedBoxCount: 3 })).toBe(0);
  });
});
