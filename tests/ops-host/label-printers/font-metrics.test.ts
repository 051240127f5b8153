import { describe, expect, it } from 'vitest';
import {
  fittingHeight,
  textWidth,
  widthLeft,
  wrapText,
} from '../../../ops-host/src/label-printers/font-metrics.ts';

describe('fitting text to a label', () => {
  it('measures font 0 by its characters: wide letters take more room than narrow ones', () => {
    expect(textWidth('WWWW', 40)).toBeGreaterThan(textWidth('iiii', 40) * 2);
    expect(textWidth('0000', 100)).toBe(200);
    // A character it has no width for counts as the widest.
    expect(textWidth('?', 10)).toBeLessThan(textWidth('\u2603', 10));
  });

  it('keeps text that fits on one line as it is', () => {
    expect(wrapText('Ada Lovelace', 44, 700, 2)).toEqual(['Ada Lovelace']);
  });

  it('wraps between words, then cuts the last line with "..." when it still does not fit', () => {
    const lines = wrapText('ONE TWO THREE FOUR FIVE SIX SEVEN EIGHT', 40, 260, 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('ONE TWO');
    expect(lines[1]!.endsWith('...')).toBe(true);
    for (const line of lines) expect(textWidth(line, 40)).toBeLessThanOrEqual(260);
  });

  it('splits a word wider than a line rather than letting it run off the edge', () => {
    const lines = wrapText('WOLFESCHLEGELSTEINHAUSENBERGDORFF', 44, 300, 3);
    expect(lines.join('')).toBe('WOLFESCHLEGELSTEINHAUSENBERGDORFF');
    for (const line of lines) expect(textWidth(line, 44)).toBeLessThanOrEqual(300);
  });

  it('gives no line for empty text', () => {
    expect(wrapText('   ', 30, 300, 2)).toEqual([]);
  });

  it('finds the largest height at which a title fits its line', () => {
    const title = 'TRAINING LABEL - DO NOT SHIP';
    const height = fittingHeight(title, 64, 732, 30);
    expect(height).toBeLessThan(64);
    expect(textWidth(title, height)).toBeLessThanOrEqual(732);
    expect(textWidth(title, height + 1)).toBeGreaterThan(732 * 0.94);
  });

  it('tells the room left beside a text that must stay whole (a ZIP code)', () => {
    expect(widthLeft(700, ' IL 60622', 44)).toBeLessThan(700 - textWidth(' IL 60622', 44));
  });
});
