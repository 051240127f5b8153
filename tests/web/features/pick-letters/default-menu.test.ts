import { describe, expect, it } from 'vitest';
import { defaultMenuId } from '../../../../web/src/features/pick-letters/default-menu.ts';

const now = new Date('2026-11-23T12:00:00Z');
// Newest first, as the host lists them.
const menus = [
  { id: '7', endsAt: '2026-12-07T00:00:00Z' },
  { id: '6', endsAt: '2026-11-30T00:00:00Z' },
  { id: '5', endsAt: '2026-11-23T00:00:00Z' },
];

describe('the menu Pick Letters opens with', () => {
  it('is the menu being packed when there is one', () => {
    expect(defaultMenuId({ id: '5' }, menus, now)).toBe('5');
  });

  it('is otherwise the next one: the earliest that has not ended', () => {
    expect(defaultMenuId(null, menus, now)).toBe('6');
  });

  it('is the newest when every menu has ended, and none without menus', () => {
    expect(defaultMenuId(null, menus, new Date('2027-01-01T00:00:00Z'))).toBe('7');
    expect(defaultMenuId(null, [], now)).toBeUndefined();
  });
});
