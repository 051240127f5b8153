import { describe, expect, it } from 'vitest';
import { allowedIceSize, icePacksForBox } from '../../../schema/src/ice-restrictions/ice-packs.ts';
import { iceSizeFromKey, iceSizeLabel } from '../../../schema/src/ice-restrictions/ice-sizes.ts';

const restricted =
  (...sizes: number[]) =>
  (size: number) =>
    sizes.includes(size);

describe('the size packed instead of a restricted one', () => {
  it.each([
    [96, [], 96],
    [96, [96], 80],
    [96, [96, 80], 64],
    [64, [64, 32], 80],
    [32, [32], 64],
    [80, [96, 80, 64, 32], undefined],
  ])('preferred %i with %j restricted: %s', (preferred, sizes, expected) => {
    expect(allowedIceSize(preferred as 96, restricted(...sizes))).toBe(expected);
  });
});

describe('the ice packs of a box', () => {
  it.each([
    ['a cool region, small box', 'Cool', 12, [], [{ location: 'bottom', sixty_four_oz: 1 }]],
    ['a cool region, large box', 'Cool', 16, [], [{ location: 'bottom', eighty_oz: 1 }]],
    [
      'a hot region, 14 inch box',
      'Hot',
      14,
      [],
      [
        { location: 'bottom', ninety_six_oz: 1 },
        { location: 'middle', thirty_two_oz: 1 },
        { location: 'top', sixty_four_oz: 1 },
      ],
    ],
    [
      'an extreme region, large box, 96oz restricted',
      'Extreme',
      16,
      [96],
      [
        { location: 'bottom', eighty_oz: 2 },
        { location: 'middle', sixty_four_oz: 1 },
        { location: 'top', sixty_four_oz: 1 },
      ],
    ],
    [
      'a moderate region, 80oz and 32oz restricted',
      'Moderate',
      12,
      [80, 32],
      [
        { location: 'bottom', sixty_four_oz: 1 },
        { location: 'top', sixty_four_oz: 1 },
      ],
    ],
  ])('%s', (_name, category, boxSize, sizes, expected) => {
    expect(icePacksForBox(category, boxSize, restricted(...sizes))).toEqual(expected);
  });
});

describe('ice size names', () => {
  it.each([
    ['ninety_six_oz', 96, '96oz'],
    ['eighty_oz', 80, '80oz'],
    ['sixty_four_oz', 64, '64oz'],
    ['thirty_two_oz', 32, '32oz'],
  ] as const)('%s is %i, shown as %s', (key, size, label) => {
    expect(iceSizeFromKey(key)).toBe(size);
    expect(iceSizeLabel(size)).toBe(label);
  });

  it('an unknown name is no size', () => {
    expect(iceSizeFromKey('forty_oz')).toBeUndefined();
  });
});
