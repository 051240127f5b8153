/**
 * History (issue 47): who changed what, when, on every screen. Shared by the operations host
 * (which records and undoes), the gateway (which serves it) and the web app (which shows it), so
 * that a kind's words and whether it can be undone are said once.
 *
 * To record a new kind: add it to HISTORY_KINDS with its screen, its words and either `undoable`
 * (and an undo handler in ops-host/src/history/undo-handlers.ts) or `notUndoable` (the reason an
 * entry shows instead of Undo).
 */

/**
 * The screens whose changes are recorded; a History panel lists one screen's entries.
 * 'operations' is the operator's commands that no admin screen shows (the printer network, API
 * keys): listed on the History page only, under their own screen filter.
 */
export const HISTORY_SCREENS = [
  'pick_letters',
  'ice_restrictions',
  'line_presets',
  'planner',
  'label_status',
  'login_code',
  'printer_kiosk',
  'zone_display',
  'floor_sessions',
  'operations',
] as const;
export type HistoryScreen = (typeof HISTORY_SCREENS)[number];

interface KindInfo {
  screen: HistoryScreen;
  /** The operation in a lead's words, for the kind filter. */
  label: string;
  /** Undo takes the change back (a handler restores the entry's before). */
  undoable?: true;
  /** Why an entry of this kind has no Undo, shown in its place. */
  notUndoable?: string;
}

export const PRINTING_NOT_UNDOABLE = 'Printing cannot be undone.';
// Planner and line presets (admin).
export const COMPLETION_NOT_UNDOABLE = 'Completion cannot be undone.';
export const PDF_NOT_UNDOABLE = 'Generated PDFs cannot be undone.';
export const SPLIT_NOT_UNDOABLE =
  'A split cannot be undone: its new group may already be printing on its line.';
export const TAILS_NOT_UNDOABLE =
  'Moving tails cannot be undone: their new groups may already be printing.';
export const PRESET_CREATED_NOT_UNDOABLE =
  'Creating a preset is not undone here: delete the preset to take it back.';
export const PRESET_DELETED_NOT_UNDOABLE =
  'A deleted preset is not restored: create it again (its zones are listed in this entry).';
export const REFRESH_NOT_UNDOABLE = 'A refresh cannot be undone: the screens have reloaded.';
// End of planner and line presets (admin).
/** A floor screen's own action (a sign-in, a pause): the floor does it again if it must. */
export const FLOOR_NOT_UNDOABLE =
  'What a floor screen did is done again on the floor, not undone here.';

export const HISTORY_KINDS = {
  'ice_restriction.updated': {
    screen: 'ice_restrictions',
    label: 'Ice restriction changed',
    undoable: true,
  },
  'meal_letter.updated': { screen: 'pick_letters', label: 'Meal letter changed', undoable: true },
  'protein_letter.updated': {
    screen: 'pick_letters',
    label: 'Protein letter changed',
    undoable: true,
  },
  'meal_letters.uploaded': {
    screen: 'pick_letters',
    label: 'Meal letters uploaded',
    undoable: true,
  },
  'protein_letters.uploaded': {
    screen: 'pick_letters',
    label: 'Protein letters uploaded',
    undoable: true,
  },
  // Planner (admin).
  'planner.groups_assigned': {
    screen: 'planner',
    label: 'Groups assigned to a line',
    undoable: true,
  },
  'planner.display_order_updated': {
    screen: 'planner',
    label: 'Line order changed',
    undoable: true,
  },
  'planner.group_split': {
    screen: 'planner',
    label: 'Group split',
    notUndoable: SPLIT_NOT_UNDOABLE,
  },
  'planner.tails_reassigned': {
    screen: 'planner',
    label: 'Tails reassigned',
    notUndoable: TAILS_NOT_UNDOABLE,
  },
  'planner.groups_completed': {
    screen: 'planner',
    label: 'Groups completed by hand',
    notUndoable: COMPLETION_NOT_UNDOABLE,
  },
  'planner.filters_updated': { screen: 'planner', label: 'Line filters changed', undoable: true },
  'planner.line_preset_changed': {
    screen: 'planner',
    label: 'Line preset changed',
    undoable: true,
  },
  'planner.pdfs_generated': {
    screen: 'planner',
    label: 'Group PDFs generated',
    notUndoable: PDF_NOT_UNDOABLE,
  },
  // End of planner (admin).
  // Line presets (admin).
  'line_preset.created': {
    screen: 'line_presets',
    label: 'Preset created',
    notUndoable: PRESET_CREATED_NOT_UNDOABLE,
  },
  'line_preset.updated': { screen: 'line_presets', label: 'Preset saved', undoable: true },
  'line_preset.deleted': {
    screen: 'line_presets',
    label: 'Preset deleted',
    notUndoable: PRESET_DELETED_NOT_UNDOABLE,
  },
  'line_preset.pack_lines_refreshed': {
    screen: 'line_presets',
    label: 'Lines refreshed',
    notUndoable: REFRESH_NOT_UNDOABLE,
  },
  'line_preset.printers_refreshed': {
    screen: 'line_presets',
    label: 'Printers refreshed',
    notUndoable: REFRESH_NOT_UNDOABLE,
  },
  'line_preset.zone_barcodes_generated': {
    screen: 'line_presets',
    label: 'Zone barcodes PDF generated',
    notUndoable: PDF_NOT_UNDOABLE,
  },
  // End of line presets (admin).
  'printer_kiosk.label_printed': {
    screen: 'printer_kiosk',
    label: 'Label printed',
    notUndoable: PRINTING_NOT_UNDOABLE,
  },
  // Floor: the printer kiosk (nothing a kiosk does is undone from history).
  'printer_kiosk.label_released': {
    screen: 'printer_kiosk',
    label: 'Label not sent, box released',
    notUndoable: PRINTING_NOT_UNDOABLE,
  },
  'printer_kiosk.label_reprinted': {
    screen: 'printer_kiosk',
    label: 'Label reprinted',
    notUndoable: PRINTING_NOT_UNDOABLE,
  },
  'printer_kiosk.training_label_printed': {
    screen: 'printer_kiosk',
    label: 'Training label printed',
    notUndoable: PRINTING_NOT_UNDOABLE,
  },
  'printer_kiosk.printer_assigned': {
    screen: 'printer_kiosk',
    label: 'Printer signed onto a line',
    notUndoable: FLOOR_NOT_UNDOABLE,
  },
  'printer_kiosk.printer_confirmed': {
    screen: 'printer_kiosk',
    label: 'Printer confirmed',
    notUndoable: FLOOR_NOT_UNDOABLE,
  },
  'printer_kiosk.printer_unassigned': {
    screen: 'printer_kiosk',
    label: 'Printer signed off a line',
    notUndoable: FLOOR_NOT_UNDOABLE,
  },
  'printer_kiosk.line_paused': {
    screen: 'printer_kiosk',
    label: 'Line paused',
    notUndoable: FLOOR_NOT_UNDOABLE,
  },
  'printer_kiosk.tails_unassigned': {
    screen: 'printer_kiosk',
    label: 'Tails unassigned',
    notUndoable: FLOOR_NOT_UNDOABLE,
  },
  'printer_kiosk.active_groups_set': {
    screen: 'printer_kiosk',
    label: 'Current and next group set',
    notUndoable: FLOOR_NOT_UNDOABLE,
  },
  'printer_kiosk.filters_updated': {
    screen: 'printer_kiosk',
    label: 'Line filters changed on the kiosk',
    notUndoable: FLOOR_NOT_UNDOABLE,
  },
  // End of the printer kiosk's kinds.
  // Floor sign-ins (the supervisor code is never in an entry).
  'floor_sessions.signed_in': {
    screen: 'floor_sessions',
    label: 'Floor screen signed in',
    notUndoable: FLOOR_NOT_UNDOABLE,
  },
  'floor_sessions.signed_out': {
    screen: 'floor_sessions',
    label: 'Floor screen signed out',
    notUndoable: FLOOR_NOT_UNDOABLE,
  },
  // End of floor sign-ins.
  // Floor: zone screens (scans and heartbeats are the pick record itself, not history).
  'zone_display.qa_submitted': {
    screen: 'zone_display',
    label: 'QA submission',
    notUndoable: FLOOR_NOT_UNDOABLE,
  },
  // End of zone screens.
  // Operator commands.
  'label_status.generation_started': {
    screen: 'label_status',
    label: 'Label generation started',
    notUndoable: 'Label generation cannot be undone.',
  },
  'login_code.rotated': {
    screen: 'login_code',
    label: 'Supervisor code rotated',
    notUndoable: 'A rotated code is not brought back: rotate again for a new one.',
  },
  'api_key.created': {
    screen: 'operations',
    label: 'API key created',
    notUndoable: 'Revoke the key instead.',
  },
  'api_key.revoked': {
    screen: 'operations',
    label: 'API key revoked',
    notUndoable: 'A revoked key stays revoked: create a new one.',
  },
  'operator.printer_network_changed': {
    screen: 'operations',
    label: 'Printer network changed',
    notUndoable: 'Set the network again to change it back; printers signed off stay signed off.',
  },
  // End of operator commands.
} as const satisfies Record<string, KindInfo>;
export type HistoryKind = keyof typeof HISTORY_KINDS;

export const isHistoryKind = (kind: string): kind is HistoryKind =>
  Object.hasOwn(HISTORY_KINDS, kind);

/** Null when the kind can be undone; else why not (also for an unknown kind). */
export function notUndoableReason(kind: string): string | null {
  if (!isHistoryKind(kind)) return 'This change cannot be undone.';
  const info: KindInfo = HISTORY_KINDS[kind];
  return info.undoable ? null : (info.notUndoable ?? 'This change cannot be undone.');
}

/**
 * Who made a change: an admin user (id: the user's id), a floor screen (id: what tells screens
 * apart, e.g. its line and printer; name: the screen in words, "Kiosk, line A, printer
 * 10.1.0.12"), an API key (id and name: the key's), the operator's commands, or the host itself.
 */
export type HistoryAuthorKind = 'user' | 'floor' | 'api_key' | 'operator' | 'system';

export interface HistoryAuthor {
  kind: HistoryAuthorKind;
  id: string | null;
  name: string;
}

/** The author filter's value for an author: `user:3`, `api_key:7`, `operator:`. */
export const authorKey = (author: Pick<HistoryAuthor, 'kind' | 'id'>) =>
  `${author.kind}:${author.id ?? ''}`;

/** The realtime channel of a facility's new entries (its abbreviation): history_recorded. */
export const HISTORY_RECORDED_EVENT = 'history_recorded';

/** Page sizes of GET /history and the GraphQL history field. */
export const HISTORY_PAGE_DEFAULT = 50;
export const HISTORY_PAGE_MAX = 200;
