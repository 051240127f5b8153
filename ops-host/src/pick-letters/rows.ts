import { compareLetters, compareText, duplicateLetters } from '@ops/schema/pick-letters/letters';
import { sql } from 'kysely';
import type { PickableKind } from '../db/tables/domain.ts';
import type { Queryable } from '../db/database.ts';

/** The rows of the pick letters screen for one facility and menu, as the REST API answers them. */

export interface Scope {
  facilityId: number;
  menuId: number;
}

/**
 * What the Meal Letters tab lists: everything picked by letter from a bin that is not a protein
 * (proteins have their own tab) or an ice location (its L letter is a position in ice zones).
 */
const MEAL_TAB_MENU_KINDS: PickableKind[] = ['meal', 'add_on', 'heat_and_eat', 'meal_card'];

export interface MealLetterView {
  pickable_id: number;
  pickable_type: string;
  pickable_name: string;
  meal_letter: string | null;
  meal_bag: string | null;
  /** Comma list of standard, family, tempo. */
  meal_plans: string;
  menu_id: number;
  packing_facility_id: number;
}

export interface ProteinLetterView {
  id: number;
  ingredient_boxing_assignment_id: number;
  ingredient_id: number;
  ingredient_name: string;
  ingredient_brand_name: string | null;
  is_replacement: boolean;
  letter: string | null;
  meal_id: number;
  meal_title: string;
  quantity: number;
}

export interface LetterCounts {
  meal_pickables: number;
  meal_letters_assigned: number;
  proteins: number;
  protein_letters_assigned: number;
  duplicate_letters: number;
}

export async function mealLetterRows(db: Queryable, scope: Scope): Promise<MealLetterView[]> {
  const rows = await db
    .selectFrom('pickables as p')
    .leftJoin('pickable_letters as l', (join) =>
      join
        .onRef('l.pickable_id', '=', 'p.id')
        .on('l.packing_facility_id', '=', scope.facilityId)
        .on('l.menu_id', '=', scope.menuId),
    )
    .select(['p.id', 'p.pickable_type', 'p.name', 'p.meal_bag_size', 'l.letter'])
    .select(
      sql<string>`coalesce((
        SELECT string_agg(mp.slug, ',' ORDER BY mp.id)
        FROM pickable_meal_plans pmp JOIN meal_plans mp ON mp.id = pmp.meal_plan_id
        WHERE pmp.pickable_id = p.id), '')`.as('meal_plans'),
    )
    .where((eb) =>
      eb.or([
        eb.and([eb('p.menu_id', '=', scope.menuId), eb('p.kind', 'in', MEAL_TAB_MENU_KINDS)]),
        eb('p.kind', '=', 'box_liner'),
      ]),
    )
    .execute();
  return rows
    .map((row) => ({
      pickable_id: row.id,
      pickable_type: row.pickable_type,
      pickable_name: row.name,
      meal_letter: row.letter,
      meal_bag: row.meal_bag_size,
      meal_plans: row.meal_plans,
      menu_id: scope.menuId,
      packing_facility_id: scope.facilityId,
    }))
    .sort(
      (a, b) =>
        compareLetters(a.meal_letter, b.meal_letter) ||
        compareText(a.pickable_name, b.pickable_name),
    );
}

export async function proteinLetterRows(
  db: Queryable,
  scope: Scope,
  ingredientId?: number,
): Promise<ProteinLetterView[]> {
  let query = db
    .selectFrom('ingredient_boxing_assignments as iba')
    .innerJoin('pickables as ingredient', 'ingredient.id', 'iba.ingredient_pickable_id')
    .innerJoin('pickables as meal', 'meal.id', 'iba.meal_pickable_id')
    .leftJoin('pickable_letters as l', (join) =>
      join
        .onRef('l.pickable_id', '=', 'iba.ingredient_pickable_id')
        .on('l.packing_facility_id', '=', scope.facilityId)
        .onRef('l.menu_id', '=', 'iba.menu_id'),
    )
    .select([
      'iba.id',
      'iba.ingredient_pickable_id',
      'iba.meal_pickable_id',
      'iba.is_replacement',
      'iba.quantity',
      'ingredient.name as ingredient_name',
      'ingredient.brand_name',
      'meal.name as meal_title',
      'l.letter',
    ])
    .where('iba.menu_id', '=', scope.menuId)
    .where('ingredient.kind', '=', 'protein');
  if (ingredientId !== undefined)
    query = query.where('iba.ingredient_pickable_id', '=', ingredientId);
  const rows = await query.execute();
  return rows
    .map((row) => ({
      id: row.id,
      ingredient_boxing_assignment_id: row.id,
      ingredient_id: row.ingredient_pickable_id,
      ingredient_name: row.ingredient_name,
      ingredient_brand_name: row.brand_name,
      is_replacement: row.is_replacement,
      letter: row.letter,
      meal_id: row.meal_pickable_id,
      meal_title: row.meal_title,
      quantity: row.quantity,
    }))
    .sort(
      (a, b) =>
        compareLetters(a.letter, b.letter) ||
        compareText(a.ingredient_name, b.ingredient_name) ||
        compareText(a.meal_title, b.meal_title),
    );
}

/**
 * The counts chips: how many rows of each tab have a letter, and how many letters are held by
 * more than one pickable. A letter is a bin on the line whichever tab sets it, so duplicates are
 * counted across both tabs.
 */
export function letterCounts(
  meals: readonly MealLetterView[],
  proteins: readonly ProteinLetterView[],
): LetterCounts {
  const proteinIds = new Set(proteins.map((row) => row.ingredient_id));
  const letteredProteins = new Set(
    proteins.filter((row) => row.letter !== null).map((row) => row.ingredient_id),
  );
  return {
    meal_pickables: meals.length,
    meal_letters_assigned: meals.filter((row) => row.meal_letter !== null).length,
    proteins: proteinIds.size,
    protein_letters_assigned: letteredProteins.size,
    duplicate_letters: duplicateLetters([
      ...meals.map((row) => ({ letter: row.meal_letter, name: row.pickable_name })),
      ...proteins.map((row) => ({ letter: row.letter, name: row.ingredient_name })),
    ]).length,
  };
}

export async function countsFor(db: Queryable, scope: Scope): Promise<LetterCounts> {
  // One after the other: inside a transaction both would queue on one connection anyway.
  const meals = await mealLetterRows(db, scope);
  return letterCounts(meals, await proteinLetterRows(db, scope));
}

/**
 * The menu's date and whether its packing has started (its letters may no longer change);
 * undefined: no such menu. FOR UPDATE holds the menu until the change that reads it commits.
 */
export async function menuState(db: Queryable, menuId: number, forUpdate = false) {
  let query = db
    .selectFrom('menus')
    .select(['packing_started_at', 'menu_date'])
    .where('id', '=', menuId);
  if (forUpdate) query = query.forUpdate();
  const menu = await query.executeTakeFirst();
  return menu && { locked: menu.packing_started_at !== null, date: menu.menu_date };
}
