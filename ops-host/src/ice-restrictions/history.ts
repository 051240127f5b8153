import { iceSizeLabel, type IceSizeOz } from '@ops/schema/ice-restrictions/ice-sizes';
import {
  sameMenuIds,
  shortMenuDate,
  type RestrictionState,
} from '@ops/schema/ice-restrictions/rules';
import type { Queryable } from '../db/database.ts';

/** A row's restriction as history keeps it: ids to restore it, dates to read it. */
export interface RecordedRestriction {
  indefiniteMenuId: number | null;
  /** yyyy-MM-dd of the indefinite restriction's first menu. */
  indefiniteFrom: string | null;
  menuIds: number[];
  /** yyyy-MM-dd of each of menuIds, in date order. */
  menus: string[];
}

/** What undo needs: which row, and the restriction the change replaced and the one it left. */
export interface IceRestrictionUndo {
  mealPlanId: number;
  iceSizeOz: IceSizeOz;
  before: RecordedRestriction;
  after: RecordedRestriction;
}

export async function recordedRestriction(
  db: Queryable,
  state: RestrictionState,
): Promise<RecordedRestriction> {
  const ids = [...state.menuIds];
  const dates =
    ids.length === 0
      ? []
      : await db.selectFrom('menus').select(['id', 'menu_date']).where('id', 'in', ids).execute();
  return {
    indefiniteMenuId: state.indefiniteFrom?.id ?? null,
    indefiniteFrom: state.indefiniteFrom?.slug ?? null,
    menuIds: ids,
    menus: dates.map((menu) => menu.menu_date).sort(),
  };
}

/** 'unrestricted', 'restricted from 12/07', 'restricted for 12/07, 12/14 and from 12/21'. */
export function describeRestriction(restriction: RecordedRestriction): string {
  const parts = [];
  if (restriction.menus.length > 0) {
    parts.push(`for ${restriction.menus.map(shortMenuDate).join(', ')}`);
  }
  if (restriction.indefiniteFrom) parts.push(`from ${shortMenuDate(restriction.indefiniteFrom)}`);
  return parts.length === 0 ? 'unrestricted' : `restricted ${parts.join(' and ')}`;
}

/** 'Ice 96oz, family: restricted from 12/07 → unrestricted', as the screen names the row. */
export function restrictionSummary(
  size: IceSizeOz,
  mealPlanSlug: string,
  before: RecordedRestriction,
  after: RecordedRestriction,
): string {
  return `Ice ${iceSizeLabel(size)}, ${mealPlanSlug}: ${describeRestriction(before)} → ${describeRestriction(after)}`;
}

export const sameRestriction = (a: RecordedRestriction, b: RecordedRestriction) =>
  a.indefiniteMenuId === b.indefiniteMenuId && sameMenuIds(a.menuIds, b.menuIds);
