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
