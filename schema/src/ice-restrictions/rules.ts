/**
 * The rules of an ice restriction row, shared by the screen and the operations
 * host: which menus a row lists, which are restricted or locked, and which changes are allowed.
 */
import { ICE_SIZES, type IceSizeOz } from './ice-sizes.ts';

export interface MenuRef {
  id: number;
  /** The menu's date, yyyy-MM-dd. */
  slug: string;
}

/** A menu as a row lists it. Past menus are those before the one being packed. */
export interface RestrictionMenu extends MenuRef {
  isPast: boolean;
}

/** What one (facility, meal plan, ice size) row restricts. */
export interface RestrictionState {
  /** Restricted from this menu on, every later menu included; null: no indefinite restriction. */
  indefiniteFrom: MenuRef | null;
  /** Menus restricted one by one. */
  menuIds: readonly number[];
}

export interface RestrictionRequest {
  indefiniteMenuId: number | null;
  menuIds: readonly number[];
}

export type ChangeResult = { ok: true; next: RestrictionState } | { ok: false; message: string };

/** A menu date yyyy-MM-dd as MM/dd, the way the screen names menus. */
export function shortMenuDate(slug: string): string {
  return `${slug.slice(5, 7)}/${slug.slice(8, 10)}`;
}

/**
 * The menus every row lists, oldest first: the last past menu (for reference; its checkbox is
 * always disabled), then the current menu and every later one.
 */
export function listedMenus(menus: readonly MenuRef[], currentSlug: string): RestrictionMenu[] {
  const sorted = [...menus].sort((a, b) => a.slug.localeCompare(b.slug));
  const past = sorted.filter((menu) => menu.slug < currentSlug);
  const open = sorted.filter((menu) => menu.slug >= currentSlug);
  return [
    ...past.slice(-1).map((menu) => ({ ...menu, isPast: true })),
    ...open.map((menu) => ({ ...menu, isPast: false })),
  ];
}

/** The menu falls under the row's indefinite restriction (its checkbox is checked and locked). */
export function isCoveredByIndefinite(state: RestrictionState, menu: MenuRef): boolean {
  return state.indefiniteFrom !== null && state.indefiniteFrom.slug <= menu.slug;
}

/** The ice size is disabled for this menu, by its checkbox or by the indefinite restriction. */
export function isRestrictedOn(state: RestrictionState, menu: MenuRef): boolean {
  return state.menuIds.includes(menu.id) || isCoveredByIndefinite(state, menu);
}

/** A checkbox that cannot be changed: the first one always, a past menu, or one the indefinite restriction covers. */
export function isCheckboxLocked(
  state: RestrictionState,
  menus: readonly RestrictionMenu[],
  menu: RestrictionMenu,
): boolean {
  return menus[0]?.id === menu.id || menu.isPast || isCoveredByIndefinite(state, menu);
}

/** What 'Disable Indefinitely' shows: nothing, 'Restricted' (started in the past), or the starting menu. */
export function indefiniteChoice(
  state: RestrictionState,
  menus: readonly RestrictionMenu[],
): 'unrestricted' | 'restricted' | number {
  const from = state.indefiniteFrom;
  if (!from) return 'unrestricted';
  const open = menus.find((menu) => menu.id === from.id && !menu.isPast);
  return open ? open.id : 'restricted';
}

/** The menus 'Disable Indefinitely' offers: only those not past (a past start cannot be chosen again). */
export function indefiniteMenuOptions(menus: readonly RestrictionMenu[]): RestrictionMenu[] {
  return menus.filter((menu) => !menu.isPast);
}

/** Two lists name the same menus (order and repeats aside). */
export const sameMenuIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Checks a requested change of one row against what is stored, and gives the state to store:
 * past menus cannot change, an indefinite restriction cannot start in the past (a stored one may
 * be kept), only listed menus can be named, and menus the indefinite restriction covers are not
 * stored one by one (lifting it later leaves them unrestricted).
 */
export function applyChange(
  menus: readonly RestrictionMenu[],
  stored: RestrictionState,
  requested: RestrictionRequest,
): ChangeResult {
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const requestedIds = [...new Set(requested.menuIds)];
  const unknown = requestedIds.find((id) => !byId.has(id));
  if (unknown !== undefined) {
    return {
      ok: false,
      message: `Menu ${unknown} is not one of the menus ice can be restricted for.`,
    };
  }
  for (const menu of menus.filter((m) => m.isPast)) {
    if (requestedIds.includes(menu.id) !== stored.menuIds.includes(menu.id)) {
      return {
        ok: false,
        message: `The menu of ${shortMenuDate(menu.slug)} has passed; its ice restriction can no longer change.`,
      };
    }
  }

  let indefiniteFrom: MenuRef | null = null;
  if (requested.indefiniteMenuId !== null) {
    const keepsStored = stored.indefiniteFrom?.id === requested.indefiniteMenuId;
    const menu = byId.get(requested.indefiniteMenuId);
    if (keepsStored) indefiniteFrom = stored.indefiniteFrom;
    else if (!menu) {
      return {
        ok: false,
        message: `Menu ${requested.indefiniteMenuId} is not one of the menus ice can be restricted for.`,
      };
    } else if (menu.isPast) {
      return {
        ok: false,
        message: `An indefinite restriction cannot start in the past (${shortMenuDate(menu.slug)}).`,
      };
    } else indefiniteFrom = { id: menu.id, slug: menu.slug };
  }

  const next: RestrictionState = { indefiniteFrom, menuIds: [] };
  const openIds = new Set(menus.filter((m) => !m.isPast).map((m) => m.id));
  const keptPast = stored.menuIds.filter((id) => !openIds.has(id));
  const chosenOpen = requestedIds.filter((id) => {
    const menu = byId.get(id)!;
    return !menu.isPast && !isCoveredByIndefinite(next, menu);
  });
  return { ok: true, next: { indefiniteFrom, menuIds: [...keptPast, ...chosenOpen] } };
}

/** Menus not past whose restriction differs between two states: the boxes whose ice changes. */
export function changedMenus(
  menus: readonly RestrictionMenu[],
  before: RestrictionState,
  after: RestrictionState,
): RestrictionMenu[] {
  return menus.filter(
    (menu) => !menu.isPast && isRestrictedOn(before, menu) !== isRestrictedOn(after, menu),
  );
}

/**
 * The first menu not past for which a meal plan would have every ice size restricted (its boxes
 * would get no ice at all), or undefined. States are the plan's rows by size.
 */
export function menuWithoutIce(
  menus: readonly RestrictionMenu[],
  stateBySize: ReadonlyMap<IceSizeOz, RestrictionState>,
): RestrictionMenu | undefined {
  return menus.find(
    (menu) =>
      !menu.isPast &&
      ICE_SIZES.every((size) => {
        const state = stateBySize.get(size);
        return state !== undefined && isRestrictedOn(state, menu);
      }),
  );
}

export function noIceMessage(menu: MenuRef): string {
  return `Every ice size would be disabled for ${shortMenuDate(menu.slug)}: at least one size must stay allowed.`;
}
