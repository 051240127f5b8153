import { describe, expect, it } from 'vitest';
import {
  ICE_CELL_MESSAGE,
  letterFormatError,
  normaliseLetter,
  OTHER_CELL_MESSAGE,
} from '../../../schema/src/line-presets/zone-letters.ts';
import type { ZoneType } from '../../../schema/src/line-presets/zone-types.ts';

const ICE: ZoneType[] = ['Ice Top', 'Ice Middle', 'Ice Bottom'];
const OTHERS: ZoneType[] = ['Food', 'Meal Card', 'Meal Bag'];

describe('ice cells accept 32, 64, 80, 96 or L with 1-3 digits', () => {
  const accepted = ['32', '64', '80', '96', 'L1', 'L12', 'L123'];
  const refused = ['', '16', '100', '9', 'L', 'L1234', 'l1', 'M1', 'WB', ' 32', 'L1a'];
  it.each(ICE.flatMap((type) => accepted.map((letter) => [type, letter])))(
    '%s accepts %j',
    (type, letter) => expect(letterFormatError(type as ZoneType, letter)).toBeNull(),
  );
  it.each(ICE.flatMap((type) => refused.map((letter) => [type, letter])))(
    '%s refuses %j',
    (type, letter) => expect(letterFormatError(type as ZoneType, letter)).toBe(ICE_CELL_MESSAGE),
  );
});

describe('other cells accept empty, the accessories, or a letter with 1-3 digits', () => {
  const accepted = ['', 'WB', 'PC', 'AC', 'FC', 'PI', 'M1', 'P14', 'C123', 'L2', 'B1'];
  const refused = ['M', 'M1234', '12', '32', 'm1', 'WBX', 'XX', 'M-1', ' M1', 'PI1'];
  it.each(OTHERS.flatMap((type) => accepted.map((letter) => [type, letter])))(
    '%s accepts %j',
    (type, letter) => expect(letterFormatError(type as ZoneType, letter)).toBeNull(),
  );
  it.each(OTHERS.flatMap((type) => refused.map((letter) => [type, letter])))(
    '%s refuses %j',
    (type, letter) => expect(letterFormatError(type as ZoneType, letter)).toBe(OTHER_CELL_MESSAGE),
  );
});

describe('what a person types is stored trimmed and upper-cased', () => {
  it.each([
    [' m1 ', 'M1'],
    ['wb', 'WB'],
    ['l2', 'L2'],
    ['', ''],
  ])('%j becomes %j', (typed, stored) => expect(normaliseLetter(typed)).toBe(stored));
});
