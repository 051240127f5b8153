import { describe, expect, it } from 'vitest';
import {
  applyChange,
  changedMenus,
  indefiniteChoice,
  indefiniteMenuOptions,
  isCheckboxLocked,
  isRestrictedOn,
  listedMenus,
  menuWithoutIce,
  shortMenuDate,
  type RestrictionState,
} from '../../../schema/src/ice-restrictions/rules.ts';

const all = [
  { id: 1, slug: '2026-11-02' },
  { id: 2, slug: '2026-11-09' },
  { id: 3, slug: '2026-11-16' },
  { id: 4, slug: '2026-11-23' },
  { id: 5, slug: '2026-11-30' },
  { id: 6, slug: '2026-12-07' },
];
// Menu 4 is being packed: 3 is the last past menu.
const menus = listedMenus(all, '2026-11-23');
const menu = (id: number) => menus.find((m) => m.id === id)!;
const state = (menuIds: number[], fromId: number | null = null): RestrictionState => ({
  menuIds,
  indefiniteFrom: fromId === null ? null : all.find((m) => m.id === fromId)!,
});

describe('the menus a row lists', () => {
  it('are the last past menu, then the current one and every later one, oldest first', () => {
    expect(menus.map((m) => [m.id, m.isPast])).toEqual([
      [3, true],
      [4, false],
      [5, false],
      [6, false],
    ]);
  });

  it('start at the current menu when no menu is past', () => {
    expect(listedMenus(all, '2026-11-02').map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('are named MM/dd', () => {
    expect(shortMenuDate('2026-12-07')).toBe('12/07');
  });
});

describe('restricted and locked menus', () => {
  it.each([
    ['checked by itself', state([5]), 5, true],
    ['not checked', state([5]), 6, false],
    ['at the indefinite start', state([], 5), 5, true],
    ['after the indefinite start', state([], 5), 6, true],
    ['before the indefinite start', state([], 5), 4, false],
    ['after a start in the past', state([], 1), 4, true],
  ])('a menu %s: restricted %s', (_name, rowState, menuId, expected) => {
    expect(isRestrictedOn(rowState, menu(menuId))).toBe(expected);
  });

  it.each([
    ['the first checkbox, always', state([]), 3, true],
    ['a menu not past, not covered', state([]), 4, false],
    ['a menu the indefinite restriction covers', state([], 5), 6, true],
    ['a menu before the indefinite start', state([], 5), 4, false],
  ])('locks %s', (_name, rowState, menuId, expected) => {
    expect(isCheckboxLocked(rowState, menus, menu(menuId))).toBe(expected);
  });
});

describe("'Disable Indefinitely'", () => {
  it.each([
    ['no restriction', state([]), 'unrestricted'],
    ['a start in the past (listed)', state([], 3), 'restricted'],
    ['a start in the past (not listed)', state([], 1), 'restricted'],
    ['a current start', state([], 4), 4],
    ['a later start', state([], 6), 6],
  ])('shows %s as %s', (_name, rowState, expected) => {
    expect(indefiniteChoice(rowState, menus)).toBe(expected);
  });

  it('offers only menus that are not past', () => {
    expect(indefiniteMenuOptions(menus).map((m) => m.id)).toEqual([4, 5, 6]);
  });
});

describe('a change to a row', () => {
  const ok = (stored: RestrictionState, indefiniteMenuId: number | null, menuIds: number[]) => {
    const result = applyChange(menus, stored, { indefiniteMenuId, menuIds });
    if (!result.ok) throw new Error(result.message);
    return { from: result.next.indefiniteFrom?.id ?? null, menuIds: [...result.next.menuIds] };
  };
  const refused = (
    stored: RestrictionState,
    indefiniteMenuId: number | null,
    menuIds: number[],
  ) => {
    const result = applyChange(menus, stored, { indefiniteMenuId, menuIds });
    return result.ok ? 'accepted' : result.message;
  };

  it.each([
    ['checking menus', state([]), null, [4, 6], { from: null, menuIds: [4, 6] }],
    ['unchecking a menu', state([4, 6]), null, [6], { from: null, menuIds: [6] }],
    ['naming a menu twice', state([]), null, [5, 5], { from: null, menuIds: [5] }],
    [
      'an indefinite start drops the menus it covers',
      state([4]),
      5,
      [4, 5, 6],
      { from: 5, menuIds: [4] },
    ],
    ['keeping a start in the past', state([], 1), 1, [], { from: 1, menuIds: [] }],
    ['lifting a start in the past', state([], 1), null, [], { from: null, menuIds: [] }],
    ['keeping a past menu checked', state([3, 5]), null, [3], { from: null, menuIds: [3] }],
    ['unlisted past menus are kept', state([1, 5]), null, [], { from: null, menuIds: [1] }],
  ])('%s is accepted', (_name, stored, from, menuIds, expected) => {
    expect(ok(stored, from, menuIds)).toEqual(expected);
  });

  it.each([
    [
      'checking a past menu',
      state([]),
      null,
      [3],
      'The menu of 11/16 has passed; its ice restriction can no longer change.',
    ],
    [
      'unchecking a past menu',
      state([3]),
      null,
      [],
      'The menu of 11/16 has passed; its ice restriction can no longer change.',
    ],
    [
      'an unlisted menu',
      state([]),
      null,
      [1],
      'Menu 1 is not one of the menus ice can be restricted for.',
    ],
    [
      'a menu that does not exist',
      state([]),
      null,
      [99],
      'Menu 99 is not one of the menus ice can be restricted for.',
    ],
    [
      'starting in the past',
      state([]),
      3,
      [],
      'An indefinite restriction cannot start in the past (11/16).',
    ],
    [
      'starting at an unlisted menu',
      state([]),
      1,
      [],
      'Menu 1 is not one of the menus ice can be restricted for.',
    ],
    [
      'moving a past start to another past menu',
      state([], 1),
      3,
      [],
      'An indefinite restriction cannot start in the past (11/16).',
    ],
  ])('%s is refused', (_name, stored, from, menuIds, message) => {
    expect(refused(stored, from, menuIds)).toBe(message);
  });
});

describe('the menus whose boxes change', () => {
  it('are those not past whose restriction differs', () => {
    expect(changedMenus(menus, state([3, 4]), state([3, 6], 5)).map((m) => m.id)).toEqual([
      4, 5, 6,
    ]);
    expect(changedMenus(menus, state([5], 5), state([], 5))).toEqual([]);
  });
});

describe('at least one ice size stays allowed', () => {
  const sizes = (restrictedFor: Partial<Record<96 | 80 | 64 | 32, RestrictionState>>) =>
    new Map(([96, 80, 64, 32] as const).map((size) => [size, restrictedFor[size] ?? state([])]));

  it('finds the first menu with every size disabled', () => {
    const bySize = sizes({ 96: state([], 4), 80: state([5, 6]), 64: state([6]), 32: state([], 5) });
    expect(menuWithoutIce(menus, bySize)?.id).toBe(6);
  });

  it('ignores past menus and menus with a size left', () => {
    const bySize = sizes({ 96: state([3]), 80: state([3]), 64: state([3]), 32: state([3, 4]) });
    expect(menuWithoutIce(menus, bySize)).toBeUndefined();
  });
});
