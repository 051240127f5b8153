import type { MealPlanSlug } from '../db/tables/domain.ts';
import type { Faker } from '@faker-js/faker';
import type { Catalog, MealSeed } from './pickables.ts';

/** Meals per box by plan and box size: bigger boxes hold more meals. */
function mealCount(random: Faker, plan: MealPlanSlug, boxSize: number): number {
  if (plan === 'family') return boxSize >= 18 ? 3 : 2;
  if (plan === 'tempo') return boxSize >= 14 ? random.number.int({ min: 5, max: 6 }) : 4;
  if (boxSize >= 18) return random.number.int({ min: 4, max: 5 });
  if (boxSize >= 16) return random.number.int({ min: 3, max: 4 });
  if (boxSize >= 14) return random.number.int({ min: 2, max: 3 });
  return 2;
}

export interface BoxContents {
  contents: Map<number, number>;
  isFirstOrder: boolean;
}

/**
 * What goes into one box: its meals, their proteins (sometimes the replacement) and recipe cards,
 * add-ons, heat & eat items, the liner, and the accessories the box calls for (WB welcome binder
 * on a first order, PC protein card with a replacement protein, AC/FC add-on cards, PI promotions).
 */
export function boxContents(
  random: Faker,
  catalog: Catalog,
  menuId: number,
  plan: MealPlanSlug,
  boxSize: number,
): BoxContents {
  const menu = catalog.byMenu.get(menuId);
  const contents = new Map<number, number>();
  const put = (id: number, quantity: number) =>
    contents.set(id, (contents.get(id) ?? 0) + quantity);
  if (!menu) return { contents, isFirstOrder: false };
  const meals: MealSeed[] = random.helpers.arrayElements(
    menu[plan],
    mealCount(random, plan, boxSize),
  );
  const servingsFactor = plan === 'family' ? 2 : 1;
  let swapped = false;
  for (const meal of meals) {
    put(meal.id, 1);
    if (meal.cardId !== null) put(meal.cardId, 1);
    const main = meal.proteins.find((p) => !p.isReplacement);
    const replacement = meal.proteins.find((p) => p.isReplacement);
    const protein =
      replacement && random.datatype.boolean({ probability: 0.1 }) ? replacement : main;
    if (protein) put(protein.proteinId, protein.quantity * servingsFactor);
    swapped ||= protein === replacement && replacement !== undefined;
  }
  // The last add-on (A9) is rare: it is in no preset, so its boxes are unpackable everywhere.
  const addOnCount = random.helpers.weightedArrayElement([
    { weight: 6, value: 0 },
    { weight: 3, value: 1 },
    { weight: 1, value: 2 },
  ]);
  const addOns = menu.addOnIds.slice(0, -1);
  for (const id of random.helpers.arrayElements(addOns, addOnCount))
    put(id, random.number.int({ min: 1, max: 2 }));
  const rareAddOn = menu.addOnIds.at(-1);
  if (rareAddOn !== undefined && random.datatype.boolean({ probability: 0.02 })) put(rareAddOn, 1);
  const heatAndEat = random.datatype.boolean({ probability: plan === 'tempo' ? 0.4 : 0.1 });
  if (heatAndEat) put(random.helpers.arrayElement(menu.heatAndEatIds), 1);
  put(catalog.linerId, 1);

  const isFirstOrder = random.datatype.boolean({ probability: 0.06 });
  const hasAddOn = menu.addOnIds.some((id) => contents.has(id));
  if (isFirstOrder) put(catalog.accessoryIds.WB, 1);
  if (swapped) put(catalog.accessoryIds.PC, 1);
  if (hasAddOn) put(plan === 'family' ? catalog.accessoryIds.FC : catalog.accessoryIds.AC, 1);
  if (random.datatype.boolean({ probability: 0.04 })) put(catalog.accessoryIds.PI, 1);
  return { contents, isFirstOrder };
}
