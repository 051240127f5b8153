/** The screen's texts, each in one place. */

export const TAB_SWITCH_QUESTION =
  'It looks like you are editing data, are you sure you want to switch tabs?';

export const CSV_SUCCESS = 'Your CSV was uploaded successfully.';
export const CSV_FAILURE =
  'There was an error submitting the CSV - please try again. If the problem persists, please contact someone from the Tech Fulfillment Team.';

/** Toast durations in seconds. */
export const CSV_SUCCESS_SECONDS = 3;
export const CSV_FAILURE_SECONDS = 6;

export const LOCKED_MENU_NOTICE = 'Menu is locked for letter edits';
export const LOCKED_MENU_REASON =
  'Packing of this menu has started, so its letters can no longer be edited or uploaded.';

export const MEAL_LETTER_HINT = 'One letter followed by digits, e.g. A12';
export const PROTEIN_LETTER_HINT = 'P followed by digits, e.g. P3';

export const PICKS_PER_TWO_SERVINGS = 'Picks per 2 Servings';
