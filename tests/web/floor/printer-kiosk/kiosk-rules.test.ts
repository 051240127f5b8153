import { describe, expect, it } from 'vitest';
import {
  groupChips,
  isValidPrinterIp,
  keepOrAdvance,
  nextAvailable,
  pressKey,
  typedPrinterIp,
} from '../../../../web/src/floor/printer-kiosk/kiosk-rules.ts';

const group = (id: string, remaining: number, unpackable = 0) => ({
  id,
  remainingBoxCount: remaining,
  unpackableBoxCount: unpackable,
});

describe('the sign-in keypad', () => {
  it('takes digits up to five and removes the last with backspace', () => {
    let code = '';
    for (const key of ['1', '2', 'x', '3', '4', '5', '6']) code = pressKey(code, key);
    expect(code).toBe('12345');
    expect(pressKey(code, 'backspace')).toBe('1234');
    expect(pressKey('', 'backspace')).toBe('');
  });
});

describe('the printer address', () => {
  it('is 1-3 digits, a dot, 1-3 digits', () => {
    expect(isValidPrinterIp('1.2')).toBe(true);
    expect(isValidPrinterIp('123.45')).toBe(true);
    expect(isValidPrinterIp('1234.5')).toBe(false);
    expect(isValidPrinterIp('1.')).toBe(false);
    expect(isValidPrinterIp('127.0.1.2')).toBe(false);
  });

  it('the host names in full is sent as the kiosk types it, its last two numbers', () => {
    expect(typedPrinterIp('127.0.1.2')).toBe('1.2');
    expect(typedPrinterIp('10.20.30.255')).toBe('30.255');
    expect(typedPrinterIp('')).toBe('');
  });
});

describe('group chips', () => {
  it('In Progress, Up Next, N Unpackable, N Packable with the last-thirty highlight', () => {
    expect(groupChips(group('1', 40, 5), '1', '2').map((c) => c.text)).toEqual([
      'In Progress',
      '5 Unpackable',
      '35 Packable',
    ]);
    const next = groupChips(group('2', 30), '1', '2');
    expect(next.map((c) => c.text)).toEqual(['Up Next', '30 Packable']);
    expect(next[1]).toMatchObject({ lastThirty: true });
    expect(groupChips(group('3', 31), '1', '2')[0]).toMatchObject({ lastThirty: false });
  });

  it('None Available when nothing is packable and the group is not selected', () => {
    expect(groupChips(group('3', 4, 4), '1', null).map((c) => c.text)).toEqual([
      '4 Unpackable',
      'None Available',
    ]);
  });
});

describe('the group selector', () => {
  const groups = [group('a', 0), group('b', 3), group('c', 2, 2), group('d', 1)];

  it('selects the first group with labels available', () => {
    expect(keepOrAdvance(groups, null)?.id).toBe('b');
  });

  it('ticks to the next available group and wraps to the earliest', () => {
    expect(nextAvailable(groups, 'b')?.id).toBe('d');
    expect(nextAvailable(groups, 'd')?.id).toBe('b');
  });

  it('keeps the selected group while it has labels, advances when it runs out, clears at the end', () => {
    expect(keepOrAdvance(groups, 'd')?.id).toBe('d');
    expect(keepOrAdvance([group('a', 0), group('b', 0), group('d', 1)], 'b')?.id).toBe('d');
    expect(keepOrAdvance([group('b', 0), group('d', 0)], 'd')).toBeNull();
  });
});
