/** The planner's texts, each in one place. */

/** Planner and filter toasts hide after 5 s. */
export const PLANNER_TOAST_SECONDS = 5;

export const MANUAL_COMPLETION_CONFIRM = 'Manually complete pack line plan groups?';
export const MANUAL_COMPLETION_SUCCESS =
  'Manual Completion of Pack Line Plan Groups is successful.';
export const MANUAL_COMPLETION_FAILURE =
  'There was an error when attempting manual completion of Pack Line Plan Groups. Please contact Tech.';

export const SPLIT_FAILURE =
  'Error: cannot split groups. Please try again. If the issue continues, please contact IT.';

export const STALE_DATA = 'Your data is out of date, please refresh';

/** One side of a split: 'N box(es) assigned to Pack Line X.' or 'N box(es) unassigned.' */
function splitSide(count: number, line: string | null): string {
  return line ? `${count} box(es) assigned to Pack Line ${line}.` : `${count} box(es) unassigned.`;
}

/** 'Success! N box(es) unassigned or assigned to Pack Line X. ...' per side. */
export function splitSuccess(
  current: { count: number; line: string | null },
  next: { count: number; line: string | null },
): string {
  return `Success! ${splitSide(current.count, current.line)} ${splitSide(next.count, next.line)}`;
}

export function assignSuccess(count: number, line: string | null): string {
  return line
    ? `${count} group(s) assigned to Pack Line ${line}.`
    : `${count} group(s) unassigned.`;
}

export const filtersSuccess = (line: string) => `Filters updated for pack line ${line}`;
export const filtersFailure = (line: string) => `Unable to update filters for pack line ${line}`;

export const REFRESH_PRINTERS_CONFIRM =
  'Refreshing printers will sign out all printers! Are you sure?';
export const REFRESH_LINES_CONFIRM =
  'Refreshing lines may cause disruptions on active pack lines! Are you sure?';
export const REFRESH_PRINTERS_SUCCESS = 'Printers refreshed: every printer was signed out.';
export const REFRESH_PRINTERS_FAILURE = 'There was an error refreshing the printers.';
export const REFRESH_LINES_SUCCESS = 'Lines refreshed.';
export const REFRESH_LINES_FAILURE = 'There was an error refreshing the lines.';

export const GENERATE_PDFS_CONFIRM = 'Are you sure you want to generate PDFs?';
export const GENERATE_PDFS_SUCCESS =
  'Generated PDFs will be available for download via a chat message in the labels channel shortly.';
export const GENERATE_PDFS_FAILURE =
  'There was an error when attempting to generate your PDFs. Please contact someone from tech if this problem persists.';

export const CHASE_LIST_SUCCESS = 'The chase list was emailed.';
export const CHASE_LIST_FAILURE = 'There was an error emailing the chase list.';

export const presetChanged = (line: string, preset: string) =>
  `Pack Line ${line} now uses preset ${preset}.`;

/** Why an action on the selected groups is disabled. */
export const NEEDS_SELECTION = 'Select at least one group';
export const NEEDS_TAILS = 'Select groups that have unpackable boxes';
