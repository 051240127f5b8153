/** The seven groups of a Filter Labels dialog, in the order the planner and the kiosk show them. */
export const FILTER_SECTIONS = [
  ['Proteins', 'proteinLetters'],
  ['Standard Meals', 'mealLetters'],
  ['Tempo Meals', 'tempoLetters'],
  ['Family Meals', 'familyLetters'],
  ['Addons', 'addOnLetters'],
  ['Heat & Eat', 'heatAndEatLetters'],
  ['Other', 'otherLetters'],
] as const;

/** The filtered letters after a letter's box is ticked (shown, so not filtered) or cleared. */
export function withLetterChecked(
  filtered: ReadonlySet<string>,
  letter: string,
  checked: boolean,
): Set<string> {
  const next = new Set(filtered);
  if (checked) next.delete(letter);
  else next.add(letter);
  return next;
}
