import type { GraphQLResolveInfo } from 'graphql';
import type { UpstreamUser as UpstreamUserModel, UpstreamPackingFacility as UpstreamPackingFacilityModel, UpstreamMenu as UpstreamMenuModel } from '../upstream/types.ts';
import type { UpstreamFloorSessionBody as UpstreamFloorSessionBodyModel } from '../modules/floor-sessions/floor-session-api.ts';
import type { UpstreamLabelStatusFacility as UpstreamLabelStatusFacilityModel, LabelStatusShipDayModel as LabelStatusShipDayModelModel, UpstreamRegionOnShipDay as UpstreamRegionOnShipDayModel, UpstreamLabelsProgress as UpstreamLabelsProgressModel } from '../modules/label-status/types.ts';
import type { UpstreamLinePreset as UpstreamLinePresetModel, UpstreamLineAssignment as UpstreamLineAssignmentModel, UpstreamZone as UpstreamZoneModel } from '../modules/line-presets/types.ts';
import type { UpstreamIceRestrictionsBody as UpstreamIceRestrictionsBodyModel, UpstreamIceRestrictionMenu as UpstreamIceRestrictionMenuModel, UpstreamFacilityIceRestrictions as UpstreamFacilityIceRestrictionsModel, UpstreamIceSizeRestrictions as UpstreamIceSizeRestrictionsModel, UpstreamIceMealPlan as UpstreamIceMealPlanModel, UpstreamMenuIceRestriction as UpstreamMenuIceRestrictionModel } from '../modules/ice-restrictions/types.ts';
import type { UpstreamUserPreferences as UpstreamUserPreferencesModel } from '../modules/user-preferences/user-preferences-api.ts';
import type { UpstreamMealLetter as UpstreamMealLetterModel, ProteinLetterModel as ProteinLetterModelModel, LetterCountsModel as LetterCountsModelModel, PickLettersModel as PickLettersModelModel } from '../modules/pick-letters/types.ts';
import type { UpstreamKioskGroup as UpstreamKioskGroupModel, UpstreamKioskLabel as UpstreamKioskLabelModel, UpstreamKioskLineData as UpstreamKioskLineDataModel } from '../modules/printer-kiosk/printer-kiosk-api.ts';
import type { PackLinePlannerModel as PackLinePlannerModelModel, UpstreamPackLine as UpstreamPackLineModel, UpstreamPlanGroup as UpstreamPlanGroupModel, UpstreamShippingRegion as UpstreamShippingRegionModel, PackLinePlannerEventModel as PackLinePlannerEventModelModel } from '../modules/planner/types.ts';
import type { UpstreamHistoryEntry as UpstreamHistoryEntryModel, UpstreamHistoryAuthor as UpstreamHistoryAuthorModel, HistoryPageModel as HistoryPageModelModel, HistoryEventModel as HistoryEventModelModel } from '../modules/history/types.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AssignKioskPrinterInput = {
  packLineName: Scalars['String']['input'];
  packingFacilitySlug: Scalars['String']['input'];
  /** As typed on the kiosk: 1-3 digits, a dot, 1-3 digits. */
  printerIp: Scalars['String']['input'];
  /** Take the printer or line over from the kiosk using it (after showing the conflict). */
  takeOver?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AssignKioskPrinterPayload = {
  __typename?: 'AssignKioskPrinterPayload';
  /** A test label with a confirmation code was printed. */
  assigned: Scalars['Boolean']['output'];
  /** The printer or line is in use ('Printer 127.0.1.2 is in use on line B.'); null otherwise. */
  conflict: Maybe<Scalars['String']['output']>;
  printerError: Maybe<KioskPrinterError>;
  userErrors: Array<UserError>;
};

export type AssignPackLinePlanGroupsInput = {
  /** A line's letter; null or 'Unassigned' unassigns. */
  packLineName?: InputMaybe<Scalars['String']['input']>;
  packLinePlanGroupIds: Array<Scalars['ID']['input']>;
  packingFacilityId: Scalars['ID']['input'];
  /** Each of the groups as the planner saw it. */
  seenGroups: Array<SeenPackLinePlanGroup>;
};

export type BetaBoxPickables = {
  __typename?: 'BetaBoxPickables';
  mealBags: Array<ZonePickable>;
  proteins: Array<ZonePickable>;
};

export type BetaBoxScanData = {
  __typename?: 'BetaBoxScanData';
  icePacks: Array<IcePacks>;
  pickables: BetaBoxPickables;
};

export type CompletePackLinePlanGroupsInput = {
  packLinePlanGroupIds: Array<Scalars['ID']['input']>;
  packingFacilityId: Scalars['ID']['input'];
  /** Each of the groups as the planner saw it. */
  seenGroups: Array<SeenPackLinePlanGroup>;
};

export type ConfirmKioskPrinterInput = {
  /** The 4-digit code printed on the test label. */
  confirmationCode: Scalars['String']['input'];
  packLineName: Scalars['String']['input'];
  packingFacilitySlug: Scalars['String']['input'];
  printerIp: Scalars['String']['input'];
};

export type ConfirmKioskPrinterPayload = {
  __typename?: 'ConfirmKioskPrinterPayload';
  confirmed: Scalars['Boolean']['output'];
  /** 'Incorrect printer code'. */
  userErrors: Array<UserError>;
};

export type CreateLinePresetInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Set to duplicate that preset: the new one gets copies of its zones. */
  existingLinePresetId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  packingFacilityId: Scalars['ID']['input'];
};

export type CreateLinePresetPayload = {
  __typename?: 'CreateLinePresetPayload';
  linePreset: Maybe<LinePreset>;
  userErrors: Array<UserError>;
};

export type DeleteLinePresetInput = {
  id: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
};

export type DeleteLinePresetPayload = {
  __typename?: 'DeleteLinePresetPayload';
  /** The id of the deleted preset, null when it was not deleted. */
  deletedId: Maybe<Scalars['ID']['output']>;
  /** The operations host's notice on success. */
  notice: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
};

export type EmailChaseListInput = {
  packingFacilityId: Scalars['ID']['input'];
};

export type FacilityIceRestrictions = {
  __typename?: 'FacilityIceRestrictions';
  /** One entry per ice size, largest first. */
  iceRestrictions: Array<IceSizeRestrictions>;
  packingFacilityId: Scalars['ID']['output'];
  packingFacilityName: Scalars['String']['output'];
};

/** A packing facility as a floor screen knows it. */
export type FloorFacility = {
  __typename?: 'FloorFacility';
  /** As in the zone screens' address and the CFG barcodes: CHI, SBD. */
  abbreviation: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** As in the kiosk's address: chicago, san_bernardino. */
  slug: Scalars['String']['output'];
};

/**
 * A floor screen's sign-in (the printer kiosk), made with the supervisor's login code and bound to
 * one packing facility. It is separate from an admin user's session.
 */
export type FloorSession = {
  __typename?: 'FloorSession';
  /** When it ends unless signed out before (ISO 8601). */
  expiresAt: Scalars['String']['output'];
  packingFacility: FloorFacility;
};

export type FloorSignInInput = {
  /** The supervisor's five-digit login code, as shown on the code card. */
  loginCode: Scalars['String']['input'];
  /** The facility of the screen's address, e.g. chicago. */
  packingFacilitySlug: Scalars['String']['input'];
};

export type FloorSignInPayload = {
  __typename?: 'FloorSignInPayload';
  session: Maybe<FloorSession>;
  /**
   * A wrong code, or too many wrong codes from this screen's address in a minute (the message says
   * how long to wait).
   */
  userErrors: Array<UserError>;
};

export type GeneratePackLinePlanGroupPdfsInput = {
  packLinePlanGroupIds: Array<Scalars['ID']['input']>;
  packingFacilityId: Scalars['ID']['input'];
};

export type GeneratePdfPayload = {
  __typename?: 'GeneratePdfPayload';
  pdf: Maybe<GeneratedPdf>;
  userErrors: Array<UserError>;
};

export type GenerateZoneBarcodesPdfInput = {
  packLineId: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
};

export type GeneratedPdf = {
  __typename?: 'GeneratedPdf';
  /** Where the browser downloads it (this gateway's /downloads/pdfs/{id}). */
  downloadUrl: Scalars['String']['output'];
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/**
 * Who made a change: an admin user, a floor screen (its name says which: "Kiosk, line A, printer
 * 10.1.0.12"), an internal tool's API key, the operator's commands or the system.
 */
export type HistoryAuthor = {
  __typename?: 'HistoryAuthor';
  /** What history(authors:) takes to list this author's changes, e.g. user:3. */
  key: Scalars['String']['output'];
  kind: HistoryAuthorKind;
  /** The name when the change was made. */
  name: Scalars['String']['output'];
};

/** Who made a change. */
export type HistoryAuthorKind =
  | 'API_KEY'
  | 'FLOOR'
  | 'OPERATOR'
  | 'SYSTEM'
  | 'USER';

/** One recorded change. */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  /** What the change left, as JSON text; null when nothing. */
  after: Maybe<Scalars['String']['output']>;
  author: HistoryAuthor;
  /** What the change replaced, as JSON text (the screen's own shape); null when nothing. */
  before: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The operation, e.g. ice_restriction.updated (@ops/schema/history HISTORY_KINDS). */
  kind: Scalars['String']['output'];
  /** The operation in words, e.g. Ice restriction changed. */
  kindLabel: Scalars['String']['output'];
  /** Why there is no Undo: 'Printing cannot be undone.', 'Already undone.' */
  notUndoableReason: Maybe<Scalars['String']['output']>;
  /** Null for a change of no one facility. */
  packingFacilityId: Maybe<Scalars['ID']['output']>;
  /** ISO 8601, milliseconds. */
  recordedAt: Scalars['String']['output'];
  /** The screen whose change it is: pick_letters, ice_restrictions, planner, … */
  screen: Scalars['String']['output'];
  /** What changed, in the screen's words: 'Ice 96oz, family: restricted from 12/07 → unrestricted'. */
  summary: Scalars['String']['output'];
  /** The entry this one undid. */
  undoOf: Maybe<Scalars['ID']['output']>;
  /** Undo would take it back (undoHistoryEntry); false with notUndoableReason otherwise. */
  undoable: Scalars['Boolean']['output'];
  /** The entry that undid this one. */
  undoneBy: Maybe<Scalars['ID']['output']>;
};

/**
 * A facility's history as it is recorded. The first event is LIVE (entry null): from then on no
 * entry is missed, so a panel (re)connecting reads its first page again once; then RECORDED, one per
 * entry.
 */
export type HistoryEvent = {
  __typename?: 'HistoryEvent';
  entry: Maybe<HistoryEntry>;
  event: HistoryEventKind;
};

export type HistoryEventKind =
  | 'LIVE'
  | 'RECORDED';

export type HistoryPage = {
  __typename?: 'HistoryPage';
  /** Where the browser downloads every entry of these filters as CSV (the session's cookie applies). */
  csvUrl: Scalars['String']['output'];
  /** Newest first. */
  entries: Array<HistoryEntry>;
  /** Pass as after: for the next page; null on the last. */
  nextCursor: Maybe<Scalars['String']['output']>;
};

/** Ice packs of one location of the box; a missing 80 oz counts 0. */
export type IcePacks = {
  __typename?: 'IcePacks';
  eightyOz: Scalars['Int']['output'];
  /** top, middle or bottom. */
  location: Scalars['String']['output'];
  missedZoneId: Maybe<Scalars['Int']['output']>;
  ninetySixOz: Scalars['Int']['output'];
  sixtyFourOz: Scalars['Int']['output'];
  thirtyTwoOz: Scalars['Int']['output'];
};

/** One row: an ice size for a meal plan at a facility. */
export type IceRestriction = {
  __typename?: 'IceRestriction';
  /** The row's uuid. */
  id: Scalars['ID']['output'];
  /** Restricted from this menu on; null when not restricted indefinitely. */
  indefiniteRestriction: Maybe<IndefiniteIceRestriction>;
  mealPlanId: Scalars['ID']['output'];
  /** standard, family or tempo. */
  mealPlanSlug: Scalars['String']['output'];
  /** One entry per listed menu. */
  menuRestrictions: Array<MenuIceRestriction>;
  uuid: Scalars['ID']['output'];
};

/** A menu the ice restriction rows list (the same for every row). */
export type IceRestrictionMenu = {
  __typename?: 'IceRestrictionMenu';
  /** Before the menu being packed: its restriction can no longer change. */
  isPast: Scalars['Boolean']['output'];
  menuId: Scalars['ID']['output'];
  /** The menu's date, yyyy-MM-dd. */
  menuSlug: Scalars['String']['output'];
};

/** Every ice restriction row of the facilities the user may see. */
export type IceRestrictions = {
  __typename?: 'IceRestrictions';
  facilities: Array<FacilityIceRestrictions>;
  /** Oldest first: the last past menu, then the menu being packed and every later one. */
  menus: Array<IceRestrictionMenu>;
};

/** Ice pack sizes (REST: ninety_six_oz, eighty_oz, sixty_four_oz, thirty_two_oz). */
export type IceSize =
  | 'EIGHTY_OZ'
  | 'NINETY_SIX_OZ'
  | 'SIXTY_FOUR_OZ'
  | 'THIRTY_TWO_OZ';

export type IceSizeRestrictions = {
  __typename?: 'IceSizeRestrictions';
  iceSize: IceSize;
  /** As the screen shows it, e.g. 96oz. */
  label: Scalars['String']['output'];
  /** One row per meal plan. */
  mealPlans: Array<IceRestriction>;
};

export type IndefiniteIceRestriction = {
  __typename?: 'IndefiniteIceRestriction';
  menuId: Scalars['ID']['output'];
  menuSlug: Scalars['String']['output'];
};

/**
 * An event for a printer kiosk: application_updates (reload), refetch, filters_updated_by_planner
 * (filters carries the line's filtered letters) or printer_unassignment (excludedIp: the printer
 * that stays; every other kiosk of the line goes back to its line selector). Each subscription
 * starts with 'live' once its stream is live: a kiosk refetches then, so nothing said while it
 * was reconnecting is missed.
 */
export type KioskEvent = {
  __typename?: 'KioskEvent';
  event: Scalars['String']['output'];
  excludedIp: Maybe<Scalars['String']['output']>;
  filters: Maybe<Array<Scalars['String']['output']>>;
};

/** A pack line plan group as the kiosk lists it; counts are derived from the boxes. */
export type KioskGroup = {
  __typename?: 'KioskGroup';
  boxCount: Scalars['Int']['output'];
  boxSize: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  mealPlan: Scalars['String']['output'];
  /** The shipping region's name, or '{name} tail'. */
  name: Scalars['String']['output'];
  printedBoxCount: Scalars['Int']['output'];
  regionCode: Scalars['String']['output'];
  /** The shipping region's name: the kiosk's texts name a region by it, never by its code. */
  regionName: Scalars['String']['output'];
  /** boxCount minus printedBoxCount. */
  remainingBoxCount: Scalars['Int']['output'];
  shipDate: Scalars['String']['output'];
  /** Unprinted boxes this line cannot pack (a pickable without a cell, or filtered). */
  unpackableBoxCount: Scalars['Int']['output'];
};

/** A label record: one per box, printed once and reprinted on demand. */
export type KioskLabel = {
  __typename?: 'KioskLabel';
  /** The box's barcode, printed as Code 128. */
  barcode: Scalars['String']['output'];
  brand: Scalars['String']['output'];
  /**
   * False when the printer did not confirm it (the connection dropped or the host stopped while
   * printing): the label may or may not be on paper; reprint it if it is missing.
   */
  confirmed: Scalars['Boolean']['output'];
  customerName: Scalars['String']['output'];
  /** When it was last sent to a printer (ISO 8601). */
  lastPrinted: Scalars['String']['output'];
  /** The label record's id (metadataId). */
  metadataId: Scalars['ID']['output'];
  packLinePlanGroupId: Maybe<Scalars['ID']['output']>;
  shipDay: Scalars['String']['output'];
  shippingRegion: Scalars['String']['output'];
  shippingRegionCategory: Scalars['String']['output'];
  trackingNumber: Maybe<Scalars['String']['output']>;
};

export type KioskLineData = {
  __typename?: 'KioskLineData';
  currentGroupId: Maybe<Scalars['ID']['output']>;
  filteredLetters: Array<Scalars['String']['output']>;
  /** The line's groups in its order (complete groups left out). */
  groups: Array<KioskGroup>;
  nextGroupId: Maybe<Scalars['ID']['output']>;
  /** The line's id, for pauses and remaining pickables. */
  packLineId: Scalars['ID']['output'];
  packLineName: Scalars['String']['output'];
  /** The line's pause while it is paused (from a pause until the next label printed), else null. */
  pause: Maybe<KioskLinePause>;
  /** The lettered pickables of the line's menu in the filter dialog's seven groups. */
  pickables: PlannerPickables;
  /** This kiosk's confirmed printer on the line (full address), or null. */
  printerIp: Maybe<Scalars['String']['output']>;
  /** The latest 30 labels printed on the line, newest first. */
  reprintQueue: Array<KioskLabel>;
};

/** A pause of the line, as recorded by the operations host. */
export type KioskLinePause = {
  __typename?: 'KioskLinePause';
  /** When the line was paused (ISO 8601). */
  pausedAt: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  subReason: Maybe<Scalars['String']['output']>;
};

export type KioskLines = {
  __typename?: 'KioskLines';
  /** Line letters, A first. */
  packLineNames: Array<Scalars['String']['output']>;
  printersInUse: Array<KioskPrinterInUse>;
};

/** A reason to pause a line; when it has sub reasons one of them must be chosen. */
export type KioskPauseReason = {
  __typename?: 'KioskPauseReason';
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  subReasons: Array<KioskPauseSubReason>;
};

export type KioskPauseSubReason = {
  __typename?: 'KioskPauseSubReason';
  id: Scalars['ID']['output'];
  subReason: Scalars['String']['output'];
};

/** Why a printer did not print. */
export type KioskPrinterError = {
  __typename?: 'KioskPrinterError';
  /** True when the label may be on paper (check before printing again). */
  mayHavePrinted: Scalars['Boolean']['output'];
  /** 'Cannot connect to printer' or 'Printer took too long to respond, …'. */
  message: Scalars['String']['output'];
  /** What the printer or the network said, e.g. 'Paper out'. */
  reason: Maybe<Scalars['String']['output']>;
};

/** A line of the facility and the printer signed onto it, if any (the line selector). */
export type KioskPrinterInUse = {
  __typename?: 'KioskPrinterInUse';
  packLineName: Scalars['String']['output'];
  /** The printer's full address, e.g. 127.0.1.2. */
  printerIp: Scalars['String']['output'];
};

/** What the kiosk's printer says about itself now (its ~HS answer). */
export type KioskPrinterStatus = {
  __typename?: 'KioskPrinterStatus';
  /** Why it would not print (e.g. 'Paper out'), or why it did not answer. */
  faults: Array<Scalars['String']['output']>;
  /** It answered. */
  online: Scalars['Boolean']['output'];
  /** The printer's full address. */
  printerIp: Scalars['String']['output'];
  /** It answered and would print. */
  ready: Scalars['Boolean']['output'];
};

export type KioskRemainingLine = {
  __typename?: 'KioskRemainingLine';
  packLineName: Scalars['String']['output'];
  pickables: Array<KioskRemainingPickable>;
};

/** A pickable still to be packed and how many of it remain in unprinted boxes. */
export type KioskRemainingPickable = {
  __typename?: 'KioskRemainingPickable';
  count: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** MenuSelection, Ingredient, Protein, ShippingBoxLiner, … */
  pickableType: Scalars['String']['output'];
};

export type KioskRemainingPickables = {
  __typename?: 'KioskRemainingPickables';
  byLine: Array<KioskRemainingLine>;
  byRegion: Array<KioskRemainingRegion>;
  /** The ship dates that still have unprinted boxes on the lines (yyyy-MM-dd). */
  shipDates: Array<Scalars['String']['output']>;
};

export type KioskRemainingRegion = {
  __typename?: 'KioskRemainingRegion';
  pickables: Array<KioskRemainingPickable>;
  regionCategory: Scalars['String']['output'];
  regionName: Scalars['String']['output'];
};

export type LabelError = {
  __typename?: 'LabelError';
  errorClass: Scalars['String']['output'];
  errorMessage: Scalars['String']['output'];
};

export type LabelStatusEvent = LabelStatusSnapshot | LabelsErrorUpdate | LabelsProgressUpdate | PostponedShipmentsUpdate;

/** A packing facility as the label status tracker lists it: its ship days. */
export type LabelStatusFacility = {
  __typename?: 'LabelStatusFacility';
  abbreviatedName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** From a week ago on, oldest first. */
  shipDays: Array<LabelStatusShipDay>;
};

/** A ship day entry. */
export type LabelStatusShipDay = {
  __typename?: 'LabelStatusShipDay';
  /** The ship date, yyyy-MM-dd. */
  day: Scalars['String']['output'];
  /** Boxes postponed so far plus unlabelled boxes without an address, which a run will postpone. */
  estimatedPostponedCount: Scalars['Int']['output'];
  expectedShipments: Scalars['Int']['output'];
  /** The facility id and the day: '1/2026-11-26'. */
  id: Scalars['ID']['output'];
  /** When the day's labels were last generated (ISO 8601); null before any run ended. */
  labelsGeneratedAt: Maybe<Scalars['String']['output']>;
  /** The same moment as the facility's staff read it, e.g. 'Wed 11/25/2026 6:00 PM CST'. */
  labelsGeneratedAtStringify: Maybe<Scalars['String']['output']>;
};

/** The region as it was when the subscription went live; always the first item. */
export type LabelStatusSnapshot = {
  __typename?: 'LabelStatusSnapshot';
  region: ShippingRegionLabelStatus;
};

/** labels_error_updates: the region's errors (the region is Errored). */
export type LabelsErrorUpdate = {
  __typename?: 'LabelsErrorUpdate';
  errors: Array<LabelError>;
  regionId: Scalars['ID']['output'];
};

export type LabelsProgress = {
  __typename?: 'LabelsProgress';
  /** Null until a run has reached the region. */
  status: Maybe<LabelsProgressStatus>;
};

/** Label progress of a shipping region on a ship day. */
export type LabelsProgressStatus =
  | 'COMPLETED'
  | 'ERRORED'
  | 'IN_PROGRESS';

/** labels_progress_updates: the region's new status. */
export type LabelsProgressUpdate = {
  __typename?: 'LabelsProgressUpdate';
  regionId: Scalars['ID']['output'];
  status: LabelsProgressStatus;
};

/** A pack line that uses a preset. */
export type LineAssignment = {
  __typename?: 'LineAssignment';
  id: Scalars['ID']['output'];
  /** The line's letter, e.g. A. */
  name: Scalars['String']['output'];
};

/** A pick-to-light zone layout of a packing facility. */
export type LinePreset = {
  __typename?: 'LinePreset';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The lines using this preset; a preset with lines cannot be deleted. */
  lineAssignments: Array<LineAssignment>;
  /** Unique within the facility. */
  name: Scalars['String']['output'];
  packingFacilityId: Scalars['ID']['output'];
  /** Ordered by zoneId. */
  zones: Array<Zone>;
};

/**
 * A pickable of the Meal Letters tab (meals, add-ons, heat & eat, recipe cards, the box liner) and
 * its letter at one facility for one menu.
 */
export type MealLetter = {
  __typename?: 'MealLetter';
  /** Facility, menu and pickable: the same pickable has its own letter at each facility and menu. */
  id: Scalars['ID']['output'];
  /** Meal Bag, Large Meal Bag, Family Meal Bag or Protein Meal Bag; null: not editable. */
  mealBag: Maybe<Scalars['String']['output']>;
  /** Null while the pickable has no letter yet. */
  mealLetter: Maybe<Scalars['String']['output']>;
  /** Of standard, family, tempo. */
  mealPlans: Array<Scalars['String']['output']>;
  menuId: Scalars['ID']['output'];
  packingFacilityId: Scalars['ID']['output'];
  pickableId: Scalars['ID']['output'];
  pickableName: Scalars['String']['output'];
  /** MenuSelection, Ingredient, MealCard or ShippingBoxLiner. */
  pickableType: Scalars['String']['output'];
};

/** A row of the meal letters CSV, cells as read. */
export type MealLetterCsvRowInput = {
  mealLetter: Scalars['String']['input'];
  menuId: Scalars['String']['input'];
  pickableName: Scalars['String']['input'];
};

export type Menu = {
  __typename?: 'Menu';
  /** When the menu ends, ISO 8601. */
  endsAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  menuId: Scalars['ID']['output'];
  menuSlug: Scalars['String']['output'];
  /** The menu's date, yyyy-MM-dd. */
  slug: Scalars['String']['output'];
};

export type MenuIceRestriction = {
  __typename?: 'MenuIceRestriction';
  /** Restricted by its own checkbox (menus under the indefinite restriction are told by it). */
  iceRestriction: Scalars['Boolean']['output'];
  menuId: Scalars['ID']['output'];
  menuSlug: Scalars['String']['output'];
  /** The restriction's uuid; null when the menu is not restricted by itself. */
  uuid: Maybe<Scalars['ID']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Signs the kiosk's printer onto a line and prints a test label with a confirmation code. */
  assignKioskPrinter: AssignKioskPrinterPayload;
  /** Assigns groups to a line (appended to its order) or unassigns them; completed groups refused. */
  assignPackLinePlanGroups: PackLinePlannerChangePayload;
  /** Marks groups complete by hand (Manual). */
  completePackLinePlanGroups: PackLinePlannerChangePayload;
  /** The code of the test label; the host checks it. */
  confirmKioskPrinter: ConfirmKioskPrinterPayload;
  /** Creates a preset, or duplicates one with existingLinePresetId. */
  createLinePreset: CreateLinePresetPayload;
  /** Deletes a preset no line uses. */
  deleteLinePreset: DeleteLinePresetPayload;
  /** Email Chase List: the menu's remaining pickables at the facility, mailed as CSV. */
  emailChaseList: RefreshPayload;
  floorSignIn: FloorSignInPayload;
  floorSignOut: SignOutPayload;
  /** Generate PDFs: one PDF of the groups' box labels, announced in the labels chat. */
  generatePackLinePlanGroupPdfs: GeneratePdfPayload;
  /** The CFG barcodes of a line's zones as a PDF, mailed. */
  generateZoneBarcodesPdf: GeneratePdfPayload;
  /** Records a pause of the line with its reason (POST events). */
  pauseKioskLine: PauseKioskLinePayload;
  /** Prints the next box of the group on the kiosk's printer, exactly once. */
  printLabel: PrintLabelPayload;
  /** A sample label on the kiosk's printer, confirmed by the supervisor's code (label is null). */
  printTrainingLabel: PrintLabelPayload;
  /** Moves each group's tail (boxes its line cannot pack) to a new '{name} tail' group on the line. */
  reassignPackLineTails: PackLinePlannerChangePayload;
  /** Refresh Lines: the lines' zone screens reload (PUT /pick_to_light/v2/pack_lines/refresh). */
  refreshPackLines: RefreshPayload;
  /** Refresh Printers: every printer of the facility is signed out and its kiosk reloads. */
  refreshPrinters: RefreshPayload;
  /**
   * A floor screen's heartbeat (register_event): zone screens at start and every 30 s, printer
   * screens as zone 0. A screen is online while its last heartbeat is under 120 s old.
   */
  registerEvent: RegisterEventPayload;
  /** Sends a recorded label again (labelsPrinted is null). */
  reprintLabel: PrintLabelPayload;
  /**
   * Saves name, description and zones all at once; an invalid preset is refused with userErrors
   * and nothing is saved. The zone screens of the lines using it refetch their configuration.
   */
  saveLinePreset: SaveLinePresetPayload;
  /**
   * A box scanned at a zone (recorded whatever the outcome). An unknown box is NOT_FOUND; a box of
   * another line BAD_USER_INPUT with the message the screen shows.
   */
  scanBox: ZoneScan;
  /** The line's current and next group (PUT active_groups). */
  setKioskActiveGroups: SetKioskActiveGroupsPayload;
  signIn: SignInPayload;
  signOut: SignOutPayload;
  /** Splits a group's remaining boxes in two (each at least 1). */
  splitPackLinePlanGroup: SplitPackLinePlanGroupPayload;
  submitQaInspection: QaSubmissionPayload;
  unassignKioskPrinter: UnassignKioskPrinterPayload;
  /** Moves the unpackable boxes of the chosen groups to Unassigned tail groups. */
  unassignKioskTails: UnassignKioskTailsPayload;
  /**
   * POST /history/:id/undo: restores what the change replaced and records the undo. Refused (in
   * userErrors, nothing changed) when what it would restore has changed since, or when the change
   * cannot be undone.
   */
  undoHistoryEntry: UndoHistoryEntryPayload;
  /** PUT /ice_restrictions. A refused change comes back in userErrors and changes nothing. */
  updateIceRestriction: UpdateIceRestrictionPayload;
  /** Filter Labels on the kiosk: the line's filtered letters (POST filters/update_filters). */
  updateKioskFilters: UpdateKioskFiltersPayload;
  /** One row of the Meal Letters grid (PUT /pick_letters/meal_letters/update). */
  updateMealLetter: UpdateMealLetterPayload;
  /** Replaces a line's filtered letters, refused when they changed since the planner read them. */
  updatePackLineFilters: UpdatePackLineFiltersPayload;
  /** Gives a line's groups a new order. */
  updatePackLinePlanGroupOrder: PackLinePlannerChangePayload;
  /** Gives a line another preset of its facility; its zone screens reload their configuration. */
  updatePackLinePreset: PackLinePlannerChangePayload;
  /** One row of the Protein Letters grid (PUT /pick_letters/protein_letters/{id}). */
  updateProteinLetter: UpdateProteinLetterPayload;
  /**
   * Keeps the facility and menu the user chose. A facility that is not the user's is FORBIDDEN; an
   * id that is not one, or an unknown menu, comes back as a user error and nothing is kept.
   */
  updateUserPreferences: UpdateUserPreferencesPayload;
  /** The meal letters CSV, all rows or none (PUT /pick_letters/meal_letters/batch_update). */
  uploadMealLetters: UploadMealLettersPayload;
  /** The protein letters CSV, all rows or none (PUT /pick_letters/protein_letters/batch_update). */
  uploadProteinLetters: UploadProteinLettersPayload;
  /** Checks the supervisor's code typed on the kiosk (restricted group changes). */
  verifySupervisorCode: VerifySupervisorCodePayload;
};


export type MutationAssignKioskPrinterArgs = {
  input: AssignKioskPrinterInput;
};


export type MutationAssignPackLinePlanGroupsArgs = {
  input: AssignPackLinePlanGroupsInput;
};


export type MutationCompletePackLinePlanGroupsArgs = {
  input: CompletePackLinePlanGroupsInput;
};


export type MutationConfirmKioskPrinterArgs = {
  input: ConfirmKioskPrinterInput;
};


export type MutationCreateLinePresetArgs = {
  input: CreateLinePresetInput;
};


export type MutationDeleteLinePresetArgs = {
  input: DeleteLinePresetInput;
};


export type MutationEmailChaseListArgs = {
  input: EmailChaseListInput;
};


export type MutationFloorSignInArgs = {
  input: FloorSignInInput;
};


export type MutationGeneratePackLinePlanGroupPdfsArgs = {
  input: GeneratePackLinePlanGroupPdfsInput;
};


export type MutationGenerateZoneBarcodesPdfArgs = {
  input: GenerateZoneBarcodesPdfInput;
};


export type MutationPauseKioskLineArgs = {
  input: PauseKioskLineInput;
};


export type MutationPrintLabelArgs = {
  input: PrintLabelInput;
};


export type MutationPrintTrainingLabelArgs = {
  input: PrintTrainingLabelInput;
};


export type MutationReassignPackLineTailsArgs = {
  input: AssignPackLinePlanGroupsInput;
};


export type MutationRefreshPackLinesArgs = {
  input: RefreshPackLinesInput;
};


export type MutationRefreshPrintersArgs = {
  input: RefreshPrintersInput;
};


export type MutationRegisterEventArgs = {
  input: RegisterEventInput;
};


export type MutationReprintLabelArgs = {
  input: ReprintLabelInput;
};


export type MutationSaveLinePresetArgs = {
  input: SaveLinePresetInput;
};


export type MutationScanBoxArgs = {
  input: ScanBoxInput;
};


export type MutationSetKioskActiveGroupsArgs = {
  input: SetKioskActiveGroupsInput;
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSplitPackLinePlanGroupArgs = {
  input: SplitPackLinePlanGroupInput;
};


export type MutationSubmitQaInspectionArgs = {
  input: QaSubmissionInput;
};


export type MutationUnassignKioskPrinterArgs = {
  input: UnassignKioskPrinterInput;
};


export type MutationUnassignKioskTailsArgs = {
  input: UnassignKioskTailsInput;
};


export type MutationUndoHistoryEntryArgs = {
  input: UndoHistoryEntryInput;
};


export type MutationUpdateIceRestrictionArgs = {
  input: UpdateIceRestrictionInput;
};


export type MutationUpdateKioskFiltersArgs = {
  input: UpdateKioskFiltersInput;
};


export type MutationUpdateMealLetterArgs = {
  input: UpdateMealLetterInput;
};


export type MutationUpdatePackLineFiltersArgs = {
  input: UpdatePackLineFiltersInput;
};


export type MutationUpdatePackLinePlanGroupOrderArgs = {
  input: UpdatePackLinePlanGroupOrderInput;
};


export type MutationUpdatePackLinePresetArgs = {
  input: UpdatePackLinePresetInput;
};


export type MutationUpdateProteinLetterArgs = {
  input: UpdateProteinLetterInput;
};


export type MutationUpdateUserPreferencesArgs = {
  input: UpdateUserPreferencesInput;
};


export type MutationUploadMealLettersArgs = {
  input: UploadMealLettersInput;
};


export type MutationUploadProteinLettersArgs = {
  input: UploadProteinLettersInput;
};


export type MutationVerifySupervisorCodeArgs = {
  input: VerifySupervisorCodeInput;
};

/** A pack line as the planner shows it; counts over the menu's groups on it. */
export type PackLine = {
  __typename?: 'PackLine';
  boxCount: Scalars['Int']['output'];
  currentGroupId: Maybe<Scalars['ID']['output']>;
  /** How many letters are filtered on the line. */
  filteredPickables: Scalars['Int']['output'];
  /** The filtered letters. */
  filters: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The line's latest label print, ISO 8601; the widget's 'last print' text is from it. */
  lastPrintedAt: Maybe<Scalars['String']['output']>;
  lastScannedAt: Maybe<Scalars['String']['output']>;
  linePreset: Maybe<PackLinePresetRef>;
  /** The line's letter. */
  name: Scalars['String']['output'];
  nextGroupId: Maybe<Scalars['ID']['output']>;
  packingFacilityId: Scalars['ID']['output'];
  /** The menu's letters: the same as the planner's pickables, which a screen reads once. */
  pickables: PlannerPickables;
  printedBoxCount: Scalars['Int']['output'];
  /** Letters that unprinted boxes on the line need and its preset has no cell for. */
  unconfiguredPicks: Scalars['Int']['output'];
  unpackableBoxCount: Scalars['Int']['output'];
};

/** A pack line plan group; every count is derived from its boxes. */
export type PackLinePlanGroup = {
  __typename?: 'PackLinePlanGroup';
  boxCount: Scalars['Int']['output'];
  /** Inches. */
  boxSize: Scalars['Int']['output'];
  /**
   * Completed by hand (softComplete) or every one of its boxes printed: isGroupComplete(group) of
   * @ops/schema/planner/rules, which a screen applies to the counts rather than reading this.
   */
  complete: Scalars['Boolean']['output'];
  displayOrder: Scalars['Int']['output'];
  dockoutTimeStamp: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ineligibleZones: Array<Scalars['Int']['output']>;
  /** The line's letter, or 'Unassigned'. */
  lineAssignment: Scalars['String']['output'];
  mealPlan: Scalars['String']['output'];
  name: Scalars['String']['output'];
  printedBoxCount: Scalars['Int']['output'];
  /** Unprinted boxes: boxCount - printedBoxCount. */
  remainingBoxCount: Scalars['Int']['output'];
  /** yyyy-MM-dd */
  shipDate: Scalars['String']['output'];
  /** The ship date's weekday in English (Monday); the same as shipDayOf(shipDate). */
  shipDay: Scalars['String']['output'];
  /** The region's name; the same as its entry in the planner's shippingRegions. */
  shippingRegion: Scalars['String']['output'];
  /** The region's category; the planner's shippingRegions list it once per region. */
  shippingRegionCategory: Scalars['String']['output'];
  /** The group's shipping region: one of the planner's shippingRegions, which names it once. */
  shippingRegionId: Scalars['ID']['output'];
  /** Completed by hand (Manual); always complete too. */
  softComplete: Scalars['Boolean']['output'];
  unpackableBoxCount: Scalars['Int']['output'];
  unpackableCountsPerLine: Array<UnpackableCountOnLine>;
};

/** The pack line planner of a facility: the menu being packed, its groups, the lines. */
export type PackLinePlanner = {
  __typename?: 'PackLinePlanner';
  /** The facility id. */
  id: Scalars['ID']['output'];
  /** When these figures were read, ISO 8601. */
  lastUpdatedAt: Scalars['String']['output'];
  /** The menu being packed; null when none is. */
  menu: Maybe<Menu>;
  /** Every plan group of the menu, ordered by ship date, line and display order. */
  packLinePlanGroups: Array<PackLinePlanGroup>;
  packLines: Array<PackLine>;
  /** The menu's lettered pickables at the facility, once: the same lists every line's filters choose from. */
  pickables: PlannerPickables;
  /** The facility's shipping regions, each once with its name and category (groups name them by id). */
  shippingRegions: Array<PlannerShippingRegion>;
};

/**
 * The groups a planner change touched and every line of the facility, as they are now. When the
 * change is refused because the planner's data was stale, the groups it acted on (and, for an
 * order, the line's groups) and every line as they are now, for the dialog to show.
 */
export type PackLinePlannerChangePayload = {
  __typename?: 'PackLinePlannerChangePayload';
  packLinePlanGroups: Array<PackLinePlanGroup>;
  packLines: Array<PackLine>;
  userErrors: Array<UserError>;
};

/** An event of pack_line_planner_updates_for_{abbreviatedName}. */
export type PackLinePlannerEvent = {
  __typename?: 'PackLinePlannerEvent';
  /** filters_updated: the change it reports (a planner's own change is not news to it). */
  changeId: Maybe<Scalars['String']['output']>;
  /** live first (the stream is live: refetch once), then pack_line_updates or filters_updated. */
  event: Scalars['String']['output'];
  packLineNames: Array<Scalars['String']['output']>;
  packLinePlanGroupIds: Array<Scalars['ID']['output']>;
  /** The groups the event names as they are now (read with the subscriber's session). */
  packLinePlanGroups: Array<PackLinePlanGroup>;
  /**
   * The lines the event names (packLineNames: those whose figures it moved) as they are now; every
   * line of the facility when it names none.
   */
  packLines: Array<PackLine>;
  /** Why: assign, split, print, filters, preset, … */
  reason: Maybe<Scalars['String']['output']>;
};

export type PackLinePresetRef = {
  __typename?: 'PackLinePresetRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type PackLineStatus = {
  __typename?: 'PackLineStatus';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  printers: Array<ScreenStatus>;
  zones: Array<ScreenStatus>;
};

/**
 * A facility's status wall should refetch: reason is connected (first, each time the subscription
 * starts), online (a screen came back) or offline (a screen's last heartbeat passed 120 s).
 */
export type PackLineStatusChange = {
  __typename?: 'PackLineStatusChange';
  reason: Scalars['String']['output'];
};

export type PackableTailCount = {
  __typename?: 'PackableTailCount';
  packLinePlanGroupId: Scalars['ID']['output'];
  /** How many of them the chosen line can pack. */
  packableCount: Scalars['Int']['output'];
  /** Unprinted boxes of the group its own line cannot pack. */
  tailCount: Scalars['Int']['output'];
};

export type PackableTailCounts = {
  __typename?: 'PackableTailCounts';
  counts: Array<PackableTailCount>;
  totalPackableCount: Scalars['Int']['output'];
  totalTailCount: Scalars['Int']['output'];
};

export type PackingFacility = {
  __typename?: 'PackingFacility';
  abbreviatedName: Scalars['String']['output'];
  colloquialName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Weekday names this facility ships on, e.g. Monday. */
  shipDays: Array<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  /** The facility's clock as an IANA zone, e.g. America/Chicago: its people read times in it. */
  timeZone: Scalars['String']['output'];
};

export type PalletData = {
  __typename?: 'PalletData';
  /** Box size in inches. */
  boxSize: Scalars['Int']['output'];
  shipDay: Scalars['String']['output'];
  shippingRegion: Scalars['String']['output'];
};

export type PalletScanData = {
  __typename?: 'PalletScanData';
  boxSize: Scalars['Int']['output'];
  shipDay: Scalars['String']['output'];
  shippingRegion: Scalars['String']['output'];
  /** The previous box scanned at this pallet zone went to another region: start a new pallet. */
  shippingRegionHasChanged: Scalars['Boolean']['output'];
};

export type PauseKioskLineInput = {
  /** True when the idle timer opened the pause dialog. */
  autoTrigger?: InputMaybe<Scalars['Boolean']['input']>;
  /** The line's id (KioskLineData.packLineId). */
  packLineId: Scalars['ID']['input'];
  packingFacilitySlug: Scalars['String']['input'];
  reasonId: Scalars['ID']['input'];
  /** Required when the reason has sub reasons, refused otherwise. */
  subReasonId?: InputMaybe<Scalars['ID']['input']>;
};

export type PauseKioskLinePayload = {
  __typename?: 'PauseKioskLinePayload';
  paused: Scalars['Boolean']['output'];
  userErrors: Array<UserError>;
};

/** The counts chips of a facility and menu. */
export type PickLetterCounts = {
  __typename?: 'PickLetterCounts';
  /** Letters held by more than one pickable (warned about, not blocked). */
  duplicateLetters: Scalars['Int']['output'];
  /** Facility and menu. */
  id: Scalars['ID']['output'];
  mealLettersAssigned: Scalars['Int']['output'];
  mealPickables: Scalars['Int']['output'];
  proteinLettersAssigned: Scalars['Int']['output'];
  proteins: Scalars['Int']['output'];
};

/** Everything the pick letters screen shows for one facility and menu. */
export type PickLetters = {
  __typename?: 'PickLetters';
  counts: PickLetterCounts;
  /** Facility and menu. */
  id: Scalars['ID']['output'];
  /** Packing of the menu has started: letters can no longer be edited or uploaded. */
  lockedMenu: Scalars['Boolean']['output'];
  mealLetters: Array<MealLetter>;
  menuId: Scalars['ID']['output'];
  packingFacilityId: Scalars['ID']['output'];
  proteinLetters: Array<ProteinLetter>;
};

export type PlannerPickable = {
  __typename?: 'PlannerPickable';
  pickableLetter: Scalars['String']['output'];
  pickableName: Scalars['String']['output'];
};

/** The menu's lettered pickables in the filter dialog's seven groups. */
export type PlannerPickables = {
  __typename?: 'PlannerPickables';
  addOnLetters: Array<PlannerPickable>;
  familyLetters: Array<PlannerPickable>;
  heatAndEatLetters: Array<PlannerPickable>;
  mealLetters: Array<PlannerPickable>;
  otherLetters: Array<PlannerPickable>;
  proteinLetters: Array<PlannerPickable>;
  tempoLetters: Array<PlannerPickable>;
};

/** A shipping region of the facility, as the planner's groups name it. */
export type PlannerShippingRegion = {
  __typename?: 'PlannerShippingRegion';
  category: Scalars['String']['output'];
  /** What a group's shippingRegionId gives. */
  id: Scalars['ID']['output'];
  /** The name a group's shippingRegion gives. */
  name: Scalars['String']['output'];
};

/** postponed_shipments_updates: the region's postponed count. */
export type PostponedShipmentsUpdate = {
  __typename?: 'PostponedShipmentsUpdate';
  count: Scalars['Int']['output'];
  regionId: Scalars['ID']['output'];
};

export type PrintLabelInput = {
  packLinePlanGroupId: Scalars['ID']['input'];
  printerIp: Scalars['String']['input'];
};

export type PrintLabelPayload = {
  __typename?: 'PrintLabelPayload';
  /** The group printed, with its counts after the print (a print; null otherwise). */
  group: Maybe<KioskGroup>;
  label: Maybe<KioskLabel>;
  /** Labels printed in the group so far (a print; null for a reprint). */
  labelsPrinted: Maybe<Scalars['Int']['output']>;
  /**
   * The kiosk's line after a print or a reprint (its groups' counts, active groups, reprint queue,
   * pause): the kiosk shows it from this answer without reading the line again. A refusal on the
   * kiosk's line (nothing left to print, a box's data, a printer that printed nothing) carries it
   * too; null otherwise (a printer that may have printed, a signed-out kiosk).
   */
  line: Maybe<KioskLineData>;
  printerError: Maybe<KioskPrinterError>;
  /** The kiosk no longer holds this printer: back to the line selector. */
  signedOut: Scalars['Boolean']['output'];
  userErrors: Array<UserError>;
};

export type PrintTrainingLabelInput = {
  /** The supervisor's login code ('Incorrect confirmation code. Please try again.' otherwise). */
  loginCode: Scalars['String']['input'];
  packingFacilitySlug: Scalars['String']['input'];
  printerIp: Scalars['String']['input'];
};

/** A protein packed with a meal (an ingredient boxing assignment) and the protein's letter. */
export type ProteinLetter = {
  __typename?: 'ProteinLetter';
  /** Facility and assignment. */
  id: Scalars['ID']['output'];
  ingredientBoxingAssignmentId: Scalars['ID']['output'];
  ingredientBrandName: Maybe<Scalars['String']['output']>;
  ingredientId: Scalars['ID']['output'];
  ingredientName: Scalars['String']['output'];
  /** A protein a customer may swap in for the meal's usual one. */
  isReplacement: Scalars['Boolean']['output'];
  /** The protein's letter (P and digits), the same on every meal; null while it has none. */
  letter: Maybe<Scalars['String']['output']>;
  mealId: Scalars['ID']['output'];
  mealTitle: Scalars['String']['output'];
  /** Picks per 2 servings. */
  quantity: Scalars['Int']['output'];
};

/** A row of the protein letters CSV, cells as read. */
export type ProteinLetterCsvRowInput = {
  ingredientId: Scalars['String']['input'];
  letter: Scalars['String']['input'];
  menuId: Scalars['String']['input'];
};

export type QaScanData = {
  __typename?: 'QaScanData';
  /** The box is a QC sample and the zone does QC. */
  alertQc: Scalars['Boolean']['output'];
  allIcePacks: Array<IcePacks>;
  allPickables: Array<ZonePickable>;
  icePacks: Array<IcePacks>;
  /** The box's pickables of the kinds this QA zone checks. */
  pickables: Array<ZonePickable>;
  qaNearMiss: Scalars['Boolean']['output'];
  /** Distinct boxes scanned after which the near-miss dialog opens by itself. */
  qaNearMissBoxScanCount: Scalars['Int']['output'];
  qaQc: Scalars['Boolean']['output'];
  shipmentId: Scalars['ID']['output'];
};

export type QaStationIssuesInput = {
  /** Each of missing, wrong, quality, extra at most once. */
  issues: Array<Scalars['String']['input']>;
  pickStation: Scalars['Int']['input'];
};

export type QaSubmissionInput = {
  boxUpsize: Scalars['Boolean']['input'];
  /** Per pick station (zone id) the issues found there. */
  issues: Array<QaStationIssuesInput>;
  lineLetter: Scalars['String']['input'];
  packingFacilityAbbreviation: Scalars['String']['input'];
  qaZoneId: Scalars['Int']['input'];
  shipmentId: Scalars['ID']['input'];
  /** near_miss or qc. */
  submissionType: Scalars['String']['input'];
};

export type QaSubmissionPayload = {
  __typename?: 'QaSubmissionPayload';
  submitted: Scalars['Boolean']['output'];
};

/** Root types. Each domain file extends them with its own fields. */
export type Query = {
  __typename?: 'Query';
  /** Only the facilities the signed-in user may see. */
  accessiblePackingFacilities: Array<PackingFacility>;
  /** This browser's floor session, or null when it has none. */
  floorSession: Maybe<FloorSession>;
  /**
   * GET /history: a facility's changes, newest first. from (inclusive) and to (exclusive) are ISO
   * 8601 times; kinds, screen and authors (HistoryAuthor.key) narrow it; first is 1 to 200 (50).
   * Admin users and API keys of the facility.
   */
  history: HistoryPage;
  /** GET /history/people: everyone who changed something at the facility (the person filter). */
  historyPeople: Array<HistoryAuthor>;
  /** GET /ice_restrictions */
  iceRestrictions: IceRestrictions;
  /** Labels whose customer, tracking number or region contains the text (3 characters or more). */
  kioskLabelSearch: Array<KioskLabel>;
  /** Everything the kiosk's line screen shows. */
  kioskLine: KioskLineData;
  /** The facility's lines and their printers (printer kiosk, line selector). */
  kioskLines: KioskLines;
  /** The reasons a kiosk may pause its line for (GET event_reasons). */
  kioskPauseReasons: Array<KioskPauseReason>;
  /** The kiosk printer's status (GET pack_lines/printer_status); prints nothing. */
  kioskPrinterStatus: KioskPrinterStatus;
  /** Pickables in unprinted boxes of the lines, by shipping region and by line, for the ship dates (all when empty). */
  kioskRemainingPickables: KioskRemainingPickables;
  /** The ship days of every facility the user may see. */
  labelStatusFacilities: Array<LabelStatusFacility>;
  /** One preset of the facility; NOT_FOUND when it is not one of the facility's. */
  linePreset: LinePreset;
  /** The facility's presets by name (zones are read per preset). */
  linePresets: Array<LinePreset>;
  /** Menus cached for pickables (GET /menus?get_menus_cached_for_pickables=true), newest first. */
  menus: Array<Menu>;
  /** The planner of a facility; FORBIDDEN for a facility the user may not see. */
  packLinePlanner: PackLinePlanner;
  /** Every pack line of a facility with its zone and printer screens' health. */
  packLineStatuses: Array<PackLineStatus>;
  /** Before reassigning tails: how many tail boxes of the groups the chosen line can pack. */
  packableTailCounts: PackableTailCounts;
  /** One facility the user may see; FORBIDDEN for any other. */
  packingFacility: PackingFacility;
  pickLetters: PickLetters;
  /** The menu being packed (GET /menus?get_previous_menu_only=true). */
  previousMenu: Maybe<Menu>;
  /** The regions shipping on a facility's ship day (yyyy-MM-dd); FORBIDDEN for another facility. */
  regionsShippingOnDay: Array<ShippingRegionLabelStatus>;
  /**
   * The facility's current supervisor code: for admin users of that facility and its read-write API
   * keys (FORBIDDEN for anyone else, a read-only API key and a floor screen included).
   */
  supervisorLoginCode: SupervisorLoginCode;
  /** The signed-in user's preferences. */
  userPreferences: UserPreferences;
  /** The signed-in admin user, or null when there is no session. */
  viewer: Maybe<User>;
  zoneConfiguration: ZoneConfiguration;
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  authors?: InputMaybe<Array<Scalars['String']['input']>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  kinds?: InputMaybe<Array<Scalars['String']['input']>>;
  packingFacilityId: Scalars['ID']['input'];
  screen?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryHistoryPeopleArgs = {
  packingFacilityId: Scalars['ID']['input'];
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryKioskLabelSearchArgs = {
  packingFacilitySlug: Scalars['String']['input'];
  searchText: Scalars['String']['input'];
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryKioskLineArgs = {
  packLineName: Scalars['String']['input'];
  packingFacilitySlug: Scalars['String']['input'];
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryKioskLinesArgs = {
  packingFacilitySlug: Scalars['String']['input'];
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryKioskPrinterStatusArgs = {
  packLineName: Scalars['String']['input'];
  packingFacilitySlug: Scalars['String']['input'];
  printerIp: Scalars['String']['input'];
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryKioskRemainingPickablesArgs = {
  packLineIds: Array<Scalars['ID']['input']>;
  packingFacilitySlug: Scalars['String']['input'];
  shipDates: Array<Scalars['String']['input']>;
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryLinePresetArgs = {
  id: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryLinePresetsArgs = {
  packingFacilityId: Scalars['ID']['input'];
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryPackLinePlannerArgs = {
  packingFacilityId: Scalars['ID']['input'];
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryPackLineStatusesArgs = {
  packingFacilityId: Scalars['ID']['input'];
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryPackableTailCountsArgs = {
  packLineName: Scalars['String']['input'];
  packLinePlanGroupIds: Array<Scalars['ID']['input']>;
  packingFacilityId: Scalars['ID']['input'];
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryPackingFacilityArgs = {
  id: Scalars['ID']['input'];
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryPickLettersArgs = {
  menuId: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryRegionsShippingOnDayArgs = {
  packingFacilityId: Scalars['ID']['input'];
  shipDay: Scalars['String']['input'];
};


/** Root types. Each domain file extends them with its own fields. */
export type QuerySupervisorLoginCodeArgs = {
  packingFacilityId: Scalars['ID']['input'];
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryZoneConfigurationArgs = {
  lineLetter: Scalars['String']['input'];
  packLineZoneId: Scalars['String']['input'];
  packingFacilityAbbreviation: Scalars['String']['input'];
};

export type RefreshPackLinesInput = {
  /** The lines whose zone screens reload. */
  packLineIds: Array<Scalars['ID']['input']>;
};

export type RefreshPayload = {
  __typename?: 'RefreshPayload';
  success: Scalars['Boolean']['output'];
  userErrors: Array<UserError>;
};

export type RefreshPrintersInput = {
  /** The facility's name, e.g. Chicago. */
  packingFacilityName: Scalars['String']['input'];
};

export type RegisterEventInput = {
  /** What happened, e.g. heartbeat. */
  eventType: Scalars['String']['input'];
  /** The pack line's letter, e.g. A. */
  lineLetter: Scalars['String']['input'];
  /** The zone: its number, 0 for the line's printer screen, or MealCard. */
  packLineZoneId: Scalars['String']['input'];
  /** The facility's abbreviation, e.g. CHI. */
  packingFacilityAbbreviation: Scalars['String']['input'];
  /** The screen's state, e.g. active. */
  zoneState?: InputMaybe<Scalars['String']['input']>;
};

export type RegisterEventPayload = {
  __typename?: 'RegisterEventPayload';
  /** When the operations host recorded it (ISO 8601). */
  receivedAt: Scalars['String']['output'];
};

export type ReprintLabelInput = {
  metadataId: Scalars['ID']['input'];
  packLinePlanGroupId?: InputMaybe<Scalars['ID']['input']>;
  printerIp: Scalars['String']['input'];
};

export type SaveLinePresetInput = {
  description: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  packingFacilityId: Scalars['ID']['input'];
  zones: Array<ZoneInput>;
};

export type SaveLinePresetPayload = {
  __typename?: 'SaveLinePresetPayload';
  linePreset: Maybe<LinePreset>;
  /** One per problem: field ['input', 'zones', zone index, 'itemLetters', cell] for a cell. */
  userErrors: Array<UserError>;
};

export type ScanBoxInput = {
  /** The scanned barcode, e.g. 1234567-AB12. */
  barcodeScan: Scalars['String']['input'];
  lineLetter: Scalars['String']['input'];
  /** The zone's number or MealCard. */
  packLineZoneId: Scalars['String']['input'];
  packingFacilityAbbreviation: Scalars['String']['input'];
};

/** A floor screen's health on the status wall. */
export type ScreenStatus = {
  __typename?: 'ScreenStatus';
  /** As ZoneConfiguration.errorRate: the zone screen's Scan Rate is 1 minus it. */
  errorRate: Scalars['Float']['output'];
  lastHeartbeatAt: Maybe<Scalars['String']['output']>;
  /** online while its last heartbeat is under 120 s old, else offline. */
  status: Scalars['String']['output'];
  /** 0 for the line's printer screen. */
  zoneId: Scalars['Int']['output'];
  zoneType: Maybe<Scalars['String']['output']>;
};

/**
 * A plan group as the planner saw it when it chose to act on it (its row in the table). A change
 * made against groups that changed since (moved, split, completed, tails reassigned) is refused
 * with a userError on the seen field, the groups as they are now, and nothing changed.
 */
export type SeenPackLinePlanGroup = {
  boxCount: Scalars['Int']['input'];
  complete: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  /** Its line's letter, or 'Unassigned'. */
  lineAssignment: Scalars['String']['input'];
};

export type SetKioskActiveGroupsInput = {
  currentGroupId?: InputMaybe<Scalars['ID']['input']>;
  nextGroupId?: InputMaybe<Scalars['ID']['input']>;
  packLineName: Scalars['String']['input'];
  packingFacilitySlug: Scalars['String']['input'];
};

export type SetKioskActiveGroupsPayload = {
  __typename?: 'SetKioskActiveGroupsPayload';
  currentGroupId: Maybe<Scalars['ID']['output']>;
  nextGroupId: Maybe<Scalars['ID']['output']>;
};

export type ShipmentCount = {
  __typename?: 'ShipmentCount';
  count: Scalars['Int']['output'];
};

/** A region shipping on a ship day. */
export type ShippingRegionLabelStatus = {
  __typename?: 'ShippingRegionLabelStatus';
  expectedShipments: ShipmentCount;
  /** The ship date and the region name: '2026-11-26/Upper Peninsula'. */
  id: Scalars['ID']['output'];
  labelsError: Array<LabelError>;
  labelsProgress: LabelsProgress;
  name: Scalars['String']['output'];
  postponedShipments: ShipmentCount;
  shipDate: Scalars['String']['output'];
};

export type SignInInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignInPayload = {
  __typename?: 'SignInPayload';
  user: Maybe<User>;
  userErrors: Array<UserError>;
};

export type SignOutPayload = {
  __typename?: 'SignOutPayload';
  signedOut: Scalars['Boolean']['output'];
};

export type SplitPackLinePlanGroupInput = {
  currentCount: Scalars['Int']['input'];
  /** Where the group keeps its part: a line's letter, or null / 'Unassigned'. */
  currentPackLineName?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  newCount: Scalars['Int']['input'];
  /** Where the new group goes. */
  newPackLineName?: InputMaybe<Scalars['String']['input']>;
  packingFacilityId: Scalars['ID']['input'];
  /** The group as the planner saw it. */
  seenGroup: SeenPackLinePlanGroup;
  /** The group's remaining boxes as the planner saw them; both counts together. */
  totalCount: Scalars['Int']['input'];
};

/** Like PackLinePlannerChangePayload, with the group the split made. */
export type SplitPackLinePlanGroupPayload = {
  __typename?: 'SplitPackLinePlanGroupPayload';
  /** The group made by the split; null when refused. */
  newPackLinePlanGroupId: Maybe<Scalars['ID']['output']>;
  packLinePlanGroups: Array<PackLinePlanGroup>;
  packLines: Array<PackLine>;
  userErrors: Array<UserError>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The facility's entries as they are recorded (history_updates_{abbreviation}); not for floor screens. */
  historyRecorded: HistoryEvent;
  /**
   * The channel label-status-{regionName}-{shipDay}: first the region's state once the stream is
   * live, then each event. Subscribers of the same region share one upstream stream.
   */
  labelStatusEvents: LabelStatusEvent;
  /**
   * The planner channel of a facility by its abbreviated name (CHI): first an event 'live' once the
   * stream is live, then each event of the channel.
   */
  packLinePlannerEvents: PackLinePlannerEvent;
  packLineStatusChanged: PackLineStatusChange;
  /** printer_app_updates_{slug}: application_updates makes every kiosk of the facility reload. */
  printerAppUpdates: KioskEvent;
  /** pack_line_printer_updates_{abbreviation}_{line}: refetch and filters_updated_by_planner. */
  printerLineUpdates: KioskEvent;
  /** printer_management_for_{slug}_{line}: printer_unassignment. */
  printerManagement: KioskEvent;
  /**
   * The facility's current supervisor login code as soon as the subscription is live, then its new
   * code each time the operations host rotates it (other facilities' rotations are not sent). For
   * those who may read the facility's code (supervisorLoginCode).
   */
  supervisorLoginCodeChanged: SupervisorLoginCode;
  zoneScreenEvents: ZoneScreenEvent;
};


export type SubscriptionHistoryRecordedArgs = {
  packingFacilityId: Scalars['ID']['input'];
};


export type SubscriptionLabelStatusEventsArgs = {
  packingFacilityId: Scalars['ID']['input'];
  regionName: Scalars['String']['input'];
  shipDay: Scalars['String']['input'];
};


export type SubscriptionPackLinePlannerEventsArgs = {
  abbreviatedName: Scalars['String']['input'];
};


export type SubscriptionPackLineStatusChangedArgs = {
  packingFacilityAbbreviation: Scalars['String']['input'];
};


export type SubscriptionPrinterAppUpdatesArgs = {
  packingFacilitySlug: Scalars['String']['input'];
};


export type SubscriptionPrinterLineUpdatesArgs = {
  packLineName: Scalars['String']['input'];
  packingFacilityAbbreviation: Scalars['String']['input'];
};


export type SubscriptionPrinterManagementArgs = {
  packLineName: Scalars['String']['input'];
  packingFacilitySlug: Scalars['String']['input'];
};


export type SubscriptionSupervisorLoginCodeChangedArgs = {
  packingFacilityId: Scalars['ID']['input'];
};


export type SubscriptionZoneScreenEventsArgs = {
  lineLetter: Scalars['String']['input'];
  packingFacilityAbbreviation: Scalars['String']['input'];
};

/** A facility's supervisor login code: it signs floor screens of that facility in, and no other. */
export type SupervisorLoginCode = {
  __typename?: 'SupervisorLoginCode';
  /** Five digits. */
  code: Scalars['String']['output'];
};

export type UnassignKioskPrinterInput = {
  packLineName: Scalars['String']['input'];
  packingFacilitySlug: Scalars['String']['input'];
  printerIp: Scalars['String']['input'];
};

export type UnassignKioskPrinterPayload = {
  __typename?: 'UnassignKioskPrinterPayload';
  unassigned: Scalars['Boolean']['output'];
};

export type UnassignKioskTailsInput = {
  /** The supervisor's login code ('Incorrect login code, try again' otherwise). */
  loginCode: Scalars['String']['input'];
  packLineName: Scalars['String']['input'];
  packLinePlanGroupIds: Array<Scalars['ID']['input']>;
  packingFacilitySlug: Scalars['String']['input'];
  printerIp: Scalars['String']['input'];
};

export type UnassignKioskTailsPayload = {
  __typename?: 'UnassignKioskTailsPayload';
  unassigned: Scalars['Boolean']['output'];
  userErrors: Array<UserError>;
};

export type UndoHistoryEntryInput = {
  id: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
};

export type UndoHistoryEntryPayload = {
  __typename?: 'UndoHistoryEntryPayload';
  /** The undo's own entry (its undoOf is the entry undone); null when refused. */
  entry: Maybe<HistoryEntry>;
  /** Why the undo was refused: changed since, cannot be undone, already undone. */
  userErrors: Array<UserError>;
};

export type UnpackableCountOnLine = {
  __typename?: 'UnpackableCountOnLine';
  count: Scalars['Int']['output'];
  packLineName: Scalars['String']['output'];
};

export type UpdateIceRestrictionInput = {
  iceSize: IceSize;
  /** Restrict from this menu on; null for none. */
  indefiniteRestrictionStartingMenuId?: InputMaybe<Scalars['ID']['input']>;
  mealPlanId: Scalars['ID']['input'];
  /** The menus restricted one by one. */
  menuIds: Array<Scalars['ID']['input']>;
  packingFacilityId: Scalars['ID']['input'];
};

export type UpdateIceRestrictionPayload = {
  __typename?: 'UpdateIceRestrictionPayload';
  /** The row as saved; null when the change was refused. */
  iceRestriction: Maybe<IceRestriction>;
  userErrors: Array<UserError>;
};

export type UpdateKioskFiltersInput = {
  /** The filtered letters as the kiosk saw them; a change by someone else meanwhile refuses the update. */
  currentFilters: Array<Scalars['String']['input']>;
  /** Every letter left unchecked in the dialog. */
  newFilters: Array<Scalars['String']['input']>;
  packLineName: Scalars['String']['input'];
  packingFacilitySlug: Scalars['String']['input'];
};

export type UpdateKioskFiltersPayload = {
  __typename?: 'UpdateKioskFiltersPayload';
  /** The line's filtered letters after the change. */
  filters: Maybe<Array<Scalars['String']['output']>>;
  userErrors: Array<UserError>;
};

export type UpdateMealLetterInput = {
  /** Left out: the bag size stays as it is. */
  mealBagSize?: InputMaybe<Scalars['String']['input']>;
  mealLetter: Scalars['String']['input'];
  menuId: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
  pickableId: Scalars['ID']['input'];
  pickableType: Scalars['String']['input'];
};

export type UpdateMealLetterPayload = {
  __typename?: 'UpdateMealLetterPayload';
  counts: Maybe<PickLetterCounts>;
  /** The saved row; null when userErrors say why nothing was saved. */
  mealLetter: Maybe<MealLetter>;
  userErrors: Array<UserError>;
};

export type UpdatePackLineFiltersInput = {
  /** The filtered letters as the planner saw them; others' changes meanwhile refuse the update. */
  currentFilters: Array<Scalars['String']['input']>;
  newFilters: Array<Scalars['String']['input']>;
  packLineName: Scalars['String']['input'];
  packingFacilityId: Scalars['ID']['input'];
  /** The line's preset as the planner saw it. */
  presetId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdatePackLineFiltersPayload = {
  __typename?: 'UpdatePackLineFiltersPayload';
  /** Identifies this change in the filters_updated event it causes. */
  changeId: Maybe<Scalars['String']['output']>;
  /** When refused because someone changed the filters first: the filters as they are now. */
  currentFilters: Maybe<Array<Scalars['String']['output']>>;
  /** The line as it is now: with the new filters, or, when refused as stale, as others left it. */
  packLine: Maybe<PackLine>;
  userErrors: Array<UserError>;
};

export type UpdatePackLinePlanGroupOrderInput = {
  /** The open groups of the line, first to last. */
  orderedPackLinePlanGroupIds: Array<Scalars['ID']['input']>;
  /** The line whose groups are ordered. */
  packLineName: Scalars['String']['input'];
  packingFacilityId: Scalars['ID']['input'];
  /**
   * The line's open groups as the planner saw them, first to last: when the line's order or its
   * groups changed since, the new order is refused (a userError on seenOrder) and nothing changes.
   */
  seenOrder: Array<Scalars['ID']['input']>;
};

export type UpdatePackLinePresetInput = {
  packLineName: Scalars['String']['input'];
  packingFacilityId: Scalars['ID']['input'];
  presetId: Scalars['ID']['input'];
  /**
   * The line's preset as the planner saw it (null: none). When it changed since, the change is
   * refused (a userError on seenPresetId) and nothing changes.
   */
  seenPresetId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateProteinLetterInput = {
  ingredientBoxingAssignmentId: Scalars['ID']['input'];
  letter: Scalars['String']['input'];
  menuId: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
};

export type UpdateProteinLetterPayload = {
  __typename?: 'UpdateProteinLetterPayload';
  counts: Maybe<PickLetterCounts>;
  /** Every row of the protein (its letter is the same on every meal); empty on userErrors. */
  proteinLetters: Array<ProteinLetter>;
  userErrors: Array<UserError>;
};

export type UpdateUserPreferencesInput = {
  /** A menu; left out, the menu kept is kept; null clears it. */
  menuId?: InputMaybe<Scalars['ID']['input']>;
  /** One of the user's facilities; left out, the facility kept is kept; null clears it. */
  packingFacilityId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateUserPreferencesPayload = {
  __typename?: 'UpdateUserPreferencesPayload';
  userErrors: Array<UserError>;
  /** The preferences as saved; null when the change was refused. */
  userPreferences: Maybe<UserPreferences>;
};

export type UploadMealLettersInput = {
  menuId: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
  rows: Array<MealLetterCsvRowInput>;
};

export type UploadMealLettersPayload = {
  __typename?: 'UploadMealLettersPayload';
  counts: Maybe<PickLetterCounts>;
  /** Every row of the tab after the upload; empty when userErrors list the rows' problems. */
  mealLetters: Array<MealLetter>;
  userErrors: Array<UserError>;
};

export type UploadProteinLettersInput = {
  menuId: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
  rows: Array<ProteinLetterCsvRowInput>;
};

export type UploadProteinLettersPayload = {
  __typename?: 'UploadProteinLettersPayload';
  counts: Maybe<PickLetterCounts>;
  proteinLetters: Array<ProteinLetter>;
  userErrors: Array<UserError>;
};

export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A problem with what the user sent, shown next to the field it concerns. */
export type UserError = {
  __typename?: 'UserError';
  /** Path to the input field, e.g. ['input', 'email']; empty for the whole form. */
  field: Array<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

/**
 * What the admin screens open on for the signed-in user: the packing facility and the menu chosen
 * last. Kept on the operations host, so they follow the user to another browser.
 */
export type UserPreferences = {
  __typename?: 'UserPreferences';
  /** The menu chosen last; null when none. */
  menuId: Maybe<Scalars['ID']['output']>;
  /** The facility chosen last; null when none, or when it is no longer the user's. */
  packingFacilityId: Maybe<Scalars['ID']['output']>;
};

export type VerifySupervisorCodeInput = {
  loginCode: Scalars['String']['input'];
  packingFacilitySlug: Scalars['String']['input'];
};

export type VerifySupervisorCodePayload = {
  __typename?: 'VerifySupervisorCodePayload';
  userErrors: Array<UserError>;
  /** True when the code is the supervisor's ('Incorrect confirmation code. Please try again.' otherwise). */
  valid: Scalars['Boolean']['output'];
};

/** A zone of a line preset: a grid of cells, each holding an item letter. */
export type Zone = {
  __typename?: 'Zone';
  columns: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  includesAddOnCard: Scalars['Boolean']['output'];
  includesBinder: Scalars['Boolean']['output'];
  includesFamilyAddOnCard: Scalars['Boolean']['output'];
  includesPromotionalItem: Scalars['Boolean']['output'];
  includesProteinCard: Scalars['Boolean']['output'];
  /** One per cell in reading order, '' for an empty cell; ice zones one per column. */
  itemLetters: Array<Scalars['String']['output']>;
  /** Food, Meal Card, Meal Bag, Pallet, QA, Ice Top, Ice Middle or Ice Bottom. */
  pickableType: Scalars['String']['output'];
  qaAccessories: Scalars['Boolean']['output'];
  qaAddOns: Scalars['Boolean']['output'];
  qaBottomIce: Scalars['Boolean']['output'];
  qaMealBags: Scalars['Boolean']['output'];
  qaMiddleIce: Scalars['Boolean']['output'];
  qaNearMiss: Scalars['Boolean']['output'];
  qaProteins: Scalars['Boolean']['output'];
  qaQc: Scalars['Boolean']['output'];
  qaReadyToHeat: Scalars['Boolean']['output'];
  qaTopIce: Scalars['Boolean']['output'];
  rows: Scalars['Int']['output'];
  /** The number workers and CFG barcodes use; at least 1, unique within the preset. */
  zoneId: Scalars['Int']['output'];
};

/**
 * A zone screen's configuration, read from the line's preset: kept by the screen in
 * browser storage and refetched when the preset changes.
 */
export type ZoneConfiguration = {
  __typename?: 'ZoneConfiguration';
  columns: Scalars['Int']['output'];
  /**
   * The zone's error rate over the last hour (0 to 1): its failed scans and the boxes that skipped
   * it, out of its scans and those boxes. The status wall shows the same number.
   */
  errorRate: Scalars['Float']['output'];
  /** One entry per cell in reading order: a letter, an accessory code, an ice size, or '' (empty). */
  itemLetters: Array<Scalars['String']['output']>;
  lineLetter: Scalars['String']['output'];
  packingFacilityAbbreviation: Scalars['String']['output'];
  packingFacilityId: Scalars['Int']['output'];
  /** Pallet zones: the last box scanned there. */
  palletData: Maybe<PalletData>;
  /** The grid (6 × 6 unless the preset says otherwise). */
  rows: Scalars['Int']['output'];
  /** The zone's number on the line (MealCard is answered with its number). */
  zoneId: Scalars['Int']['output'];
  /** Food, Meal Card, Meal Bag, Pallet, QA, Ice Top, Ice Middle or Ice Bottom. */
  zoneType: Scalars['String']['output'];
};

/** A zone as the editor saves it; id is null for a zone added in the editor. */
export type ZoneInput = {
  columns: Scalars['Int']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  includesAddOnCard: Scalars['Boolean']['input'];
  includesBinder: Scalars['Boolean']['input'];
  includesFamilyAddOnCard: Scalars['Boolean']['input'];
  includesPromotionalItem: Scalars['Boolean']['input'];
  includesProteinCard: Scalars['Boolean']['input'];
  itemLetters: Array<Scalars['String']['input']>;
  pickableType: Scalars['String']['input'];
  qaAccessories: Scalars['Boolean']['input'];
  qaAddOns: Scalars['Boolean']['input'];
  qaBottomIce: Scalars['Boolean']['input'];
  qaMealBags: Scalars['Boolean']['input'];
  qaMiddleIce: Scalars['Boolean']['input'];
  qaNearMiss: Scalars['Boolean']['input'];
  qaProteins: Scalars['Boolean']['input'];
  qaQc: Scalars['Boolean']['input'];
  qaReadyToHeat: Scalars['Boolean']['input'];
  qaTopIce: Scalars['Boolean']['input'];
  rows: Scalars['Int']['input'];
  zoneId: Scalars['Int']['input'];
};

/** A pickable of the scanned box. */
export type ZonePickable = {
  __typename?: 'ZonePickable';
  /** Position of its cell in the zone's grid (reading order); null outside the zone's cells. */
  cellIndex: Maybe<Scalars['Int']['output']>;
  /** Its letter is filtered on the line. */
  isFiltered: Maybe<Scalars['Boolean']['output']>;
  isFullyCooked: Scalars['Boolean']['output'];
  isUnconfigured: Maybe<Scalars['Boolean']['output']>;
  itemLetter: Maybe<Scalars['String']['output']>;
  /** An earlier zone with picks for this box that has not scanned it. */
  missedZoneId: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  pickStation: Maybe<Scalars['Int']['output']>;
  /** MenuSelection, Ingredient, Protein, ShippingBoxLiner, MealCard or Accessory. */
  pickableType: Scalars['String']['output'];
  picks: Scalars['Int']['output'];
};

/** Where the box stands at each zone of the line with work for it. */
export type ZoneProgress = {
  __typename?: 'ZoneProgress';
  /** scanned, missed (an earlier zone that has not scanned it) or pending (a later zone). */
  state: Scalars['String']['output'];
  zoneId: Scalars['Int']['output'];
};

/** The answer to a scan. */
export type ZoneScan = {
  __typename?: 'ZoneScan';
  betaBox: Maybe<BetaBoxScanData>;
  /** The zone's error rate after this scan. */
  errorRate: Scalars['Float']['output'];
  /** Region, ship day and box size of the box's group. */
  groupInfo: Scalars['String']['output'];
  icePacks: Array<IcePacks>;
  includesAddOnCard: Scalars['Boolean']['output'];
  includesBinder: Scalars['Boolean']['output'];
  includesFamilyAddOnCard: Scalars['Boolean']['output'];
  includesFirstOrderMessage: Scalars['Boolean']['output'];
  includesPromotionalItem: Scalars['Boolean']['output'];
  includesProteinCard: Scalars['Boolean']['output'];
  missedZoneId: Maybe<Scalars['Int']['output']>;
  palletScanData: Maybe<PalletScanData>;
  pickables: Array<ZonePickable>;
  qa: Maybe<QaScanData>;
  shipmentId: Scalars['ID']['output'];
  zoneProgress: Array<ZoneProgress>;
};

/** A message to a line's zone screens (pick_to_light_updates_{facility}_{line}). */
export type ZoneScreenEvent = {
  __typename?: 'ZoneScreenEvent';
  /**
   * connected (first, each time the subscription starts: refetch what may have been missed),
   * application_updates (reload) or refetch_zone_configuration.
   */
  event: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  LabelStatusEvent:
    | ( Omit<LabelStatusSnapshot, 'region'> & { region: _RefType['ShippingRegionLabelStatus'] } )
    | ( LabelsErrorUpdate )
    | ( LabelsProgressUpdate )
    | ( PostponedShipmentsUpdate )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AssignKioskPrinterInput: AssignKioskPrinterInput;
  AssignKioskPrinterPayload: ResolverTypeWrapper<AssignKioskPrinterPayload>;
  AssignPackLinePlanGroupsInput: AssignPackLinePlanGroupsInput;
  BetaBoxPickables: ResolverTypeWrapper<BetaBoxPickables>;
  BetaBoxScanData: ResolverTypeWrapper<BetaBoxScanData>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CompletePackLinePlanGroupsInput: CompletePackLinePlanGroupsInput;
  ConfirmKioskPrinterInput: ConfirmKioskPrinterInput;
  ConfirmKioskPrinterPayload: ResolverTypeWrapper<ConfirmKioskPrinterPayload>;
  CreateLinePresetInput: CreateLinePresetInput;
  CreateLinePresetPayload: ResolverTypeWrapper<Omit<CreateLinePresetPayload, 'linePreset'> & { linePreset?: Maybe<ResolversTypes['LinePreset']> }>;
  DeleteLinePresetInput: DeleteLinePresetInput;
  DeleteLinePresetPayload: ResolverTypeWrapper<DeleteLinePresetPayload>;
  EmailChaseListInput: EmailChaseListInput;
  FacilityIceRestrictions: ResolverTypeWrapper<UpstreamFacilityIceRestrictionsModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FloorFacility: ResolverTypeWrapper<FloorFacility>;
  FloorSession: ResolverTypeWrapper<UpstreamFloorSessionBodyModel>;
  FloorSignInInput: FloorSignInInput;
  FloorSignInPayload: ResolverTypeWrapper<Omit<FloorSignInPayload, 'session'> & { session?: Maybe<ResolversTypes['FloorSession']> }>;
  GeneratePackLinePlanGroupPdfsInput: GeneratePackLinePlanGroupPdfsInput;
  GeneratePdfPayload: ResolverTypeWrapper<GeneratePdfPayload>;
  GenerateZoneBarcodesPdfInput: GenerateZoneBarcodesPdfInput;
  GeneratedPdf: ResolverTypeWrapper<GeneratedPdf>;
  HistoryAuthor: ResolverTypeWrapper<UpstreamHistoryAuthorModel>;
  HistoryAuthorKind: HistoryAuthorKind;
  HistoryEntry: ResolverTypeWrapper<UpstreamHistoryEntryModel>;
  HistoryEvent: ResolverTypeWrapper<HistoryEventModelModel>;
  HistoryEventKind: HistoryEventKind;
  HistoryPage: ResolverTypeWrapper<HistoryPageModelModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IcePacks: ResolverTypeWrapper<IcePacks>;
  IceRestriction: ResolverTypeWrapper<UpstreamIceMealPlanModel>;
  IceRestrictionMenu: ResolverTypeWrapper<UpstreamIceRestrictionMenuModel>;
  IceRestrictions: ResolverTypeWrapper<UpstreamIceRestrictionsBodyModel>;
  IceSize: IceSize;
  IceSizeRestrictions: ResolverTypeWrapper<UpstreamIceSizeRestrictionsModel>;
  IndefiniteIceRestriction: ResolverTypeWrapper<IndefiniteIceRestriction>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  KioskEvent: ResolverTypeWrapper<KioskEvent>;
  KioskGroup: ResolverTypeWrapper<UpstreamKioskGroupModel>;
  KioskLabel: ResolverTypeWrapper<UpstreamKioskLabelModel>;
  KioskLineData: ResolverTypeWrapper<UpstreamKioskLineDataModel>;
  KioskLinePause: ResolverTypeWrapper<KioskLinePause>;
  KioskLines: ResolverTypeWrapper<KioskLines>;
  KioskPauseReason: ResolverTypeWrapper<KioskPauseReason>;
  KioskPauseSubReason: ResolverTypeWrapper<KioskPauseSubReason>;
  KioskPrinterError: ResolverTypeWrapper<KioskPrinterError>;
  KioskPrinterInUse: ResolverTypeWrapper<KioskPrinterInUse>;
  KioskPrinterStatus: ResolverTypeWrapper<KioskPrinterStatus>;
  KioskRemainingLine: ResolverTypeWrapper<KioskRemainingLine>;
  KioskRemainingPickable: ResolverTypeWrapper<KioskRemainingPickable>;
  KioskRemainingPickables: ResolverTypeWrapper<KioskRemainingPickables>;
  KioskRemainingRegion: ResolverTypeWrapper<KioskRemainingRegion>;
  LabelError: ResolverTypeWrapper<LabelError>;
  LabelStatusEvent: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LabelStatusEvent']>;
  LabelStatusFacility: ResolverTypeWrapper<UpstreamLabelStatusFacilityModel>;
  LabelStatusShipDay: ResolverTypeWrapper<LabelStatusShipDayModelModel>;
  LabelStatusSnapshot: ResolverTypeWrapper<Omit<LabelStatusSnapshot, 'region'> & { region: ResolversTypes['ShippingRegionLabelStatus'] }>;
  LabelsErrorUpdate: ResolverTypeWrapper<LabelsErrorUpdate>;
  LabelsProgress: ResolverTypeWrapper<UpstreamLabelsProgressModel>;
  LabelsProgressStatus: LabelsProgressStatus;
  LabelsProgressUpdate: ResolverTypeWrapper<LabelsProgressUpdate>;
  LineAssignment: ResolverTypeWrapper<UpstreamLineAssignmentModel>;
  LinePreset: ResolverTypeWrapper<UpstreamLinePresetModel>;
  MealLetter: ResolverTypeWrapper<UpstreamMealLetterModel>;
  MealLetterCsvRowInput: MealLetterCsvRowInput;
  Menu: ResolverTypeWrapper<UpstreamMenuModel>;
  MenuIceRestriction: ResolverTypeWrapper<UpstreamMenuIceRestrictionModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PackLine: ResolverTypeWrapper<UpstreamPackLineModel>;
  PackLinePlanGroup: ResolverTypeWrapper<UpstreamPlanGroupModel>;
  PackLinePlanner: ResolverTypeWrapper<PackLinePlannerModelModel>;
  PackLinePlannerChangePayload: ResolverTypeWrapper<Omit<PackLinePlannerChangePayload, 'packLinePlanGroups' | 'packLines'> & { packLinePlanGroups: Array<ResolversTypes['PackLinePlanGroup']>, packLines: Array<ResolversTypes['PackLine']> }>;
  PackLinePlannerEvent: ResolverTypeWrapper<PackLinePlannerEventModelModel>;
  PackLinePresetRef: ResolverTypeWrapper<PackLinePresetRef>;
  PackLineStatus: ResolverTypeWrapper<PackLineStatus>;
  PackLineStatusChange: ResolverTypeWrapper<PackLineStatusChange>;
  PackableTailCount: ResolverTypeWrapper<PackableTailCount>;
  PackableTailCounts: ResolverTypeWrapper<PackableTailCounts>;
  PackingFacility: ResolverTypeWrapper<UpstreamPackingFacilityModel>;
  PalletData: ResolverTypeWrapper<PalletData>;
  PalletScanData: ResolverTypeWrapper<PalletScanData>;
  PauseKioskLineInput: PauseKioskLineInput;
  PauseKioskLinePayload: ResolverTypeWrapper<PauseKioskLinePayload>;
  PickLetterCounts: ResolverTypeWrapper<LetterCountsModelModel>;
  PickLetters: ResolverTypeWrapper<PickLettersModelModel>;
  PlannerPickable: ResolverTypeWrapper<PlannerPickable>;
  PlannerPickables: ResolverTypeWrapper<PlannerPickables>;
  PlannerShippingRegion: ResolverTypeWrapper<UpstreamShippingRegionModel>;
  PostponedShipmentsUpdate: ResolverTypeWrapper<PostponedShipmentsUpdate>;
  PrintLabelInput: PrintLabelInput;
  PrintLabelPayload: ResolverTypeWrapper<Omit<PrintLabelPayload, 'group' | 'label' | 'line'> & { group?: Maybe<ResolversTypes['KioskGroup']>, label?: Maybe<ResolversTypes['KioskLabel']>, line?: Maybe<ResolversTypes['KioskLineData']> }>;
  PrintTrainingLabelInput: PrintTrainingLabelInput;
  ProteinLetter: ResolverTypeWrapper<ProteinLetterModelModel>;
  ProteinLetterCsvRowInput: ProteinLetterCsvRowInput;
  QaScanData: ResolverTypeWrapper<QaScanData>;
  QaStationIssuesInput: QaStationIssuesInput;
  QaSubmissionInput: QaSubmissionInput;
  QaSubmissionPayload: ResolverTypeWrapper<QaSubmissionPayload>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefreshPackLinesInput: RefreshPackLinesInput;
  RefreshPayload: ResolverTypeWrapper<RefreshPayload>;
  RefreshPrintersInput: RefreshPrintersInput;
  RegisterEventInput: RegisterEventInput;
  RegisterEventPayload: ResolverTypeWrapper<RegisterEventPayload>;
  ReprintLabelInput: ReprintLabelInput;
  SaveLinePresetInput: SaveLinePresetInput;
  SaveLinePresetPayload: ResolverTypeWrapper<Omit<SaveLinePresetPayload, 'linePreset'> & { linePreset?: Maybe<ResolversTypes['LinePreset']> }>;
  ScanBoxInput: ScanBoxInput;
  ScreenStatus: ResolverTypeWrapper<ScreenStatus>;
  SeenPackLinePlanGroup: SeenPackLinePlanGroup;
  SetKioskActiveGroupsInput: SetKioskActiveGroupsInput;
  SetKioskActiveGroupsPayload: ResolverTypeWrapper<SetKioskActiveGroupsPayload>;
  ShipmentCount: ResolverTypeWrapper<ShipmentCount>;
  ShippingRegionLabelStatus: ResolverTypeWrapper<UpstreamRegionOnShipDayModel>;
  SignInInput: SignInInput;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  SignOutPayload: ResolverTypeWrapper<SignOutPayload>;
  SplitPackLinePlanGroupInput: SplitPackLinePlanGroupInput;
  SplitPackLinePlanGroupPayload: ResolverTypeWrapper<Omit<SplitPackLinePlanGroupPayload, 'packLinePlanGroups' | 'packLines'> & { packLinePlanGroups: Array<ResolversTypes['PackLinePlanGroup']>, packLines: Array<ResolversTypes['PackLine']> }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SupervisorLoginCode: ResolverTypeWrapper<SupervisorLoginCode>;
  UnassignKioskPrinterInput: UnassignKioskPrinterInput;
  UnassignKioskPrinterPayload: ResolverTypeWrapper<UnassignKioskPrinterPayload>;
  UnassignKioskTailsInput: UnassignKioskTailsInput;
  UnassignKioskTailsPayload: ResolverTypeWrapper<UnassignKioskTailsPayload>;
  UndoHistoryEntryInput: UndoHistoryEntryInput;
  UndoHistoryEntryPayload: ResolverTypeWrapper<Omit<UndoHistoryEntryPayload, 'entry'> & { entry?: Maybe<ResolversTypes['HistoryEntry']> }>;
  UnpackableCountOnLine: ResolverTypeWrapper<UnpackableCountOnLine>;
  UpdateIceRestrictionInput: UpdateIceRestrictionInput;
  UpdateIceRestrictionPayload: ResolverTypeWrapper<Omit<UpdateIceRestrictionPayload, 'iceRestriction'> & { iceRestriction?: Maybe<ResolversTypes['IceRestriction']> }>;
  UpdateKioskFiltersInput: UpdateKioskFiltersInput;
  UpdateKioskFiltersPayload: ResolverTypeWrapper<UpdateKioskFiltersPayload>;
  UpdateMealLetterInput: UpdateMealLetterInput;
  UpdateMealLetterPayload: ResolverTypeWrapper<Omit<UpdateMealLetterPayload, 'counts' | 'mealLetter'> & { counts?: Maybe<ResolversTypes['PickLetterCounts']>, mealLetter?: Maybe<ResolversTypes['MealLetter']> }>;
  UpdatePackLineFiltersInput: UpdatePackLineFiltersInput;
  UpdatePackLineFiltersPayload: ResolverTypeWrapper<Omit<UpdatePackLineFiltersPayload, 'packLine'> & { packLine?: Maybe<ResolversTypes['PackLine']> }>;
  UpdatePackLinePlanGroupOrderInput: UpdatePackLinePlanGroupOrderInput;
  UpdatePackLinePresetInput: UpdatePackLinePresetInput;
  UpdateProteinLetterInput: UpdateProteinLetterInput;
  UpdateProteinLetterPayload: ResolverTypeWrapper<Omit<UpdateProteinLetterPayload, 'counts' | 'proteinLetters'> & { counts?: Maybe<ResolversTypes['PickLetterCounts']>, proteinLetters: Array<ResolversTypes['ProteinLetter']> }>;
  UpdateUserPreferencesInput: UpdateUserPreferencesInput;
  UpdateUserPreferencesPayload: ResolverTypeWrapper<Omit<UpdateUserPreferencesPayload, 'userPreferences'> & { userPreferences?: Maybe<ResolversTypes['UserPreferences']> }>;
  UploadMealLettersInput: UploadMealLettersInput;
  UploadMealLettersPayload: ResolverTypeWrapper<Omit<UploadMealLettersPayload, 'counts' | 'mealLetters'> & { counts?: Maybe<ResolversTypes['PickLetterCounts']>, mealLetters: Array<ResolversTypes['MealLetter']> }>;
  UploadProteinLettersInput: UploadProteinLettersInput;
  UploadProteinLettersPayload: ResolverTypeWrapper<Omit<UploadProteinLettersPayload, 'counts' | 'proteinLetters'> & { counts?: Maybe<ResolversTypes['PickLetterCounts']>, proteinLetters: Array<ResolversTypes['ProteinLetter']> }>;
  User: ResolverTypeWrapper<UpstreamUserModel>;
  UserError: ResolverTypeWrapper<UserError>;
  UserPreferences: ResolverTypeWrapper<UpstreamUserPreferencesModel>;
  VerifySupervisorCodeInput: VerifySupervisorCodeInput;
  VerifySupervisorCodePayload: ResolverTypeWrapper<VerifySupervisorCodePayload>;
  Zone: ResolverTypeWrapper<UpstreamZoneModel>;
  ZoneConfiguration: ResolverTypeWrapper<ZoneConfiguration>;
  ZoneInput: ZoneInput;
  ZonePickable: ResolverTypeWrapper<ZonePickable>;
  ZoneProgress: ResolverTypeWrapper<ZoneProgress>;
  ZoneScan: ResolverTypeWrapper<ZoneScan>;
  ZoneScreenEvent: ResolverTypeWrapper<ZoneScreenEvent>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AssignKioskPrinterInput: AssignKioskPrinterInput;
  AssignKioskPrinterPayload: AssignKioskPrinterPayload;
  AssignPackLinePlanGroupsInput: AssignPackLinePlanGroupsInput;
  BetaBoxPickables: BetaBoxPickables;
  BetaBoxScanData: BetaBoxScanData;
  Boolean: Scalars['Boolean']['output'];
  CompletePackLinePlanGroupsInput: CompletePackLinePlanGroupsInput;
  ConfirmKioskPrinterInput: ConfirmKioskPrinterInput;
  ConfirmKioskPrinterPayload: ConfirmKioskPrinterPayload;
  CreateLinePresetInput: CreateLinePresetInput;
  CreateLinePresetPayload: Omit<CreateLinePresetPayload, 'linePreset'> & { linePreset?: Maybe<ResolversParentTypes['LinePreset']> };
  DeleteLinePresetInput: DeleteLinePresetInput;
  DeleteLinePresetPayload: DeleteLinePresetPayload;
  EmailChaseListInput: EmailChaseListInput;
  FacilityIceRestrictions: UpstreamFacilityIceRestrictionsModel;
  Float: Scalars['Float']['output'];
  FloorFacility: FloorFacility;
  FloorSession: UpstreamFloorSessionBodyModel;
  FloorSignInInput: FloorSignInInput;
  FloorSignInPayload: Omit<FloorSignInPayload, 'session'> & { session?: Maybe<ResolversParentTypes['FloorSession']> };
  GeneratePackLinePlanGroupPdfsInput: GeneratePackLinePlanGroupPdfsInput;
  GeneratePdfPayload: GeneratePdfPayload;
  GenerateZoneBarcodesPdfInput: GenerateZoneBarcodesPdfInput;
  GeneratedPdf: GeneratedPdf;
  HistoryAuthor: UpstreamHistoryAuthorModel;
  HistoryEntry: UpstreamHistoryEntryModel;
  HistoryEvent: HistoryEventModelModel;
  HistoryPage: HistoryPageModelModel;
  ID: Scalars['ID']['output'];
  IcePacks: IcePacks;
  IceRestriction: UpstreamIceMealPlanModel;
  IceRestrictionMenu: UpstreamIceRestrictionMenuModel;
  IceRestrictions: UpstreamIceRestrictionsBodyModel;
  IceSizeRestrictions: UpstreamIceSizeRestrictionsModel;
  IndefiniteIceRestriction: IndefiniteIceRestriction;
  Int: Scalars['Int']['output'];
  KioskEvent: KioskEvent;
  KioskGroup: UpstreamKioskGroupModel;
  KioskLabel: UpstreamKioskLabelModel;
  KioskLineData: UpstreamKioskLineDataModel;
  KioskLinePause: KioskLinePause;
  KioskLines: KioskLines;
  KioskPauseReason: KioskPauseReason;
  KioskPauseSubReason: KioskPauseSubReason;
  KioskPrinterError: KioskPrinterError;
  KioskPrinterInUse: KioskPrinterInUse;
  KioskPrinterStatus: KioskPrinterStatus;
  KioskRemainingLine: KioskRemainingLine;
  KioskRemainingPickable: KioskRemainingPickable;
  KioskRemainingPickables: KioskRemainingPickables;
  KioskRemainingRegion: KioskRemainingRegion;
  LabelError: LabelError;
  LabelStatusEvent: ResolversUnionTypes<ResolversParentTypes>['LabelStatusEvent'];
  LabelStatusFacility: UpstreamLabelStatusFacilityModel;
  LabelStatusShipDay: LabelStatusShipDayModelModel;
  LabelStatusSnapshot: Omit<LabelStatusSnapshot, 'region'> & { region: ResolversParentTypes['ShippingRegionLabelStatus'] };
  LabelsErrorUpdate: LabelsErrorUpdate;
  LabelsProgress: UpstreamLabelsProgressModel;
  LabelsProgressUpdate: LabelsProgressUpdate;
  LineAssignment: UpstreamLineAssignmentModel;
  LinePreset: UpstreamLinePresetModel;
  MealLetter: UpstreamMealLetterModel;
  MealLetterCsvRowInput: MealLetterCsvRowInput;
  Menu: UpstreamMenuModel;
  MenuIceRestriction: UpstreamMenuIceRestrictionModel;
  Mutation: Record<PropertyKey, never>;
  PackLine: UpstreamPackLineModel;
  PackLinePlanGroup: UpstreamPlanGroupModel;
  PackLinePlanner: PackLinePlannerModelModel;
  PackLinePlannerChangePayload: Omit<PackLinePlannerChangePayload, 'packLinePlanGroups' | 'packLines'> & { packLinePlanGroups: Array<ResolversParentTypes['PackLinePlanGroup']>, packLines: Array<ResolversParentTypes['PackLine']> };
  PackLinePlannerEvent: PackLinePlannerEventModelModel;
  PackLinePresetRef: PackLinePresetRef;
  PackLineStatus: PackLineStatus;
  PackLineStatusChange: PackLineStatusChange;
  PackableTailCount: PackableTailCount;
  PackableTailCounts: PackableTailCounts;
  PackingFacility: UpstreamPackingFacilityModel;
  PalletData: PalletData;
  PalletScanData: PalletScanData;
  PauseKioskLineInput: PauseKioskLineInput;
  PauseKioskLinePayload: PauseKioskLinePayload;
  PickLetterCounts: LetterCountsModelModel;
  PickLetters: PickLettersModelModel;
  PlannerPickable: PlannerPickable;
  PlannerPickables: PlannerPickables;
  PlannerShippingRegion: UpstreamShippingRegionModel;
  PostponedShipmentsUpdate: PostponedShipmentsUpdate;
  PrintLabelInput: PrintLabelInput;
  PrintLabelPayload: Omit<PrintLabelPayload, 'group' | 'label' | 'line'> & { group?: Maybe<ResolversParentTypes['KioskGroup']>, label?: Maybe<ResolversParentTypes['KioskLabel']>, line?: Maybe<ResolversParentTypes['KioskLineData']> };
  PrintTrainingLabelInput: PrintTrainingLabelInput;
  ProteinLetter: ProteinLetterModelModel;
  ProteinLetterCsvRowInput: ProteinLetterCsvRowInput;
  QaScanData: QaScanData;
  QaStationIssuesInput: QaStationIssuesInput;
  QaSubmissionInput: QaSubmissionInput;
  QaSubmissionPayload: QaSubmissionPayload;
  Query: Record<PropertyKey, never>;
  RefreshPackLinesInput: RefreshPackLinesInput;
  RefreshPayload: RefreshPayload;
  RefreshPrintersInput: RefreshPrintersInput;
  RegisterEventInput: RegisterEventInput;
  RegisterEventPayload: RegisterEventPayload;
  ReprintLabelInput: ReprintLabelInput;
  SaveLinePresetInput: SaveLinePresetInput;
  SaveLinePresetPayload: Omit<SaveLinePresetPayload, 'linePreset'> & { linePreset?: Maybe<ResolversParentTypes['LinePreset']> };
  ScanBoxInput: ScanBoxInput;
  ScreenStatus: ScreenStatus;
  SeenPackLinePlanGroup: SeenPackLinePlanGroup;
  SetKioskActiveGroupsInput: SetKioskActiveGroupsInput;
  SetKioskActiveGroupsPayload: SetKioskActiveGroupsPayload;
  ShipmentCount: ShipmentCount;
  ShippingRegionLabelStatus: UpstreamRegionOnShipDayModel;
  SignInInput: SignInInput;
  SignInPayload: Omit<SignInPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  SignOutPayload: SignOutPayload;
  SplitPackLinePlanGroupInput: SplitPackLinePlanGroupInput;
  SplitPackLinePlanGroupPayload: Omit<SplitPackLinePlanGroupPayload, 'packLinePlanGroups' | 'packLines'> & { packLinePlanGroups: Array<ResolversParentTypes['PackLinePlanGroup']>, packLines: Array<ResolversParentTypes['PackLine']> };
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SupervisorLoginCode: SupervisorLoginCode;
  UnassignKioskPrinterInput: UnassignKioskPrinterInput;
  UnassignKioskPrinterPayload: UnassignKioskPrinterPayload;
  UnassignKioskTailsInput: UnassignKioskTailsInput;
  UnassignKioskTailsPayload: UnassignKioskTailsPayload;
  UndoHistoryEntryInput: UndoHistoryEntryInput;
  UndoHistoryEntryPayload: Omit<UndoHistoryEntryPayload, 'entry'> & { entry?: Maybe<ResolversParentTypes['HistoryEntry']> };
  UnpackableCountOnLine: UnpackableCountOnLine;
  UpdateIceRestrictionInput: UpdateIceRestrictionInput;
  UpdateIceRestrictionPayload: Omit<UpdateIceRestrictionPayload, 'iceRestriction'> & { iceRestriction?: Maybe<ResolversParentTypes['IceRestriction']> };
  UpdateKioskFiltersInput: UpdateKioskFiltersInput;
  UpdateKioskFiltersPayload: UpdateKioskFiltersPayload;
  UpdateMealLetterInput: UpdateMealLetterInput;
  UpdateMealLetterPayload: Omit<UpdateMealLetterPayload, 'counts' | 'mealLetter'> & { counts?: Maybe<ResolversParentTypes['PickLetterCounts']>, mealLetter?: Maybe<ResolversParentTypes['MealLetter']> };
  UpdatePackLineFiltersInput: UpdatePackLineFiltersInput;
  UpdatePackLineFiltersPayload: Omit<UpdatePackLineFiltersPayload, 'packLine'> & { packLine?: Maybe<ResolversParentTypes['PackLine']> };
  UpdatePackLinePlanGroupOrderInput: UpdatePackLinePlanGroupOrderInput;
  UpdatePackLinePresetInput: UpdatePackLinePresetInput;
  UpdateProteinLetterInput: UpdateProteinLetterInput;
  UpdateProteinLetterPayload: Omit<UpdateProteinLetterPayload, 'counts' | 'proteinLetters'> & { counts?: Maybe<ResolversParentTypes['PickLetterCounts']>, proteinLetters: Array<ResolversParentTypes['ProteinLetter']> };
  UpdateUserPreferencesInput: UpdateUserPreferencesInput;
  UpdateUserPreferencesPayload: Omit<UpdateUserPreferencesPayload, 'userPreferences'> & { userPreferences?: Maybe<ResolversParentTypes['UserPreferences']> };
  UploadMealLettersInput: UploadMealLettersInput;
  UploadMealLettersPayload: Omit<UploadMealLettersPayload, 'counts' | 'mealLetters'> & { counts?: Maybe<ResolversParentTypes['PickLetterCounts']>, mealLetters: Array<ResolversParentTypes['MealLetter']> };
  UploadProteinLettersInput: UploadProteinLettersInput;
  UploadProteinLettersPayload: Omit<UploadProteinLettersPayload, 'counts' | 'proteinLetters'> & { counts?: Maybe<ResolversParentTypes['PickLetterCounts']>, proteinLetters: Array<ResolversParentTypes['ProteinLetter']> };
  User: UpstreamUserModel;
  UserError: UserError;
  UserPreferences: UpstreamUserPreferencesModel;
  VerifySupervisorCodeInput: VerifySupervisorCodeInput;
  VerifySupervisorCodePayload: VerifySupervisorCodePayload;
  Zone: UpstreamZoneModel;
  ZoneConfiguration: ZoneConfiguration;
  ZoneInput: ZoneInput;
  ZonePickable: ZonePickable;
  ZoneProgress: ZoneProgress;
  ZoneScan: ZoneScan;
  ZoneScreenEvent: ZoneScreenEvent;
};

export type AssignKioskPrinterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignKioskPrinterPayload'] = ResolversParentTypes['AssignKioskPrinterPayload']> = {
  assigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conflict?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  printerError?: Resolver<Maybe<ResolversTypes['KioskPrinterError']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type BetaBoxPickablesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BetaBoxPickables'] = ResolversParentTypes['BetaBoxPickables']> = {
  mealBags?: Resolver<Array<ResolversTypes['ZonePickable']>, ParentType, ContextType>;
  proteins?: Resolver<Array<ResolversTypes['ZonePickable']>, ParentType, ContextType>;
};

export type BetaBoxScanDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BetaBoxScanData'] = ResolversParentTypes['BetaBoxScanData']> = {
  icePacks?: Resolver<Array<ResolversTypes['IcePacks']>, ParentType, ContextType>;
  pickables?: Resolver<ResolversTypes['BetaBoxPickables'], ParentType, ContextType>;
};

export type ConfirmKioskPrinterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmKioskPrinterPayload'] = ResolversParentTypes['ConfirmKioskPrinterPayload']> = {
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateLinePresetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateLinePresetPayload'] = ResolversParentTypes['CreateLinePresetPayload']> = {
  linePreset?: Resolver<Maybe<ResolversTypes['LinePreset']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteLinePresetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteLinePresetPayload'] = ResolversParentTypes['DeleteLinePresetPayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type FacilityIceRestrictionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FacilityIceRestrictions'] = ResolversParentTypes['FacilityIceRestrictions']> = {
  iceRestrictions?: Resolver<Array<ResolversTypes['IceSizeRestrictions']>, ParentType, ContextType>;
  packingFacilityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packingFacilityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FloorFacilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FloorFacility'] = ResolversParentTypes['FloorFacility']> = {
  abbreviation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FloorSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FloorSession'] = ResolversParentTypes['FloorSession']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packingFacility?: Resolver<ResolversTypes['FloorFacility'], ParentType, ContextType>;
};

export type FloorSignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FloorSignInPayload'] = ResolversParentTypes['FloorSignInPayload']> = {
  session?: Resolver<Maybe<ResolversTypes['FloorSession']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type GeneratePdfPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GeneratePdfPayload'] = ResolversParentTypes['GeneratePdfPayload']> = {
  pdf?: Resolver<Maybe<ResolversTypes['GeneratedPdf']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type GeneratedPdfResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GeneratedPdf'] = ResolversParentTypes['GeneratedPdf']> = {
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type HistoryAuthorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryAuthor'] = ResolversParentTypes['HistoryAuthor']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HistoryAuthorKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  author?: Resolver<ResolversTypes['HistoryAuthor'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kindLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notUndoableReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packingFacilityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  screen?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  undoOf?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  undoable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  undoneBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type HistoryEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryEvent'] = ResolversParentTypes['HistoryEvent']> = {
  entry?: Resolver<Maybe<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['HistoryEventKind'], ParentType, ContextType>;
};

export type HistoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryPage'] = ResolversParentTypes['HistoryPage']> = {
  csvUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IcePacksResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IcePacks'] = ResolversParentTypes['IcePacks']> = {
  eightyOz?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missedZoneId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ninetySixOz?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sixtyFourOz?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thirtyTwoOz?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IceRestrictionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IceRestriction'] = ResolversParentTypes['IceRestriction']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indefiniteRestriction?: Resolver<Maybe<ResolversTypes['IndefiniteIceRestriction']>, ParentType, ContextType>;
  mealPlanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mealPlanSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  menuRestrictions?: Resolver<Array<ResolversTypes['MenuIceRestriction']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type IceRestrictionMenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IceRestrictionMenu'] = ResolversParentTypes['IceRestrictionMenu']> = {
  isPast?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  menuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menuSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IceRestrictionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IceRestrictions'] = ResolversParentTypes['IceRestrictions']> = {
  facilities?: Resolver<Array<ResolversTypes['FacilityIceRestrictions']>, ParentType, ContextType>;
  menus?: Resolver<Array<ResolversTypes['IceRestrictionMenu']>, ParentType, ContextType>;
};

export type IceSizeRestrictionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IceSizeRestrictions'] = ResolversParentTypes['IceSizeRestrictions']> = {
  iceSize?: Resolver<ResolversTypes['IceSize'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mealPlans?: Resolver<Array<ResolversTypes['IceRestriction']>, ParentType, ContextType>;
};

export type IndefiniteIceRestrictionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IndefiniteIceRestriction'] = ResolversParentTypes['IndefiniteIceRestriction']> = {
  menuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menuSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KioskEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskEvent'] = ResolversParentTypes['KioskEvent']> = {
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  excludedIp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filters?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type KioskGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskGroup'] = ResolversParentTypes['KioskGroup']> = {
  boxCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  boxSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mealPlan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  printedBoxCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regionCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remainingBoxCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unpackableBoxCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type KioskLabelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskLabel'] = ResolversParentTypes['KioskLabel']> = {
  barcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastPrinted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metadataId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packLinePlanGroupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  shipDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingRegion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingRegionCategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type KioskLineDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskLineData'] = ResolversParentTypes['KioskLineData']> = {
  currentGroupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  filteredLetters?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['KioskGroup']>, ParentType, ContextType>;
  nextGroupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  packLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packLineName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pause?: Resolver<Maybe<ResolversTypes['KioskLinePause']>, ParentType, ContextType>;
  pickables?: Resolver<ResolversTypes['PlannerPickables'], ParentType, ContextType>;
  printerIp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reprintQueue?: Resolver<Array<ResolversTypes['KioskLabel']>, ParentType, ContextType>;
};

export type KioskLinePauseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskLinePause'] = ResolversParentTypes['KioskLinePause']> = {
  pausedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type KioskLinesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskLines'] = ResolversParentTypes['KioskLines']> = {
  packLineNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  printersInUse?: Resolver<Array<ResolversTypes['KioskPrinterInUse']>, ParentType, ContextType>;
};

export type KioskPauseReasonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskPauseReason'] = ResolversParentTypes['KioskPauseReason']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subReasons?: Resolver<Array<ResolversTypes['KioskPauseSubReason']>, ParentType, ContextType>;
};

export type KioskPauseSubReasonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskPauseSubReason'] = ResolversParentTypes['KioskPauseSubReason']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subReason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KioskPrinterErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskPrinterError'] = ResolversParentTypes['KioskPrinterError']> = {
  mayHavePrinted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type KioskPrinterInUseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskPrinterInUse'] = ResolversParentTypes['KioskPrinterInUse']> = {
  packLineName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  printerIp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KioskPrinterStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskPrinterStatus'] = ResolversParentTypes['KioskPrinterStatus']> = {
  faults?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  online?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  printerIp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ready?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type KioskRemainingLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskRemainingLine'] = ResolversParentTypes['KioskRemainingLine']> = {
  packLineName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickables?: Resolver<Array<ResolversTypes['KioskRemainingPickable']>, ParentType, ContextType>;
};

export type KioskRemainingPickableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskRemainingPickable'] = ResolversParentTypes['KioskRemainingPickable']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickableType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KioskRemainingPickablesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskRemainingPickables'] = ResolversParentTypes['KioskRemainingPickables']> = {
  byLine?: Resolver<Array<ResolversTypes['KioskRemainingLine']>, ParentType, ContextType>;
  byRegion?: Resolver<Array<ResolversTypes['KioskRemainingRegion']>, ParentType, ContextType>;
  shipDates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type KioskRemainingRegionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskRemainingRegion'] = ResolversParentTypes['KioskRemainingRegion']> = {
  pickables?: Resolver<Array<ResolversTypes['KioskRemainingPickable']>, ParentType, ContextType>;
  regionCategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LabelErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LabelError'] = ResolversParentTypes['LabelError']> = {
  errorClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LabelStatusEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LabelStatusEvent'] = ResolversParentTypes['LabelStatusEvent']> = {
  __resolveType: TypeResolveFn<'LabelStatusSnapshot' | 'LabelsErrorUpdate' | 'LabelsProgressUpdate' | 'PostponedShipmentsUpdate', ParentType, ContextType>;
};

export type LabelStatusFacilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LabelStatusFacility'] = ResolversParentTypes['LabelStatusFacility']> = {
  abbreviatedName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipDays?: Resolver<Array<ResolversTypes['LabelStatusShipDay']>, ParentType, ContextType>;
};

export type LabelStatusShipDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LabelStatusShipDay'] = ResolversParentTypes['LabelStatusShipDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimatedPostponedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expectedShipments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labelsGeneratedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  labelsGeneratedAtStringify?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LabelStatusSnapshotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LabelStatusSnapshot'] = ResolversParentTypes['LabelStatusSnapshot']> = {
  region?: Resolver<ResolversTypes['ShippingRegionLabelStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LabelsErrorUpdateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LabelsErrorUpdate'] = ResolversParentTypes['LabelsErrorUpdate']> = {
  errors?: Resolver<Array<ResolversTypes['LabelError']>, ParentType, ContextType>;
  regionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LabelsProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LabelsProgress'] = ResolversParentTypes['LabelsProgress']> = {
  status?: Resolver<Maybe<ResolversTypes['LabelsProgressStatus']>, ParentType, ContextType>;
};

export type LabelsProgressUpdateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LabelsProgressUpdate'] = ResolversParentTypes['LabelsProgressUpdate']> = {
  regionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LabelsProgressStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LineAssignmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineAssignment'] = ResolversParentTypes['LineAssignment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LinePresetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinePreset'] = ResolversParentTypes['LinePreset']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineAssignments?: Resolver<Array<ResolversTypes['LineAssignment']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packingFacilityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zones?: Resolver<Array<ResolversTypes['Zone']>, ParentType, ContextType>;
};

export type MealLetterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MealLetter'] = ResolversParentTypes['MealLetter']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mealBag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mealLetter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mealPlans?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  menuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packingFacilityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pickableId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pickableName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickableType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = {
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menuSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuIceRestrictionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuIceRestriction'] = ResolversParentTypes['MenuIceRestriction']> = {
  iceRestriction?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  menuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menuSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  assignKioskPrinter?: Resolver<ResolversTypes['AssignKioskPrinterPayload'], ParentType, ContextType, RequireFields<MutationAssignKioskPrinterArgs, 'input'>>;
  assignPackLinePlanGroups?: Resolver<ResolversTypes['PackLinePlannerChangePayload'], ParentType, ContextType, RequireFields<MutationAssignPackLinePlanGroupsArgs, 'input'>>;
  completePackLinePlanGroups?: Resolver<ResolversTypes['PackLinePlannerChangePayload'], ParentType, ContextType, RequireFields<MutationCompletePackLinePlanGroupsArgs, 'input'>>;
  confirmKioskPrinter?: Resolver<ResolversTypes['ConfirmKioskPrinterPayload'], ParentType, ContextType, RequireFields<MutationConfirmKioskPrinterArgs, 'input'>>;
  createLinePreset?: Resolver<ResolversTypes['CreateLinePresetPayload'], ParentType, ContextType, RequireFields<MutationCreateLinePresetArgs, 'input'>>;
  deleteLinePreset?: Resolver<ResolversTypes['DeleteLinePresetPayload'], ParentType, ContextType, RequireFields<MutationDeleteLinePresetArgs, 'input'>>;
  emailChaseList?: Resolver<ResolversTypes['RefreshPayload'], ParentType, ContextType, RequireFields<MutationEmailChaseListArgs, 'input'>>;
  floorSignIn?: Resolver<ResolversTypes['FloorSignInPayload'], ParentType, ContextType, RequireFields<MutationFloorSignInArgs, 'input'>>;
  floorSignOut?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  generatePackLinePlanGroupPdfs?: Resolver<ResolversTypes['GeneratePdfPayload'], ParentType, ContextType, RequireFields<MutationGeneratePackLinePlanGroupPdfsArgs, 'input'>>;
  generateZoneBarcodesPdf?: Resolver<ResolversTypes['GeneratePdfPayload'], ParentType, ContextType, RequireFields<MutationGenerateZoneBarcodesPdfArgs, 'input'>>;
  pauseKioskLine?: Resolver<ResolversTypes['PauseKioskLinePayload'], ParentType, ContextType, RequireFields<MutationPauseKioskLineArgs, 'input'>>;
  printLabel?: Resolver<ResolversTypes['PrintLabelPayload'], ParentType, ContextType, RequireFields<MutationPrintLabelArgs, 'input'>>;
  printTrainingLabel?: Resolver<ResolversTypes['PrintLabelPayload'], ParentType, ContextType, RequireFields<MutationPrintTrainingLabelArgs, 'input'>>;
  reassignPackLineTails?: Resolver<ResolversTypes['PackLinePlannerChangePayload'], ParentType, ContextType, RequireFields<MutationReassignPackLineTailsArgs, 'input'>>;
  refreshPackLines?: Resolver<ResolversTypes['RefreshPayload'], ParentType, ContextType, RequireFields<MutationRefreshPackLinesArgs, 'input'>>;
  refreshPrinters?: Resolver<ResolversTypes['RefreshPayload'], ParentType, ContextType, RequireFields<MutationRefreshPrintersArgs, 'input'>>;
  registerEvent?: Resolver<ResolversTypes['RegisterEventPayload'], ParentType, ContextType, RequireFields<MutationRegisterEventArgs, 'input'>>;
  reprintLabel?: Resolver<ResolversTypes['PrintLabelPayload'], ParentType, ContextType, RequireFields<MutationReprintLabelArgs, 'input'>>;
  saveLinePreset?: Resolver<ResolversTypes['SaveLinePresetPayload'], ParentType, ContextType, RequireFields<MutationSaveLinePresetArgs, 'input'>>;
  scanBox?: Resolver<ResolversTypes['ZoneScan'], ParentType, ContextType, RequireFields<MutationScanBoxArgs, 'input'>>;
  setKioskActiveGroups?: Resolver<ResolversTypes['SetKioskActiveGroupsPayload'], ParentType, ContextType, RequireFields<MutationSetKioskActiveGroupsArgs, 'input'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  splitPackLinePlanGroup?: Resolver<ResolversTypes['SplitPackLinePlanGroupPayload'], ParentType, ContextType, RequireFields<MutationSplitPackLinePlanGroupArgs, 'input'>>;
  submitQaInspection?: Resolver<ResolversTypes['QaSubmissionPayload'], ParentType, ContextType, RequireFields<MutationSubmitQaInspectionArgs, 'input'>>;
  unassignKioskPrinter?: Resolver<ResolversTypes['UnassignKioskPrinterPayload'], ParentType, ContextType, RequireFields<MutationUnassignKioskPrinterArgs, 'input'>>;
  unassignKioskTails?: Resolver<ResolversTypes['UnassignKioskTailsPayload'], ParentType, ContextType, RequireFields<MutationUnassignKioskTailsArgs, 'input'>>;
  undoHistoryEntry?: Resolver<ResolversTypes['UndoHistoryEntryPayload'], ParentType, ContextType, RequireFields<MutationUndoHistoryEntryArgs, 'input'>>;
  updateIceRestriction?: Resolver<ResolversTypes['UpdateIceRestrictionPayload'], ParentType, ContextType, RequireFields<MutationUpdateIceRestrictionArgs, 'input'>>;
  updateKioskFilters?: Resolver<ResolversTypes['UpdateKioskFiltersPayload'], ParentType, ContextType, RequireFields<MutationUpdateKioskFiltersArgs, 'input'>>;
  updateMealLetter?: Resolver<ResolversTypes['UpdateMealLetterPayload'], ParentType, ContextType, RequireFields<MutationUpdateMealLetterArgs, 'input'>>;
  updatePackLineFilters?: Resolver<ResolversTypes['UpdatePackLineFiltersPayload'], ParentType, ContextType, RequireFields<MutationUpdatePackLineFiltersArgs, 'input'>>;
  updatePackLinePlanGroupOrder?: Resolver<ResolversTypes['PackLinePlannerChangePayload'], ParentType, ContextType, RequireFields<MutationUpdatePackLinePlanGroupOrderArgs, 'input'>>;
  updatePackLinePreset?: Resolver<ResolversTypes['PackLinePlannerChangePayload'], ParentType, ContextType, RequireFields<MutationUpdatePackLinePresetArgs, 'input'>>;
  updateProteinLetter?: Resolver<ResolversTypes['UpdateProteinLetterPayload'], ParentType, ContextType, RequireFields<MutationUpdateProteinLetterArgs, 'input'>>;
  updateUserPreferences?: Resolver<ResolversTypes['UpdateUserPreferencesPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserPreferencesArgs, 'input'>>;
  uploadMealLetters?: Resolver<ResolversTypes['UploadMealLettersPayload'], ParentType, ContextType, RequireFields<MutationUploadMealLettersArgs, 'input'>>;
  uploadProteinLetters?: Resolver<ResolversTypes['UploadProteinLettersPayload'], ParentType, ContextType, RequireFields<MutationUploadProteinLettersArgs, 'input'>>;
  verifySupervisorCode?: Resolver<ResolversTypes['VerifySupervisorCodePayload'], ParentType, ContextType, RequireFields<MutationVerifySupervisorCodeArgs, 'input'>>;
};

export type PackLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackLine'] = ResolversParentTypes['PackLine']> = {
  boxCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentGroupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  filteredPickables?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastPrintedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastScannedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linePreset?: Resolver<Maybe<ResolversTypes['PackLinePresetRef']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextGroupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  packingFacilityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pickables?: Resolver<ResolversTypes['PlannerPickables'], ParentType, ContextType>;
  printedBoxCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unconfiguredPicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unpackableBoxCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PackLinePlanGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackLinePlanGroup'] = ResolversParentTypes['PackLinePlanGroup']> = {
  boxCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  boxSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dockoutTimeStamp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ineligibleZones?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  lineAssignment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mealPlan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  printedBoxCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remainingBoxCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingRegion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingRegionCategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingRegionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  softComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unpackableBoxCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unpackableCountsPerLine?: Resolver<Array<ResolversTypes['UnpackableCountOnLine']>, ParentType, ContextType>;
};

export type PackLinePlannerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackLinePlanner'] = ResolversParentTypes['PackLinePlanner']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  menu?: Resolver<Maybe<ResolversTypes['Menu']>, ParentType, ContextType>;
  packLinePlanGroups?: Resolver<Array<ResolversTypes['PackLinePlanGroup']>, ParentType, ContextType>;
  packLines?: Resolver<Array<ResolversTypes['PackLine']>, ParentType, ContextType>;
  pickables?: Resolver<ResolversTypes['PlannerPickables'], ParentType, ContextType>;
  shippingRegions?: Resolver<Array<ResolversTypes['PlannerShippingRegion']>, ParentType, ContextType>;
};

export type PackLinePlannerChangePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackLinePlannerChangePayload'] = ResolversParentTypes['PackLinePlannerChangePayload']> = {
  packLinePlanGroups?: Resolver<Array<ResolversTypes['PackLinePlanGroup']>, ParentType, ContextType>;
  packLines?: Resolver<Array<ResolversTypes['PackLine']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type PackLinePlannerEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackLinePlannerEvent'] = ResolversParentTypes['PackLinePlannerEvent']> = {
  changeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packLineNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  packLinePlanGroupIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  packLinePlanGroups?: Resolver<Array<ResolversTypes['PackLinePlanGroup']>, ParentType, ContextType>;
  packLines?: Resolver<Array<ResolversTypes['PackLine']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PackLinePresetRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackLinePresetRef'] = ResolversParentTypes['PackLinePresetRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PackLineStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackLineStatus'] = ResolversParentTypes['PackLineStatus']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  printers?: Resolver<Array<ResolversTypes['ScreenStatus']>, ParentType, ContextType>;
  zones?: Resolver<Array<ResolversTypes['ScreenStatus']>, ParentType, ContextType>;
};

export type PackLineStatusChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackLineStatusChange'] = ResolversParentTypes['PackLineStatusChange']> = {
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PackableTailCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackableTailCount'] = ResolversParentTypes['PackableTailCount']> = {
  packLinePlanGroupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packableCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tailCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PackableTailCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackableTailCounts'] = ResolversParentTypes['PackableTailCounts']> = {
  counts?: Resolver<Array<ResolversTypes['PackableTailCount']>, ParentType, ContextType>;
  totalPackableCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTailCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PackingFacilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackingFacility'] = ResolversParentTypes['PackingFacility']> = {
  abbreviatedName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colloquialName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipDays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PalletDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PalletData'] = ResolversParentTypes['PalletData']> = {
  boxSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingRegion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PalletScanDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PalletScanData'] = ResolversParentTypes['PalletScanData']> = {
  boxSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingRegion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingRegionHasChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PauseKioskLinePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PauseKioskLinePayload'] = ResolversParentTypes['PauseKioskLinePayload']> = {
  paused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type PickLetterCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickLetterCounts'] = ResolversParentTypes['PickLetterCounts']> = {
  duplicateLetters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mealLettersAssigned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mealPickables?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proteinLettersAssigned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proteins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PickLettersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickLetters'] = ResolversParentTypes['PickLetters']> = {
  counts?: Resolver<ResolversTypes['PickLetterCounts'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lockedMenu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mealLetters?: Resolver<Array<ResolversTypes['MealLetter']>, ParentType, ContextType>;
  menuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packingFacilityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  proteinLetters?: Resolver<Array<ResolversTypes['ProteinLetter']>, ParentType, ContextType>;
};

export type PlannerPickableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlannerPickable'] = ResolversParentTypes['PlannerPickable']> = {
  pickableLetter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickableName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlannerPickablesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlannerPickables'] = ResolversParentTypes['PlannerPickables']> = {
  addOnLetters?: Resolver<Array<ResolversTypes['PlannerPickable']>, ParentType, ContextType>;
  familyLetters?: Resolver<Array<ResolversTypes['PlannerPickable']>, ParentType, ContextType>;
  heatAndEatLetters?: Resolver<Array<ResolversTypes['PlannerPickable']>, ParentType, ContextType>;
  mealLetters?: Resolver<Array<ResolversTypes['PlannerPickable']>, ParentType, ContextType>;
  otherLetters?: Resolver<Array<ResolversTypes['PlannerPickable']>, ParentType, ContextType>;
  proteinLetters?: Resolver<Array<ResolversTypes['PlannerPickable']>, ParentType, ContextType>;
  tempoLetters?: Resolver<Array<ResolversTypes['PlannerPickable']>, ParentType, ContextType>;
};

export type PlannerShippingRegionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlannerShippingRegion'] = ResolversParentTypes['PlannerShippingRegion']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PostponedShipmentsUpdateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostponedShipmentsUpdate'] = ResolversParentTypes['PostponedShipmentsUpdate']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PrintLabelPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrintLabelPayload'] = ResolversParentTypes['PrintLabelPayload']> = {
  group?: Resolver<Maybe<ResolversTypes['KioskGroup']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['KioskLabel']>, ParentType, ContextType>;
  labelsPrinted?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['KioskLineData']>, ParentType, ContextType>;
  printerError?: Resolver<Maybe<ResolversTypes['KioskPrinterError']>, ParentType, ContextType>;
  signedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ProteinLetterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProteinLetter'] = ResolversParentTypes['ProteinLetter']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredientBoxingAssignmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredientBrandName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ingredientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isReplacement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  letter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mealId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mealTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QaScanDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QaScanData'] = ResolversParentTypes['QaScanData']> = {
  alertQc?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allIcePacks?: Resolver<Array<ResolversTypes['IcePacks']>, ParentType, ContextType>;
  allPickables?: Resolver<Array<ResolversTypes['ZonePickable']>, ParentType, ContextType>;
  icePacks?: Resolver<Array<ResolversTypes['IcePacks']>, ParentType, ContextType>;
  pickables?: Resolver<Array<ResolversTypes['ZonePickable']>, ParentType, ContextType>;
  qaNearMiss?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  qaNearMissBoxScanCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qaQc?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QaSubmissionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QaSubmissionPayload'] = ResolversParentTypes['QaSubmissionPayload']> = {
  submitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accessiblePackingFacilities?: Resolver<Array<ResolversTypes['PackingFacility']>, ParentType, ContextType>;
  floorSession?: Resolver<Maybe<ResolversTypes['FloorSession']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryHistoryArgs, 'packingFacilityId'>>;
  historyPeople?: Resolver<Array<ResolversTypes['HistoryAuthor']>, ParentType, ContextType, RequireFields<QueryHistoryPeopleArgs, 'packingFacilityId'>>;
  iceRestrictions?: Resolver<ResolversTypes['IceRestrictions'], ParentType, ContextType>;
  kioskLabelSearch?: Resolver<Array<ResolversTypes['KioskLabel']>, ParentType, ContextType, RequireFields<QueryKioskLabelSearchArgs, 'packingFacilitySlug' | 'searchText'>>;
  kioskLine?: Resolver<ResolversTypes['KioskLineData'], ParentType, ContextType, RequireFields<QueryKioskLineArgs, 'packLineName' | 'packingFacilitySlug'>>;
  kioskLines?: Resolver<ResolversTypes['KioskLines'], ParentType, ContextType, RequireFields<QueryKioskLinesArgs, 'packingFacilitySlug'>>;
  kioskPauseReasons?: Resolver<Array<ResolversTypes['KioskPauseReason']>, ParentType, ContextType>;
  kioskPrinterStatus?: Resolver<ResolversTypes['KioskPrinterStatus'], ParentType, ContextType, RequireFields<QueryKioskPrinterStatusArgs, 'packLineName' | 'packingFacilitySlug' | 'printerIp'>>;
  kioskRemainingPickables?: Resolver<ResolversTypes['KioskRemainingPickables'], ParentType, ContextType, RequireFields<QueryKioskRemainingPickablesArgs, 'packLineIds' | 'packingFacilitySlug' | 'shipDates'>>;
  labelStatusFacilities?: Resolver<Array<ResolversTypes['LabelStatusFacility']>, ParentType, ContextType>;
  linePreset?: Resolver<ResolversTypes['LinePreset'], ParentType, ContextType, RequireFields<QueryLinePresetArgs, 'id' | 'packingFacilityId'>>;
  linePresets?: Resolver<Array<ResolversTypes['LinePreset']>, ParentType, ContextType, RequireFields<QueryLinePresetsArgs, 'packingFacilityId'>>;
  menus?: Resolver<Array<ResolversTypes['Menu']>, ParentType, ContextType>;
  packLinePlanner?: Resolver<ResolversTypes['PackLinePlanner'], ParentType, ContextType, RequireFields<QueryPackLinePlannerArgs, 'packingFacilityId'>>;
  packLineStatuses?: Resolver<Array<ResolversTypes['PackLineStatus']>, ParentType, ContextType, RequireFields<QueryPackLineStatusesArgs, 'packingFacilityId'>>;
  packableTailCounts?: Resolver<ResolversTypes['PackableTailCounts'], ParentType, ContextType, RequireFields<QueryPackableTailCountsArgs, 'packLineName' | 'packLinePlanGroupIds' | 'packingFacilityId'>>;
  packingFacility?: Resolver<ResolversTypes['PackingFacility'], ParentType, ContextType, RequireFields<QueryPackingFacilityArgs, 'id'>>;
  pickLetters?: Resolver<ResolversTypes['PickLetters'], ParentType, ContextType, RequireFields<QueryPickLettersArgs, 'menuId' | 'packingFacilityId'>>;
  previousMenu?: Resolver<Maybe<ResolversTypes['Menu']>, ParentType, ContextType>;
  regionsShippingOnDay?: Resolver<Array<ResolversTypes['ShippingRegionLabelStatus']>, ParentType, ContextType, RequireFields<QueryRegionsShippingOnDayArgs, 'packingFacilityId' | 'shipDay'>>;
  supervisorLoginCode?: Resolver<ResolversTypes['SupervisorLoginCode'], ParentType, ContextType, RequireFields<QuerySupervisorLoginCodeArgs, 'packingFacilityId'>>;
  userPreferences?: Resolver<ResolversTypes['UserPreferences'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  zoneConfiguration?: Resolver<ResolversTypes['ZoneConfiguration'], ParentType, ContextType, RequireFields<QueryZoneConfigurationArgs, 'lineLetter' | 'packLineZoneId' | 'packingFacilityAbbreviation'>>;
};

export type RefreshPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RefreshPayload'] = ResolversParentTypes['RefreshPayload']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RegisterEventPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterEventPayload'] = ResolversParentTypes['RegisterEventPayload']> = {
  receivedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SaveLinePresetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveLinePresetPayload'] = ResolversParentTypes['SaveLinePresetPayload']> = {
  linePreset?: Resolver<Maybe<ResolversTypes['LinePreset']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ScreenStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScreenStatus'] = ResolversParentTypes['ScreenStatus']> = {
  errorRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lastHeartbeatAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zoneType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SetKioskActiveGroupsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetKioskActiveGroupsPayload'] = ResolversParentTypes['SetKioskActiveGroupsPayload']> = {
  currentGroupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  nextGroupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ShipmentCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentCount'] = ResolversParentTypes['ShipmentCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShippingRegionLabelStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShippingRegionLabelStatus'] = ResolversParentTypes['ShippingRegionLabelStatus']> = {
  expectedShipments?: Resolver<ResolversTypes['ShipmentCount'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labelsError?: Resolver<Array<ResolversTypes['LabelError']>, ParentType, ContextType>;
  labelsProgress?: Resolver<ResolversTypes['LabelsProgress'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postponedShipments?: Resolver<ResolversTypes['ShipmentCount'], ParentType, ContextType>;
  shipDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = {
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SignOutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignOutPayload'] = ResolversParentTypes['SignOutPayload']> = {
  signedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SplitPackLinePlanGroupPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SplitPackLinePlanGroupPayload'] = ResolversParentTypes['SplitPackLinePlanGroupPayload']> = {
  newPackLinePlanGroupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  packLinePlanGroups?: Resolver<Array<ResolversTypes['PackLinePlanGroup']>, ParentType, ContextType>;
  packLines?: Resolver<Array<ResolversTypes['PackLine']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  historyRecorded?: SubscriptionResolver<ResolversTypes['HistoryEvent'], "historyRecorded", ParentType, ContextType, RequireFields<SubscriptionHistoryRecordedArgs, 'packingFacilityId'>>;
  labelStatusEvents?: SubscriptionResolver<ResolversTypes['LabelStatusEvent'], "labelStatusEvents", ParentType, ContextType, RequireFields<SubscriptionLabelStatusEventsArgs, 'packingFacilityId' | 'regionName' | 'shipDay'>>;
  packLinePlannerEvents?: SubscriptionResolver<ResolversTypes['PackLinePlannerEvent'], "packLinePlannerEvents", ParentType, ContextType, RequireFields<SubscriptionPackLinePlannerEventsArgs, 'abbreviatedName'>>;
  packLineStatusChanged?: SubscriptionResolver<ResolversTypes['PackLineStatusChange'], "packLineStatusChanged", ParentType, ContextType, RequireFields<SubscriptionPackLineStatusChangedArgs, 'packingFacilityAbbreviation'>>;
  printerAppUpdates?: SubscriptionResolver<ResolversTypes['KioskEvent'], "printerAppUpdates", ParentType, ContextType, RequireFields<SubscriptionPrinterAppUpdatesArgs, 'packingFacilitySlug'>>;
  printerLineUpdates?: SubscriptionResolver<ResolversTypes['KioskEvent'], "printerLineUpdates", ParentType, ContextType, RequireFields<SubscriptionPrinterLineUpdatesArgs, 'packLineName' | 'packingFacilityAbbreviation'>>;
  printerManagement?: SubscriptionResolver<ResolversTypes['KioskEvent'], "printerManagement", ParentType, ContextType, RequireFields<SubscriptionPrinterManagementArgs, 'packLineName' | 'packingFacilitySlug'>>;
  supervisorLoginCodeChanged?: SubscriptionResolver<ResolversTypes['SupervisorLoginCode'], "supervisorLoginCodeChanged", ParentType, ContextType, RequireFields<SubscriptionSupervisorLoginCodeChangedArgs, 'packingFacilityId'>>;
  zoneScreenEvents?: SubscriptionResolver<ResolversTypes['ZoneScreenEvent'], "zoneScreenEvents", ParentType, ContextType, RequireFields<SubscriptionZoneScreenEventsArgs, 'lineLetter' | 'packingFacilityAbbreviation'>>;
};

export type SupervisorLoginCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupervisorLoginCode'] = ResolversParentTypes['SupervisorLoginCode']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnassignKioskPrinterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnassignKioskPrinterPayload'] = ResolversParentTypes['UnassignKioskPrinterPayload']> = {
  unassigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UnassignKioskTailsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnassignKioskTailsPayload'] = ResolversParentTypes['UnassignKioskTailsPayload']> = {
  unassigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UndoHistoryEntryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UndoHistoryEntryPayload'] = ResolversParentTypes['UndoHistoryEntryPayload']> = {
  entry?: Resolver<Maybe<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UnpackableCountOnLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnpackableCountOnLine'] = ResolversParentTypes['UnpackableCountOnLine']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packLineName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpdateIceRestrictionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateIceRestrictionPayload'] = ResolversParentTypes['UpdateIceRestrictionPayload']> = {
  iceRestriction?: Resolver<Maybe<ResolversTypes['IceRestriction']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateKioskFiltersPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateKioskFiltersPayload'] = ResolversParentTypes['UpdateKioskFiltersPayload']> = {
  filters?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateMealLetterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateMealLetterPayload'] = ResolversParentTypes['UpdateMealLetterPayload']> = {
  counts?: Resolver<Maybe<ResolversTypes['PickLetterCounts']>, ParentType, ContextType>;
  mealLetter?: Resolver<Maybe<ResolversTypes['MealLetter']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdatePackLineFiltersPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdatePackLineFiltersPayload'] = ResolversParentTypes['UpdatePackLineFiltersPayload']> = {
  changeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentFilters?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  packLine?: Resolver<Maybe<ResolversTypes['PackLine']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateProteinLetterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateProteinLetterPayload'] = ResolversParentTypes['UpdateProteinLetterPayload']> = {
  counts?: Resolver<Maybe<ResolversTypes['PickLetterCounts']>, ParentType, ContextType>;
  proteinLetters?: Resolver<Array<ResolversTypes['ProteinLetter']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateUserPreferencesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateUserPreferencesPayload'] = ResolversParentTypes['UpdateUserPreferencesPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  userPreferences?: Resolver<Maybe<ResolversTypes['UserPreferences']>, ParentType, ContextType>;
};

export type UploadMealLettersPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadMealLettersPayload'] = ResolversParentTypes['UploadMealLettersPayload']> = {
  counts?: Resolver<Maybe<ResolversTypes['PickLetterCounts']>, ParentType, ContextType>;
  mealLetters?: Resolver<Array<ResolversTypes['MealLetter']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UploadProteinLettersPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadProteinLettersPayload'] = ResolversParentTypes['UploadProteinLettersPayload']> = {
  counts?: Resolver<Maybe<ResolversTypes['PickLetterCounts']>, ParentType, ContextType>;
  proteinLetters?: Resolver<Array<ResolversTypes['ProteinLetter']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  field?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPreferencesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPreferences'] = ResolversParentTypes['UserPreferences']> = {
  menuId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  packingFacilityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type VerifySupervisorCodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifySupervisorCodePayload'] = ResolversParentTypes['VerifySupervisorCodePayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ZoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Zone'] = ResolversParentTypes['Zone']> = {
  columns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  includesAddOnCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  includesBinder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  includesFamilyAddOnCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  includesPromotionalItem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  includesProteinCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemLetters?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pickableType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qaAccessories?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  qaAddOns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  qaBottomIce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  qaMealBags?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  qaMiddleIce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  qaNearMiss?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  qaProteins?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  qaQc?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  qaReadyToHeat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  qaTopIce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ZoneConfigurationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ZoneConfiguration'] = ResolversParentTypes['ZoneConfiguration']> = {
  columns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  itemLetters?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lineLetter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packingFacilityAbbreviation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packingFacilityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  palletData?: Resolver<Maybe<ResolversTypes['PalletData']>, ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zoneType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ZonePickableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ZonePickable'] = ResolversParentTypes['ZonePickable']> = {
  cellIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isFiltered?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isFullyCooked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUnconfigured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  itemLetter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  missedZoneId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickStation?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pickableType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ZoneProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ZoneProgress'] = ResolversParentTypes['ZoneProgress']> = {
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ZoneScanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ZoneScan'] = ResolversParentTypes['ZoneScan']> = {
  betaBox?: Resolver<Maybe<ResolversTypes['BetaBoxScanData']>, ParentType, ContextType>;
  errorRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  groupInfo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icePacks?: Resolver<Array<ResolversTypes['IcePacks']>, ParentType, ContextType>;
  includesAddOnCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  includesBinder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  includesFamilyAddOnCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  includesFirstOrderMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  includesPromotionalItem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  includesProteinCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missedZoneId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  palletScanData?: Resolver<Maybe<ResolversTypes['PalletScanData']>, ParentType, ContextType>;
  pickables?: Resolver<Array<ResolversTypes['ZonePickable']>, ParentType, ContextType>;
  qa?: Resolver<Maybe<ResolversTypes['QaScanData']>, ParentType, ContextType>;
  shipmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zoneProgress?: Resolver<Array<ResolversTypes['ZoneProgress']>, ParentType, ContextType>;
};

export type ZoneScreenEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ZoneScreenEvent'] = ResolversParentTypes['ZoneScreenEvent']> = {
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AssignKioskPrinterPayload?: AssignKioskPrinterPayloadResolvers<ContextType>;
  BetaBoxPickables?: BetaBoxPickablesResolvers<ContextType>;
  BetaBoxScanData?: BetaBoxScanDataResolvers<ContextType>;
  ConfirmKioskPrinterPayload?: ConfirmKioskPrinterPayloadResolvers<ContextType>;
  CreateLinePresetPayload?: CreateLinePresetPayloadResolvers<ContextType>;
  DeleteLinePresetPayload?: DeleteLinePresetPayloadResolvers<ContextType>;
  FacilityIceRestrictions?: FacilityIceRestrictionsResolvers<ContextType>;
  FloorFacility?: FloorFacilityResolvers<ContextType>;
  FloorSession?: FloorSessionResolvers<ContextType>;
  FloorSignInPayload?: FloorSignInPayloadResolvers<ContextType>;
  GeneratePdfPayload?: GeneratePdfPayloadResolvers<ContextType>;
  GeneratedPdf?: GeneratedPdfResolvers<ContextType>;
  HistoryAuthor?: HistoryAuthorResolvers<ContextType>;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  HistoryEvent?: HistoryEventResolvers<ContextType>;
  HistoryPage?: HistoryPageResolvers<ContextType>;
  IcePacks?: IcePacksResolvers<ContextType>;
  IceRestriction?: IceRestrictionResolvers<ContextType>;
  IceRestrictionMenu?: IceRestrictionMenuResolvers<ContextType>;
  IceRestrictions?: IceRestrictionsResolvers<ContextType>;
  IceSizeRestrictions?: IceSizeRestrictionsResolvers<ContextType>;
  IndefiniteIceRestriction?: IndefiniteIceRestrictionResolvers<ContextType>;
  KioskEvent?: KioskEventResolvers<ContextType>;
  KioskGroup?: KioskGroupResolvers<ContextType>;
  KioskLabel?: KioskLabelResolvers<ContextType>;
  KioskLineData?: KioskLineDataResolvers<ContextType>;
  KioskLinePause?: KioskLinePauseResolvers<ContextType>;
  KioskLines?: KioskLinesResolvers<ContextType>;
  KioskPauseReason?: KioskPauseReasonResolvers<ContextType>;
  KioskPauseSubReason?: KioskPauseSubReasonResolvers<ContextType>;
  KioskPrinterError?: KioskPrinterErrorResolvers<ContextType>;
  KioskPrinterInUse?: KioskPrinterInUseResolvers<ContextType>;
  KioskPrinterStatus?: KioskPrinterStatusResolvers<ContextType>;
  KioskRemainingLine?: KioskRemainingLineResolvers<ContextType>;
  KioskRemainingPickable?: KioskRemainingPickableResolvers<ContextType>;
  KioskRemainingPickables?: KioskRemainingPickablesResolvers<ContextType>;
  KioskRemainingRegion?: KioskRemainingRegionResolvers<ContextType>;
  LabelError?: LabelErrorResolvers<ContextType>;
  LabelStatusEvent?: LabelStatusEventResolvers<ContextType>;
  LabelStatusFacility?: LabelStatusFacilityResolvers<ContextType>;
  LabelStatusShipDay?: LabelStatusShipDayResolvers<ContextType>;
  LabelStatusSnapshot?: LabelStatusSnapshotResolvers<ContextType>;
  LabelsErrorUpdate?: LabelsErrorUpdateResolvers<ContextType>;
  LabelsProgress?: LabelsProgressResolvers<ContextType>;
  LabelsProgressUpdate?: LabelsProgressUpdateResolvers<ContextType>;
  LineAssignment?: LineAssignmentResolvers<ContextType>;
  LinePreset?: LinePresetResolvers<ContextType>;
  MealLetter?: MealLetterResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  MenuIceRestriction?: MenuIceRestrictionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PackLine?: PackLineResolvers<ContextType>;
  PackLinePlanGroup?: PackLinePlanGroupResolvers<ContextType>;
  PackLinePlanner?: PackLinePlannerResolvers<ContextType>;
  PackLinePlannerChangePayload?: PackLinePlannerChangePayloadResolvers<ContextType>;
  PackLinePlannerEvent?: PackLinePlannerEventResolvers<ContextType>;
  PackLinePresetRef?: PackLinePresetRefResolvers<ContextType>;
  PackLineStatus?: PackLineStatusResolvers<ContextType>;
  PackLineStatusChange?: PackLineStatusChangeResolvers<ContextType>;
  PackableTailCount?: PackableTailCountResolvers<ContextType>;
  PackableTailCounts?: PackableTailCountsResolvers<ContextType>;
  PackingFacility?: PackingFacilityResolvers<ContextType>;
  PalletData?: PalletDataResolvers<ContextType>;
  PalletScanData?: PalletScanDataResolvers<ContextType>;
  PauseKioskLinePayload?: PauseKioskLinePayloadResolvers<ContextType>;
  PickLetterCounts?: PickLetterCountsResolvers<ContextType>;
  PickLetters?: PickLettersResolvers<ContextType>;
  PlannerPickable?: PlannerPickableResolvers<ContextType>;
  PlannerPickables?: PlannerPickablesResolvers<ContextType>;
  PlannerShippingRegion?: PlannerShippingRegionResolvers<ContextType>;
  PostponedShipmentsUpdate?: PostponedShipmentsUpdateResolvers<ContextType>;
  PrintLabelPayload?: PrintLabelPayloadResolvers<ContextType>;
  ProteinLetter?: ProteinLetterResolvers<ContextType>;
  QaScanData?: QaScanDataResolvers<ContextType>;
  QaSubmissionPayload?: QaSubmissionPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RefreshPayload?: RefreshPayloadResolvers<ContextType>;
  RegisterEventPayload?: RegisterEventPayloadResolvers<ContextType>;
  SaveLinePresetPayload?: SaveLinePresetPayloadResolvers<ContextType>;
  ScreenStatus?: ScreenStatusResolvers<ContextType>;
  SetKioskActiveGroupsPayload?: SetKioskActiveGroupsPayloadResolvers<ContextType>;
  ShipmentCount?: ShipmentCountResolvers<ContextType>;
  ShippingRegionLabelStatus?: ShippingRegionLabelStatusResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  SignOutPayload?: SignOutPayloadResolvers<ContextType>;
  SplitPackLinePlanGroupPayload?: SplitPackLinePlanGroupPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SupervisorLoginCode?: SupervisorLoginCodeResolvers<ContextType>;
  UnassignKioskPrinterPayload?: UnassignKioskPrinterPayloadResolvers<ContextType>;
  UnassignKioskTailsPayload?: UnassignKioskTailsPayloadResolvers<ContextType>;
  UndoHistoryEntryPayload?: UndoHistoryEntryPayloadResolvers<ContextType>;
  UnpackableCountOnLine?: UnpackableCountOnLineResolvers<ContextType>;
  UpdateIceRestrictionPayload?: UpdateIceRestrictionPayloadResolvers<ContextType>;
  UpdateKioskFiltersPayload?: UpdateKioskFiltersPayloadResolvers<ContextType>;
  UpdateMealLetterPayload?: UpdateMealLetterPayloadResolvers<ContextType>;
  UpdatePackLineFiltersPayload?: UpdatePackLineFiltersPayloadResolvers<ContextType>;
  UpdateProteinLetterPayload?: UpdateProteinLetterPayloadResolvers<ContextType>;
  UpdateUserPreferencesPayload?: UpdateUserPreferencesPayloadResolvers<ContextType>;
  UploadMealLettersPayload?: UploadMealLettersPayloadResolvers<ContextType>;
  UploadProteinLettersPayload?: UploadProteinLettersPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserPreferences?: UserPreferencesResolvers<ContextType>;
  VerifySupervisorCodePayload?: VerifySupervisorCodePayloadResolvers<ContextType>;
  Zone?: ZoneResolvers<ContextType>;
  ZoneConfiguration?: ZoneConfigurationResolvers<ContextType>;
  ZonePickable?: ZonePickableResolvers<ContextType>;
  ZoneProgress?: ZoneProgressResolvers<ContextType>;
  ZoneScan?: ZoneScanResolvers<ContextType>;
  ZoneScreenEvent?: ZoneScreenEventResolvers<ContextType>;
};

