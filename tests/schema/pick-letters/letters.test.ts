import { describe, expect, it } from 'vitest';
import {
  compareLetters,
  duplicateLetters,
  isMealBagSize,
  isMealLetter,
  isProteinLetter,
  sameLetterBucket,
} from '../../../schema/src/pick-letters/letters.ts';

describe('meal letter format: one letter followed by digits', () => {
  it.each(['A12', 'M1', 'F4', 'E2', 'T10', 'p3', ' m7 '])('%j is a meal letter', (value) => {
    expect(isMealLetter(value)).toBe(true);
  });
  it.each(['', 'A', '12', 'AB1', 'A1B', 'A-1', 'A 1', 'É1', '1A'])('%j is not', (value) => {
    expect(isMealLetter(value)).toBe(false);
  });
});

describe('protein letter format: P followed by digits', () => {
  it.each(['P1', 'P14', 'p2', ' P3 '])('%j is a protein letter', (value) => {
    expect(isProteinLetter(value)).toBe(true);
  });
  it.each(['', 'P', 'M1', 'PP1', 'P1A', '1'])('%j is not', (value) => {
    expect(isProteinLetter(value)).toBe(false);
  });
});

describe('meal bag sizes', () => {
  it.each(['Meal Bag', 'Large Meal Bag', 'Family Meal Bag', 'Protein Meal Bag'])(
    '%s is an option',
    (value) => expect(isMealBagSize(value)).toBe(true),
  );
  it.each(['', 'meal bag', 'Small Meal Bag'])('%j is not', (value) => {
    expect(isMealBagSize(value)).toBe(false);
  });
});

describe('letter buckets: the same first letter unless either starts with E or F', () => {
  it.each([
    ['M1', 'M20', true],
    ['M1', 'A1', false],
    ['T1', 't2', true],
    ['F1', 'E1', true],
    ['E2', 'F3', true],
    ['F1', 'M1', true],
    ['M1', 'E1', true],
    ['P1', 'A1', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(sameLetterBucket(a, b)).toBe(expected);
  });
});

describe('duplicate letters', () => {
  it('lists each letter held by more than one name, in natural letter order', () => {
    expect(
      duplicateLetters([
        { letter: 'M10', name: 'Tacos' },
        { letter: 'M10', name: 'Burgers' },
        { letter: 'M7', name: 'Salmon' },
        { letter: 'm7', name: 'Pasta' },
        { letter: 'M8', name: 'Soup' },
        { letter: null, name: 'Unlettered' },
        { letter: null, name: 'Also unlettered' },
      ]),
    ).toEqual([
      { letter: 'M7', names: ['Pasta', 'Salmon'] },
      { letter: 'M10', names: ['Burgers', 'Tacos'] },
    ]);
  });

  it('a protein listed once per meal is not its own duplicate', () => {
    expect(
      duplicateLetters([
        { letter: 'P1', name: 'Chicken' },
        { letter: 'P1', name: 'Chicken' },
      ]),
    ).toEqual([]);
  });
});

describe('letter order', () => {
  it('is natural, with rows without a letter last', () => {
    expect(['M10', null, 'A2', 'M2'].sort(compareLetters)).toEqual(['A2', 'M2', 'M10', null]);
  });
});
