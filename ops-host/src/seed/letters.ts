import type { AccessoryCode } from '../db/tables/domain.ts';
import { minutesBefore } from './calendar.ts';
import type { SeedContext } from './context.ts';
import type { MenuPlan } from './menus.ts';
import type { Catalog } from './pickables.ts';
import { createRandom } from './random.ts';
import type { Row } from './writer.ts';

/**
 * The letters of every (facility, menu), and the key a zone cell uses for a pickable: its letter,
 * or for accessories their code (WB, PC, …), which is how zones name them.
 */
export class LetterBook {
  private readonly letters = new Map<string, Map<number, string>>();
  private readonly accessoryCodes = new Map<number, AccessoryCode>();

  constructor(catalog: Catalog) {
    for (const [code, id] of Object.entries(catalog.accessoryIds)) {
      this.accessoryCodes.set(id, code as AccessoryCode);
    }
  }

  set(facilityId: number, menuId: number, pickableId: number, letter: string): void {
    const key = `${facilityId}:${menuId}`;
    const map = this.letters.get(key) ?? new Map<number, string>();
    map.set(pickableId, letter);
    this.letters.set(key, map);
  }

  /** The zone cell key of a pickable, or undefined when it has none (unconfigured). */
  cellKey(facilityId: number, menuId: number, pickableId: number): string | undefined {
    return (
      this.accessoryCodes.get(pickableId) ??
      this.letters.get(`${facilityId}:${menuId}`)?.get(pickableId)
    );
  }
}

/** Letters as the floor has always numbered them, so one preset fits every week's menu. */
function standardLetters(catalog: Catalog, menuId: number): Map<number, string> {
  const menu = catalog.byMenu.get(menuId);
  const letters = new Map<number, string>();
  if (!menu) return letters;
  menu.standard.forEach((meal, i) => letters.set(meal.id, `M${i + 1}`));
  // F for the first family meals, E for the rest (a meal may move between the two).
  menu.family.forEach((meal, i) => letters.set(meal.id, i < 4 ? `F${i + 1}` : `E${i - 3}`));
  menu.tempo.forEach((meal, i) => letters.set(meal.id, `T${i + 1}`));
  menu.heatAndEatIds.forEach((id, i) => letters.set(id, `H${i + 1}`));
  menu.addOnIds.forEach((id, i) => letters.set(id, `A${i + 1}`));
  const used = new Set(
    [...menu.standard, ...menu.family].flatMap((meal) => meal.proteins.map((p) => p.proteinId)),
  );
  catalog.proteinIds.forEach((id, i) => {
    if (used.has(id)) letters.set(id, `P${i + 1}`);
  });
  [...menu.standard, ...menu.family].forEach((meal, i) => {
    if (meal.cardId !== null) letters.set(meal.cardId, `C${i + 1}`);
  });
  letters.set(catalog.linerId, 'B1');
  letters.set(catalog.iceLocationIds.top, 'L1');
  letters.set(catalog.iceLocationIds.middle, 'L2');
  letters.set(catalog.iceLocationIds.bottom, 'L3');
  return letters;
}

/** One duplicate per facility where it shows (so the duplicate warning list has something). */
const DUPLICATES: Record<number, { plan: 'standard' | 'family'; from: number; to: number }> = {
  1: { plan: 'standard', from: 6, to: 7 },
  8: { plan: 'family', from: 1, to: 2 },
};

export async function seedLetters(
  ctx: SeedContext,
  plan: MenuPlan,
  catalog: Catalog,
): Promise<LetterBook> {
  const book = new LetterBook(catalog);
  const rows: Row<'pickable_letters'>[] = [];
  for (const facilityId of ctx.profile.dataFacilityIds) {
    for (const menu of plan.menus) {
      const letters = standardLetters(catalog, menu.id);
      const duplicate = DUPLICATES[facilityId];
      const meals = catalog.byMenu.get(menu.id);
      if (duplicate && meals && menu.week >= plan.packed.week) {
        const from = meals[duplicate.plan][duplicate.from];
        const to = meals[duplicate.plan][duplicate.to];
        const letter = from && letters.get(from.id);
        if (to && letter) letters.set(to.id, letter);
      }
      // Menus two or more weeks out are still being lettered: some rows have no letter yet.
      const random = createRandom(`letters:${facilityId}:${menu.date}`);
      const unfinished = menu.week >= plan.packed.week + 2;
      const updatedAt = menu.packingStartedAt
        ? minutesBefore(menu.packingStartedAt, 2 * 24 * 60)
        : minutesBefore(ctx.now, 24 * 60);
      for (const [pickableId, letter] of letters) {
        if (unfinished && random.datatype.boolean({ probability: 0.3 })) continue;
        book.set(facilityId, menu.id, pickableId, letter);
        rows.push({
          packing_facility_id: facilityId,
          menu_id: menu.id,
          pickable_id: pickableId,
          letter,
          updated_at: updatedAt,
        });
      }
    }
  }
  await ctx.writer.insert('pickable_letters', rows);
  return book;
}
