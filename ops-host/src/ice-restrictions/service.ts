import type { HistoryAuthor } from '@ops/schema/history';
import {
  ICE_SIZE_KEYS,
  ICE_SIZES,
  iceSizeLabel,
  type IceSizeOz,
} from '@ops/schema/ice-restrictions/ice-sizes';
import {
  applyChange,
  changedMenus,
  isRestrictedOn,
  menuWithoutIce,
  noIceMessage,
  type RestrictionMenu,
  type RestrictionRequest,
  type RestrictionState,
} from '@ops/schema/ice-restrictions/rules';
import type { Db, Queryable, Tx } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import { recordHistory } from '../history/record.ts';
import { recomputeUnprintedIce } from './box-ice.ts';
import {
  describeRestriction,
  recordedRestriction,
  restrictionSummary,
  sameRestriction,
  type IceRestrictionUndo,
  type RecordedRestriction,
} from './history.ts';
import { restrictionMenus } from './menus.ts';

interface StoredRow {
  id: string;
  packing_facility_id: number;
  meal_plan_id: number;
  meal_plan_slug: string;
  ice_size_oz: IceSizeOz;
  state: RestrictionState;
  /** ice_restriction_menus ids by menu id. */
  menuRowIds: Map<number, string>;
}

const menuView = (menu: RestrictionMenu) => ({
  id: menu.id,
  slug: menu.slug,
  menu_id: menu.id,
  menu_slug: menu.slug,
  is_past: menu.isPast,
});

function mealPlanView(row: StoredRow, menus: RestrictionMenu[]) {
  const from = row.state.indefiniteFrom;
  return {
    uuid: row.id,
    meal_plan_id: row.meal_plan_id,
    meal_plan_slug: row.meal_plan_slug,
    indefinite_restriction: from ? { menu_id: from.id, menu_slug: from.slug } : null,
    menu_restrictions: menus.map((menu) => ({
      uuid: row.menuRowIds.get(menu.id) ?? null,
      menu_id: menu.id,
      menu_slug: menu.slug,
      // Restricted one by one; menus under the indefinite restriction are told by it.
      ice_restriction: row.state.menuIds.includes(menu.id),
    })),
  };
}

async function storedRows(
  db: Queryable,
  where: { facilityIds?: number[]; mealPlanId?: number },
  lock = false,
): Promise<StoredRow[]> {
  let query = db
    .selectFrom('ice_restrictions as r')
    .innerJoin('meal_plans as p', 'p.id', 'r.meal_plan_id')
    .leftJoin('menus as m', 'm.id', 'r.indefinite_restriction_menu_id')
    .select([
      'r.id',
      'r.packing_facility_id',
      'r.meal_plan_id',
      'p.slug as meal_plan_slug',
      'r.ice_size_oz',
      'm.id as from_id',
      'm.menu_date as from_slug',
    ])
    .orderBy('r.packing_facility_id')
    .orderBy('r.ice_size_oz', 'desc')
    .orderBy('r.meal_plan_id');
  if (where.facilityIds) query = query.where('r.packing_facility_id', 'in', where.facilityIds);
  if (where.mealPlanId !== undefined) query = query.where('r.meal_plan_id', '=', where.mealPlanId);
  if (lock) query = query.forUpdate('r');
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const menuRows = await db
    .selectFrom('ice_restriction_menus')
    .select(['id', 'ice_restriction_id', 'menu_id'])
    .where(
      'ice_restriction_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => {
    const own = menuRows.filter((menuRow) => menuRow.ice_restriction_id === row.id);
    return {
      id: row.id,
      packing_facility_id: row.packing_facility_id,
      meal_plan_id: row.meal_plan_id,
      meal_plan_slug: row.meal_plan_slug,
      ice_size_oz: row.ice_size_oz,
      state: {
        indefiniteFrom:
          row.from_id !== null && row.from_slug !== null
            ? { id: row.from_id, slug: row.from_slug }
            : null,
        menuIds: own.map((menuRow) => menuRow.menu_id),
      },
      menuRowIds: new Map(own.map((menuRow) => [menuRow.menu_id, menuRow.id])),
    };
  });
}

/** Every row of the given facilities, grouped by facility and ice size (largest first). */
export async function listIceRestrictions(db: Db, facilityIds?: number[]) {
  if (facilityIds && facilityIds.length === 0) return { menus: [], packing_facilities: [] };
  const menus = await restrictionMenus(db);
  let facilitiesQuery = db.selectFrom('packing_facilities').select(['id', 'name']).orderBy('id');
  if (facilityIds) facilitiesQuery = facilitiesQuery.where('id', 'in', facilityIds);
  const facilities = await facilitiesQuery.execute();
  const rows = await storedRows(db, facilityIds ? { facilityIds } : {});
  return {
    menus: menus.map(menuView),
    packing_facilities: facilities.map((facility) => ({
      packing_facility_id: facility.id,
      packing_facility_name: facility.name,
      ice_restrictions: ICE_SIZES.map((size) => ({
        ice_size: ICE_SIZE_KEYS[size],
        meal_plans: rows
          .filter((row) => row.packing_facility_id === facility.id && row.ice_size_oz === size)
          .map((row) => mealPlanView(row, menus)),
      })),
    })),
  };
}

export interface IceRestrictionChange extends RestrictionRequest {
  facilityId: number;
  mealPlanId: number;
  size: IceSizeOz;
  /** Undo only: the restriction the row must still have, else 409. */
  expected?: RecordedRestriction;
}

/** The rows of one facility and meal plan, locked, one per size (created when missing). */
async function lockedPlanRows(tx: Tx, facilityId: number, mealPlanId: number) {
  await tx
    .insertInto('ice_restrictions')
    .values(
      ICE_SIZES.map((size) => ({
        packing_facility_id: facilityId,
        meal_plan_id: mealPlanId,
        ice_size_oz: size,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['packing_facility_id', 'meal_plan_id', 'ice_size_oz']).doNothing(),
    )
    .execute();
  const rows = await storedRows(tx, { facilityIds: [facilityId], mealPlanId }, true);
  return new Map(rows.map((row) => [row.ice_size_oz, row]));
}

async function saveState(tx: Tx, row: StoredRow, next: RestrictionState) {
  await tx
    .updateTable('ice_restrictions')
    .set({
      indefinite_restriction_menu_id: next.indefiniteFrom?.id ?? null,
      updated_at: new Date(),
    })
    .where('id', '=', row.id)
    .execute();
  const removed = row.state.menuIds.filter((id) => !next.menuIds.includes(id));
  const added = next.menuIds.filter((id) => !row.state.menuIds.includes(id));
  if (removed.length > 0) {
    await tx
      .deleteFrom('ice_restriction_menus')
      .where('ice_restriction_id', '=', row.id)
      .where('menu_id', 'in', removed)
      .execute();
  }
  if (added.length > 0) {
    await tx
      .insertInto('ice_restriction_menus')
      .values(added.map((menuId) => ({ ice_restriction_id: row.id, menu_id: menuId })))
      .execute();
  }
}

/**
 * Changes one row (facility, meal plan, ice size) in the caller's transaction and, in it, the ice
 * packs of that plan's unprinted boxes of every menu whose restriction changed. Refuses (422,
 * nothing changed) a meal plan that does not exist, a change the rules forbid, and a change that
 * would leave the plan's boxes of some menu with no ice size allowed. Gives the row as saved and
 * its restriction before and after, for history.
 */
async function changeIceRestriction(tx: Tx, change: IceRestrictionChange) {
  const plan = await tx
    .selectFrom('meal_plans')
    .select('id')
    .where('id', '=', change.mealPlanId)
    .executeTakeFirst();
  if (!plan) throw new HttpError(422, `Meal plan ${change.mealPlanId} does not exist.`);
  // Users never get here with an unknown facility (the central check answers 403); services may.
  const facility = await tx
    .selectFrom('packing_facilities')
    .select('id')
    .where('id', '=', change.facilityId)
    .executeTakeFirst();
  if (!facility) {
    throw new HttpError(422, `Packing facility ${change.facilityId} does not exist.`);
  }
  const menus = await restrictionMenus(tx);
  const rows = await lockedPlanRows(tx, change.facilityId, change.mealPlanId);
  const row = rows.get(change.size)!;
  const before = await recordedRestriction(tx, row.state);
  // Undo restores only what it recorded: a row changed since is refused, not overwritten.
  if (change.expected && !sameRestriction(before, change.expected)) {
    throw new HttpError(
      409,
      `Ice ${iceSizeLabel(change.size)}, ${row.meal_plan_slug} has changed since: it is now ${describeRestriction(before)}, not ${describeRestriction(change.expected)}.`,
    );
  }
  const result = applyChange(menus, row.state, change);
  if (!result.ok) throw new HttpError(422, result.message);

  const states = new Map([...rows].map(([size, stored]) => [size, stored.state]));
  states.set(change.size, result.next);
  const bare = menuWithoutIce(menus, states);
  if (bare) throw new HttpError(422, noIceMessage(bare));

  await saveState(tx, row, result.next);
  await recomputeUnprintedIce(
    tx,
    {
      facilityId: change.facilityId,
      mealPlanId: change.mealPlanId,
      menuIds: changedMenus(menus, row.state, result.next).map((menu) => menu.id),
    },
    (menuId, size) => {
      const menu = menus.find((m) => m.id === menuId);
      const state = states.get(size);
      return menu !== undefined && state !== undefined && isRestrictedOn(state, menu);
    },
  );
  const [saved] = await storedRows(tx, {
    facilityIds: [change.facilityId],
    mealPlanId: change.mealPlanId,
  }).then((all) => all.filter((stored) => stored.ice_size_oz === change.size));
  const after = await recordedRestriction(tx, saved!.state);
  const undo: IceRestrictionUndo = {
    mealPlanId: change.mealPlanId,
    iceSizeOz: change.size,
    before,
    after,
  };
  return {
    view: {
      packing_facility_id: change.facilityId,
      ice_size: ICE_SIZE_KEYS[change.size],
      meal_plan: mealPlanView(saved!, menus),
    },
    history: {
      facilityId: change.facilityId,
      kind: 'ice_restriction.updated' as const,
      summary: restrictionSummary(change.size, row.meal_plan_slug, before, after),
      before,
      after,
      undo,
    },
    changed: !sameRestriction(before, after),
  };
}

/** Changes one row (changeIceRestriction) and records the change, in one transaction. */
export async function updateIceRestriction(
  db: Db,
  change: IceRestrictionChange,
  author: HistoryAuthor,
) {
  return db.transaction().execute(async (tx) => {
    const { view, history, changed } = await changeIceRestriction(tx, change);
    if (changed) await recordHistory(tx, author, history);
    return view;
  });
}

/**
 * Undo of ice_restriction.updated: puts the row back as the entry found it, through the same
 * rules as a change from the screen (a menu that has passed since cannot change back), refused
 * (409) when the row is no longer as the entry left it.
 */
export async function undoIceRestriction(tx: Tx, facilityId: number, undo: IceRestrictionUndo) {
  const { history } = await changeIceRestriction(tx, {
    facilityId,
    mealPlanId: undo.mealPlanId,
    size: undo.iceSizeOz,
    indefiniteMenuId: undo.before.indefiniteMenuId,
    menuIds: undo.before.menuIds,
    expected: undo.after,
  });
  return history;
}
