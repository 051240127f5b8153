import type {
  AccessoryCode,
  IceLocation,
  IceSizeOz,
  MealBagSize,
  MealPlanSlug,
} from '../db/tables/domain.ts';
import {
  ACCESSORIES,
  ADD_ONS,
  BOX_LINER,
  HEAT_AND_EAT,
  HOUSE_BRAND,
  ICE_LOCATIONS,
  ICE_PACK_SIZES,
  PROTEINS,
  TEMPO_MEALS,
} from './catalog-data.ts';
import type { SeedContext } from './context.ts';
import type { MenuSeed } from './menus.ts';
import { createRandom } from './random.ts';
import type { Row } from './writer.ts';

export const MEAL_PLAN_IDS: Record<MealPlanSlug, number> = { standard: 1, family: 2, tempo: 3 };

export interface ProteinPick {
  proteinId: number;
  quantity: number;
  isReplacement: boolean;
}

export interface MealSeed {
  id: number;
  name: string;
  plan: MealPlanSlug;
  /** The recipe card packed with it (standard and family meals). */
  cardId: number | null;
  proteins: ProteinPick[];
}

export interface MenuCatalog {
  standard: MealSeed[];
  family: MealSeed[];
  tempo: MealSeed[];
  addOnIds: number[];
  heatAndEatIds: number[];
}

export interface Catalog {
  /** In letter order: the protein at index i gets P{i+1} everywhere. */
  proteinIds: number[];
  linerId: number;
  icePackIds: Record<IceSizeOz, number>;
  iceLocationIds: Record<IceLocation, number>;
  accessoryIds: Record<AccessoryCode, number>;
  byMenu: Map<number, MenuCatalog>;
}

const PER_MENU = { standard: 16, family: 6, tempo: 6, addOns: 9, heatAndEat: 4 };

export async function seedCatalog(ctx: SeedContext, menus: MenuSeed[]): Promise<Catalog> {
  const { writer } = ctx;
  await writer.insert('meal_plans', [
    { id: MEAL_PLAN_IDS.standard, slug: 'standard', name: 'Standard' },
    { id: MEAL_PLAN_IDS.family, slug: 'family', name: 'Family' },
    { id: MEAL_PLAN_IDS.tempo, slug: 'tempo', name: 'Tempo' },
  ]);
  const pickables: Row<'pickables'>[] = [];
  const add = (row: Omit<Row<'pickables'>, 'id'>): number => {
    const id = writer.nextId('pickables');
    pickables.push({ id, ...row });
    return id;
  };
  const proteinIds = PROTEINS.map((protein) =>
    add({
      kind: 'protein',
      name: protein.name,
      brand_name: protein.brand,
      quantity_per_two_servings: protein.quantity,
    }),
  );
  const linerId = add({ kind: 'box_liner', name: BOX_LINER });
  const icePackIds = Object.fromEntries(
    ICE_PACK_SIZES.map((size) => [
      size,
      add({ kind: 'ice_pack', name: `${size}oz Ice Pack`, ice_size_oz: size }),
    ]),
  ) as Record<IceSizeOz, number>;
  const iceLocationIds = Object.fromEntries(
    ICE_LOCATIONS.map(({ location, name }) => [
      location,
      add({ kind: 'ice_location', name, ice_location: location }),
    ]),
  ) as Record<IceLocation, number>;
  const accessoryIds = Object.fromEntries(
    ACCESSORIES.map(({ code, name }) => [
      code,
      add({ kind: 'accessory', name, accessory_code: code }),
    ]),
  ) as Record<AccessoryCode, number>;

  const mealPlans: Row<'pickable_meal_plans'>[] = [];
  const assignments: Row<'ingredient_boxing_assignments'>[] = [];
  const byMenu = new Map<number, MenuCatalog>();
  for (const menu of menus) {
    const random = createRandom(`catalog:${menu.date}`);
    const dishes = random.helpers.shuffle(
      PROTEINS.flatMap((protein, index) => protein.dishes.map((dish) => ({ dish, index }))),
    );
    const addMeal = (name: string, plan: MealPlanSlug, proteinIndex: number | null): MealSeed => {
      const bag: MealBagSize | null =
        plan === 'tempo'
          ? null
          : plan === 'family'
            ? 'Family Meal Bag'
            : random.helpers.weightedArrayElement<MealBagSize>([
                { weight: 7, value: 'Meal Bag' },
                { weight: 2, value: 'Large Meal Bag' },
                { weight: 1, value: 'Protein Meal Bag' },
              ]);
      const id = add({
        kind: 'meal',
        menu_id: menu.id,
        name,
        meal_bag_size: bag,
        is_fully_cooked: plan === 'tempo',
      });
      mealPlans.push({ pickable_id: id, meal_plan_id: MEAL_PLAN_IDS[plan] });
      const proteins = proteinIndex === null ? [] : proteinPicks(proteinIndex, proteinIds);
      for (const pick of proteins) {
        assignments.push({
          id: writer.nextId('ingredient_boxing_assignments'),
          menu_id: menu.id,
          ingredient_pickable_id: pick.proteinId,
          meal_pickable_id: id,
          is_replacement: pick.isReplacement,
          quantity: pick.quantity,
        });
      }
      return { id, name, plan, cardId: null, proteins };
    };
    const standard = dishes
      .slice(0, PER_MENU.standard)
      .map((d) => addMeal(d.dish, 'standard', d.index));
    const family = dishes
      .slice(PER_MENU.standard, PER_MENU.standard + PER_MENU.family)
      .map((d) => addMeal(d.dish, 'family', d.index));
    const tempo = random.helpers
      .arrayElements(TEMPO_MEALS, PER_MENU.tempo)
      .map((name) => addMeal(name, 'tempo', null));
    for (const meal of [...standard, ...family]) {
      meal.cardId = add({
        kind: 'meal_card',
        menu_id: menu.id,
        name: `${meal.name} Recipe Card`,
        meal_pickable_id: meal.id,
      });
    }
    const ingredient = (kind: 'add_on' | 'heat_and_eat', name: string) =>
      add({
        kind,
        menu_id: menu.id,
        name,
        brand_name: HOUSE_BRAND,
        quantity_per_two_servings: 1,
        is_fully_cooked: kind === 'heat_and_eat',
      });
    const addOnIds = random.helpers
      .arrayElements(ADD_ONS, PER_MENU.addOns)
      .map((name) => ingredient('add_on', name));
    const heatAndEatIds = random.helpers
      .arrayElements(HEAT_AND_EAT, PER_MENU.heatAndEat)
      .map((name) => ingredient('heat_and_eat', name));
    byMenu.set(menu.id, { standard, family, tempo, addOnIds, heatAndEatIds });
  }
  await writer.insert('pickables', pickables);
  await writer.insert('pickable_meal_plans', mealPlans);
  await writer.insert('ingredient_boxing_assignments', assignments);
  return { proteinIds, linerId, icePackIds, iceLocationIds, accessoryIds, byMenu };
}

/** The meal's protein and, when the protein has one, the replacement a customer may choose. */
function proteinPicks(proteinIndex: number, proteinIds: number[]): ProteinPick[] {
  const protein = PROTEINS[proteinIndex];
  const proteinId = proteinIds[proteinIndex];
  if (!protein || proteinId === undefined) return [];
  const picks: ProteinPick[] = [{ proteinId, quantity: protein.quantity, isReplacement: false }];
  const replacementIndex = PROTEINS.findIndex(
    (candidate) => candidate.name === protein.replacement,
  );
  const replacement = PROTEINS[replacementIndex];
  const replacementId = proteinIds[replacementIndex];
  if (replacement && replacementId !== undefined) {
    picks.push({ proteinId: replacementId, quantity: replacement.quantity, isReplacement: true });
  }
  return picks;
}
