/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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
  conflict?: Maybe<Scalars['String']['output']>;
  printerError?: Maybe<KioskPrinterError>;
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
  linePreset?: Maybe<LinePreset>;
  userErrors: Array<UserError>;
};

export type DeleteLinePresetInput = {
  id: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
};

export type DeleteLinePresetPayload = {
  __typename?: 'DeleteLinePresetPayload';
  /** The id of the deleted preset, null when it was not deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** The operations host's notice on success. */
  notice?: Maybe<Scalars['String']['output']>;
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
  session?: Maybe<FloorSession>;
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
  pdf?: Maybe<GeneratedPdf>;
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
  after?: Maybe<Scalars['String']['output']>;
  author: HistoryAuthor;
  /** What the change replaced, as JSON text (the screen's own shape); null when nothing. */
  before?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The operation, e.g. ice_restriction.updated (@ops/schema/history HISTORY_KINDS). */
  kind: Scalars['String']['output'];
  /** The operation in words, e.g. Ice restriction changed. */
  kindLabel: Scalars['String']['output'];
  /** Why there is no Undo: 'Printing cannot be undone.', 'Already undone.' */
  notUndoableReason?: Maybe<Scalars['String']['output']>;
  /** Null for a change of no one facility. */
  packingFacilityId?: Maybe<Scalars['ID']['output']>;
  /** ISO 8601, milliseconds. */
  recordedAt: Scalars['String']['output'];
  /** The screen whose change it is: pick_letters, ice_restrictions, planner, … */
  screen: Scalars['String']['output'];
  /** What changed, in the screen's words: 'Ice 96oz, family: restricted from 12/07 → unrestricted'. */
  summary: Scalars['String']['output'];
  /** The entry this one undid. */
  undoOf?: Maybe<Scalars['ID']['output']>;
  /** Undo would take it back (undoHistoryEntry); false with notUndoableReason otherwise. */
  undoable: Scalars['Boolean']['output'];
  /** The entry that undid this one. */
  undoneBy?: Maybe<Scalars['ID']['output']>;
};

/**
 * A facility's history as it is recorded. The first event is LIVE (entry null): from then on no
 * entry is missed, so a panel (re)connecting reads its first page again once; then RECORDED, one per
 * entry.
 */
export type HistoryEvent = {
  __typename?: 'HistoryEvent';
  entry?: Maybe<HistoryEntry>;
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
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Ice packs of one location of the box; a missing 80 oz counts 0. */
export type IcePacks = {
  __typename?: 'IcePacks';
  eightyOz: Scalars['Int']['output'];
  /** top, middle or bottom. */
  location: Scalars['String']['output'];
  missedZoneId?: Maybe<Scalars['Int']['output']>;
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
  indefiniteRestriction?: Maybe<IndefiniteIceRestriction>;
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
  excludedIp?: Maybe<Scalars['String']['output']>;
  filters?: Maybe<Array<Scalars['String']['output']>>;
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
  packLinePlanGroupId?: Maybe<Scalars['ID']['output']>;
  shipDay: Scalars['String']['output'];
  shippingRegion: Scalars['String']['output'];
  shippingRegionCategory: Scalars['String']['output'];
  trackingNumber?: Maybe<Scalars['String']['output']>;
};

export type KioskLineData = {
  __typename?: 'KioskLineData';
  currentGroupId?: Maybe<Scalars['ID']['output']>;
  filteredLetters: Array<Scalars['String']['output']>;
  /** The line's groups in its order (complete groups left out). */
  groups: Array<KioskGroup>;
  nextGroupId?: Maybe<Scalars['ID']['output']>;
  /** The line's id, for pauses and remaining pickables. */
  packLineId: Scalars['ID']['output'];
  packLineName: Scalars['String']['output'];
  /** The line's pause while it is paused (from a pause until the next label printed), else null. */
  pause?: Maybe<KioskLinePause>;
  /** The lettered pickables of the line's menu in the filter dialog's seven groups. */
  pickables: PlannerPickables;
  /** This kiosk's confirmed printer on the line (full address), or null. */
  printerIp?: Maybe<Scalars['String']['output']>;
  /** The latest 30 labels printed on the line, newest first. */
  reprintQueue: Array<KioskLabel>;
};

/** A pause of the line, as recorded by the operations host. */
export type KioskLinePause = {
  __typename?: 'KioskLinePause';
  /** When the line was paused (ISO 8601). */
  pausedAt: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  subReason?: Maybe<Scalars['String']['output']>;
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
  reason?: Maybe<Scalars['String']['output']>;
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
  labelsGeneratedAt?: Maybe<Scalars['String']['output']>;
  /** The same moment as the facility's staff read it, e.g. 'Wed 11/25/2026 6:00 PM CST'. */
  labelsGeneratedAtStringify?: Maybe<Scalars['String']['output']>;
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
  status?: Maybe<LabelsProgressStatus>;
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
  mealBag?: Maybe<Scalars['String']['output']>;
  /** Null while the pickable has no letter yet. */
  mealLetter?: Maybe<Scalars['String']['output']>;
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
  uuid?: Maybe<Scalars['ID']['output']>;
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
  currentGroupId?: Maybe<Scalars['ID']['output']>;
  /** How many letters are filtered on the line. */
  filteredPickables: Scalars['Int']['output'];
  /** The filtered letters. */
  filters: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The line's latest label print, ISO 8601; the widget's 'last print' text is from it. */
  lastPrintedAt?: Maybe<Scalars['String']['output']>;
  lastScannedAt?: Maybe<Scalars['String']['output']>;
  linePreset?: Maybe<PackLinePresetRef>;
  /** The line's letter. */
  name: Scalars['String']['output'];
  nextGroupId?: Maybe<Scalars['ID']['output']>;
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
  dockoutTimeStamp?: Maybe<Scalars['String']['output']>;
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
  menu?: Maybe<Menu>;
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
  changeId?: Maybe<Scalars['String']['output']>;
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
  reason?: Maybe<Scalars['String']['output']>;
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
  group?: Maybe<KioskGroup>;
  label?: Maybe<KioskLabel>;
  /** Labels printed in the group so far (a print; null for a reprint). */
  labelsPrinted?: Maybe<Scalars['Int']['output']>;
  /**
   * The kiosk's line after a print or a reprint (its groups' counts, active groups, reprint queue,
   * pause): the kiosk shows it from this answer without reading the line again. A refusal on the
   * kiosk's line (nothing left to print, a box's data, a printer that printed nothing) carries it
   * too; null otherwise (a printer that may have printed, a signed-out kiosk).
   */
  line?: Maybe<KioskLineData>;
  printerError?: Maybe<KioskPrinterError>;
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
  ingredientBrandName?: Maybe<Scalars['String']['output']>;
  ingredientId: Scalars['ID']['output'];
  ingredientName: Scalars['String']['output'];
  /** A protein a customer may swap in for the meal's usual one. */
  isReplacement: Scalars['Boolean']['output'];
  /** The protein's letter (P and digits), the same on every meal; null while it has none. */
  letter?: Maybe<Scalars['String']['output']>;
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
  floorSession?: Maybe<FloorSession>;
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
  previousMenu?: Maybe<Menu>;
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
  viewer?: Maybe<User>;
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
  linePreset?: Maybe<LinePreset>;
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
  lastHeartbeatAt?: Maybe<Scalars['String']['output']>;
  /** online while its last heartbeat is under 120 s old, else offline. */
  status: Scalars['String']['output'];
  /** 0 for the line's printer screen. */
  zoneId: Scalars['Int']['output'];
  zoneType?: Maybe<Scalars['String']['output']>;
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
  currentGroupId?: Maybe<Scalars['ID']['output']>;
  nextGroupId?: Maybe<Scalars['ID']['output']>;
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
  user?: Maybe<User>;
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
  newPackLinePlanGroupId?: Maybe<Scalars['ID']['output']>;
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
  entry?: Maybe<HistoryEntry>;
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
  iceRestriction?: Maybe<IceRestriction>;
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
  filters?: Maybe<Array<Scalars['String']['output']>>;
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
  counts?: Maybe<PickLetterCounts>;
  /** The saved row; null when userErrors say why nothing was saved. */
  mealLetter?: Maybe<MealLetter>;
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
  changeId?: Maybe<Scalars['String']['output']>;
  /** When refused because someone changed the filters first: the filters as they are now. */
  currentFilters?: Maybe<Array<Scalars['String']['output']>>;
  /** The line as it is now: with the new filters, or, when refused as stale, as others left it. */
  packLine?: Maybe<PackLine>;
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
  counts?: Maybe<PickLetterCounts>;
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
  userPreferences?: Maybe<UserPreferences>;
};

export type UploadMealLettersInput = {
  menuId: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
  rows: Array<MealLetterCsvRowInput>;
};

export type UploadMealLettersPayload = {
  __typename?: 'UploadMealLettersPayload';
  counts?: Maybe<PickLetterCounts>;
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
  counts?: Maybe<PickLetterCounts>;
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
  menuId?: Maybe<Scalars['ID']['output']>;
  /** The facility chosen last; null when none, or when it is no longer the user's. */
  packingFacilityId?: Maybe<Scalars['ID']['output']>;
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
  palletData?: Maybe<PalletData>;
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
  cellIndex?: Maybe<Scalars['Int']['output']>;
  /** Its letter is filtered on the line. */
  isFiltered?: Maybe<Scalars['Boolean']['output']>;
  isFullyCooked: Scalars['Boolean']['output'];
  isUnconfigured?: Maybe<Scalars['Boolean']['output']>;
  itemLetter?: Maybe<Scalars['String']['output']>;
  /** An earlier zone with picks for this box that has not scanned it. */
  missedZoneId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  pickStation?: Maybe<Scalars['Int']['output']>;
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
  betaBox?: Maybe<BetaBoxScanData>;
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
  missedZoneId?: Maybe<Scalars['Int']['output']>;
  palletScanData?: Maybe<PalletScanData>;
  pickables: Array<ZonePickable>;
  qa?: Maybe<QaScanData>;
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

export type AdminLayoutViewerQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminLayoutViewerQueryQuery = { __typename?: 'Query', viewer?: { __typename?: 'User', id: string, name: string, email: string } | null };

export type AdminLayoutSignOutMutationMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLayoutSignOutMutationMutation = { __typename?: 'Mutation', signOut: { __typename?: 'SignOutPayload', signedOut: boolean } };

export type IceRestrictionsPageQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type IceRestrictionsPageQueryQuery = { __typename?: 'Query', iceRestrictions: { __typename?: 'IceRestrictions', menus: Array<{ __typename?: 'IceRestrictionMenu', menuId: string, menuSlug: string, isPast: boolean }>, facilities: Array<{ __typename?: 'FacilityIceRestrictions', packingFacilityId: string, packingFacilityName: string, iceRestrictions: Array<{ __typename?: 'IceSizeRestrictions', iceSize: IceSize, label: string, mealPlans: Array<{ __typename?: 'IceRestriction', id: string, mealPlanId: string, mealPlanSlug: string, indefiniteRestriction?: { __typename?: 'IndefiniteIceRestriction', menuId: string, menuSlug: string } | null, menuRestrictions: Array<{ __typename?: 'MenuIceRestriction', menuId: string, menuSlug: string, iceRestriction: boolean }> }> }> }> } };

export type IceRestrictionRow_RestrictionFragment = { __typename?: 'IceRestriction', id: string, mealPlanId: string, mealPlanSlug: string, indefiniteRestriction?: { __typename?: 'IndefiniteIceRestriction', menuId: string, menuSlug: string } | null, menuRestrictions: Array<{ __typename?: 'MenuIceRestriction', menuId: string, menuSlug: string, iceRestriction: boolean }> };

export type IceRestrictionsUpdateMutationMutationVariables = Exact<{
  input: UpdateIceRestrictionInput;
}>;


export type IceRestrictionsUpdateMutationMutation = { __typename?: 'Mutation', updateIceRestriction: { __typename?: 'UpdateIceRestrictionPayload', iceRestriction?: { __typename?: 'IceRestriction', id: string, mealPlanId: string, mealPlanSlug: string, indefiniteRestriction?: { __typename?: 'IndefiniteIceRestriction', menuId: string, menuSlug: string } | null, menuRestrictions: Array<{ __typename?: 'MenuIceRestriction', menuId: string, menuSlug: string, iceRestriction: boolean }> } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type LabelStatusPageQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type LabelStatusPageQueryQuery = { __typename?: 'Query', labelStatusFacilities: Array<{ __typename?: 'LabelStatusFacility', id: string, name: string, abbreviatedName: string, shipDays: Array<{ __typename?: 'LabelStatusShipDay', id: string, day: string, labelsGeneratedAt?: string | null, labelsGeneratedAtStringify?: string | null, expectedShipments: number, estimatedPostponedCount: number }> }> };

export type RegionTable_RegionFragment = { __typename?: 'ShippingRegionLabelStatus', id: string, name: string, shipDate: string, expectedShipments: { __typename?: 'ShipmentCount', count: number }, labelsProgress: { __typename?: 'LabelsProgress', status?: LabelsProgressStatus | null }, postponedShipments: { __typename?: 'ShipmentCount', count: number }, labelsError: Array<{ __typename?: 'LabelError', errorClass: string, errorMessage: string }> };

export type RegionTableQueryQueryVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
  shipDay: Scalars['String']['input'];
}>;


export type RegionTableQueryQuery = { __typename?: 'Query', regionsShippingOnDay: Array<{ __typename?: 'ShippingRegionLabelStatus', id: string, name: string, shipDate: string, expectedShipments: { __typename?: 'ShipmentCount', count: number }, labelsProgress: { __typename?: 'LabelsProgress', status?: LabelsProgressStatus | null }, postponedShipments: { __typename?: 'ShipmentCount', count: number }, labelsError: Array<{ __typename?: 'LabelError', errorClass: string, errorMessage: string }> }> };

export type RegionTableEventsSubscriptionSubscriptionVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
  shipDay: Scalars['String']['input'];
  regionName: Scalars['String']['input'];
}>;


export type RegionTableEventsSubscriptionSubscription = { __typename?: 'Subscription', labelStatusEvents:
    | { __typename: 'LabelStatusSnapshot', region: { __typename?: 'ShippingRegionLabelStatus', id: string, name: string, shipDate: string, expectedShipments: { __typename?: 'ShipmentCount', count: number }, labelsProgress: { __typename?: 'LabelsProgress', status?: LabelsProgressStatus | null }, postponedShipments: { __typename?: 'ShipmentCount', count: number }, labelsError: Array<{ __typename?: 'LabelError', errorClass: string, errorMessage: string }> } }
    | { __typename: 'LabelsErrorUpdate', regionId: string, errors: Array<{ __typename?: 'LabelError', errorClass: string, errorMessage: string }> }
    | { __typename: 'LabelsProgressUpdate', regionId: string, status: LabelsProgressStatus }
    | { __typename: 'PostponedShipmentsUpdate', regionId: string, count: number }
   };

export type PresetEditor_ZoneFragment = { __typename?: 'Zone', id: string, zoneId: number, pickableType: string, rows: number, columns: number, itemLetters: Array<string>, includesBinder: boolean, includesProteinCard: boolean, includesAddOnCard: boolean, includesFamilyAddOnCard: boolean, includesPromotionalItem: boolean, qaAddOns: boolean, qaMealBags: boolean, qaProteins: boolean, qaReadyToHeat: boolean, qaAccessories: boolean, qaTopIce: boolean, qaMiddleIce: boolean, qaBottomIce: boolean, qaNearMiss: boolean, qaQc: boolean };

export type PresetEditor_PresetFragment = { __typename?: 'LinePreset', id: string, packingFacilityId: string, name: string, description: string, zones: Array<{ __typename?: 'Zone', id: string, zoneId: number, pickableType: string, rows: number, columns: number, itemLetters: Array<string>, includesBinder: boolean, includesProteinCard: boolean, includesAddOnCard: boolean, includesFamilyAddOnCard: boolean, includesPromotionalItem: boolean, qaAddOns: boolean, qaMealBags: boolean, qaProteins: boolean, qaReadyToHeat: boolean, qaAccessories: boolean, qaTopIce: boolean, qaMiddleIce: boolean, qaBottomIce: boolean, qaNearMiss: boolean, qaQc: boolean }>, lineAssignments: Array<{ __typename?: 'LineAssignment', id: string, name: string }> };

export type PresetEditorQueryQueryVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
}>;


export type PresetEditorQueryQuery = { __typename?: 'Query', linePreset: { __typename?: 'LinePreset', id: string, packingFacilityId: string, name: string, description: string, zones: Array<{ __typename?: 'Zone', id: string, zoneId: number, pickableType: string, rows: number, columns: number, itemLetters: Array<string>, includesBinder: boolean, includesProteinCard: boolean, includesAddOnCard: boolean, includesFamilyAddOnCard: boolean, includesPromotionalItem: boolean, qaAddOns: boolean, qaMealBags: boolean, qaProteins: boolean, qaReadyToHeat: boolean, qaAccessories: boolean, qaTopIce: boolean, qaMiddleIce: boolean, qaBottomIce: boolean, qaNearMiss: boolean, qaQc: boolean }>, lineAssignments: Array<{ __typename?: 'LineAssignment', id: string, name: string }> } };

export type PresetEditorSaveMutationMutationVariables = Exact<{
  input: SaveLinePresetInput;
}>;


export type PresetEditorSaveMutationMutation = { __typename?: 'Mutation', saveLinePreset: { __typename?: 'SaveLinePresetPayload', linePreset?: { __typename?: 'LinePreset', id: string, packingFacilityId: string, name: string, description: string, zones: Array<{ __typename?: 'Zone', id: string, zoneId: number, pickableType: string, rows: number, columns: number, itemLetters: Array<string>, includesBinder: boolean, includesProteinCard: boolean, includesAddOnCard: boolean, includesFamilyAddOnCard: boolean, includesPromotionalItem: boolean, qaAddOns: boolean, qaMealBags: boolean, qaProteins: boolean, qaReadyToHeat: boolean, qaAccessories: boolean, qaTopIce: boolean, qaMiddleIce: boolean, qaBottomIce: boolean, qaNearMiss: boolean, qaQc: boolean }>, lineAssignments: Array<{ __typename?: 'LineAssignment', id: string, name: string }> } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PresetList_PresetFragment = { __typename?: 'LinePreset', id: string, packingFacilityId: string, name: string, description: string, lineAssignments: Array<{ __typename?: 'LineAssignment', id: string, name: string }> };

export type PresetListQueryQueryVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
}>;


export type PresetListQueryQuery = { __typename?: 'Query', linePresets: Array<{ __typename?: 'LinePreset', id: string, packingFacilityId: string, name: string, description: string, lineAssignments: Array<{ __typename?: 'LineAssignment', id: string, name: string }> }> };

export type PresetListCreateMutationMutationVariables = Exact<{
  input: CreateLinePresetInput;
}>;


export type PresetListCreateMutationMutation = { __typename?: 'Mutation', createLinePreset: { __typename?: 'CreateLinePresetPayload', linePreset?: { __typename?: 'LinePreset', id: string, packingFacilityId: string, name: string, description: string, lineAssignments: Array<{ __typename?: 'LineAssignment', id: string, name: string }> } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PresetListDeleteMutationMutationVariables = Exact<{
  input: DeleteLinePresetInput;
}>;


export type PresetListDeleteMutationMutation = { __typename?: 'Mutation', deleteLinePreset: { __typename?: 'DeleteLinePresetPayload', deletedId?: string | null, notice?: string | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type LoginCodeCardQueryQueryVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
}>;


export type LoginCodeCardQueryQuery = { __typename?: 'Query', supervisorLoginCode: { __typename?: 'SupervisorLoginCode', code: string } };

export type LoginCodeCardChangedSubscriptionSubscriptionVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
}>;


export type LoginCodeCardChangedSubscriptionSubscription = { __typename?: 'Subscription', supervisorLoginCodeChanged: { __typename?: 'SupervisorLoginCode', code: string } };

export type LoginCodeFacilitiesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginCodeFacilitiesQueryQuery = { __typename?: 'Query', accessiblePackingFacilities: Array<{ __typename?: 'PackingFacility', id: string, name: string, slug: string }> };

export type PickLettersCounts_CountsFragment = { __typename?: 'PickLetterCounts', id: string, mealPickables: number, mealLettersAssigned: number, proteins: number, proteinLettersAssigned: number, duplicateLetters: number };

export type PickLettersDefaultMenuQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type PickLettersDefaultMenuQueryQuery = { __typename?: 'Query', previousMenu?: { __typename?: 'Menu', id: string } | null, menus: Array<{ __typename?: 'Menu', id: string, endsAt: string }> };

export type PickLettersUploadMealLettersMutationMutationVariables = Exact<{
  input: UploadMealLettersInput;
}>;


export type PickLettersUploadMealLettersMutationMutation = { __typename?: 'Mutation', uploadMealLetters: { __typename?: 'UploadMealLettersPayload', mealLetters: Array<{ __typename?: 'MealLetter', id: string, pickableId: string, pickableType: string, pickableName: string, mealLetter?: string | null, mealBag?: string | null, mealPlans: Array<string>, menuId: string, packingFacilityId: string }>, counts?: { __typename?: 'PickLetterCounts', id: string, mealPickables: number, mealLettersAssigned: number, proteins: number, proteinLettersAssigned: number, duplicateLetters: number } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PickLettersUploadProteinLettersMutationMutationVariables = Exact<{
  input: UploadProteinLettersInput;
}>;


export type PickLettersUploadProteinLettersMutationMutation = { __typename?: 'Mutation', uploadProteinLetters: { __typename?: 'UploadProteinLettersPayload', proteinLetters: Array<{ __typename?: 'ProteinLetter', id: string, ingredientBoxingAssignmentId: string, ingredientId: string, ingredientName: string, ingredientBrandName?: string | null, isReplacement: boolean, letter?: string | null, mealId: string, mealTitle: string, quantity: number }>, counts?: { __typename?: 'PickLetterCounts', id: string, mealPickables: number, mealLettersAssigned: number, proteins: number, proteinLettersAssigned: number, duplicateLetters: number } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type MealLettersGrid_RowFragment = { __typename?: 'MealLetter', id: string, pickableId: string, pickableType: string, pickableName: string, mealLetter?: string | null, mealBag?: string | null, mealPlans: Array<string>, menuId: string, packingFacilityId: string };

export type PickLettersUpdateMealLetterMutationMutationVariables = Exact<{
  input: UpdateMealLetterInput;
}>;


export type PickLettersUpdateMealLetterMutationMutation = { __typename?: 'Mutation', updateMealLetter: { __typename?: 'UpdateMealLetterPayload', mealLetter?: { __typename?: 'MealLetter', id: string, pickableId: string, pickableType: string, pickableName: string, mealLetter?: string | null, mealBag?: string | null, mealPlans: Array<string>, menuId: string, packingFacilityId: string } | null, counts?: { __typename?: 'PickLetterCounts', id: string, mealPickables: number, mealLettersAssigned: number, proteins: number, proteinLettersAssigned: number, duplicateLetters: number } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PickLettersQueryQueryVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
  menuId: Scalars['ID']['input'];
}>;


export type PickLettersQueryQuery = { __typename?: 'Query', pickLetters: { __typename?: 'PickLetters', id: string, lockedMenu: boolean, counts: { __typename?: 'PickLetterCounts', id: string, mealPickables: number, mealLettersAssigned: number, proteins: number, proteinLettersAssigned: number, duplicateLetters: number }, mealLetters: Array<{ __typename?: 'MealLetter', id: string, pickableId: string, pickableType: string, pickableName: string, mealLetter?: string | null, mealBag?: string | null, mealPlans: Array<string>, menuId: string, packingFacilityId: string }>, proteinLetters: Array<{ __typename?: 'ProteinLetter', id: string, ingredientBoxingAssignmentId: string, ingredientId: string, ingredientName: string, ingredientBrandName?: string | null, isReplacement: boolean, letter?: string | null, mealId: string, mealTitle: string, quantity: number }> } };

export type ProteinLettersGrid_RowFragment = { __typename?: 'ProteinLetter', id: string, ingredientBoxingAssignmentId: string, ingredientId: string, ingredientName: string, ingredientBrandName?: string | null, isReplacement: boolean, letter?: string | null, mealId: string, mealTitle: string, quantity: number };

export type PickLettersUpdateProteinLetterMutationMutationVariables = Exact<{
  input: UpdateProteinLetterInput;
}>;


export type PickLettersUpdateProteinLetterMutationMutation = { __typename?: 'Mutation', updateProteinLetter: { __typename?: 'UpdateProteinLetterPayload', proteinLetters: Array<{ __typename?: 'ProteinLetter', id: string, ingredientBoxingAssignmentId: string, ingredientId: string, ingredientName: string, ingredientBrandName?: string | null, isReplacement: boolean, letter?: string | null, mealId: string, mealTitle: string, quantity: number }>, counts?: { __typename?: 'PickLetterCounts', id: string, mealPickables: number, mealLettersAssigned: number, proteins: number, proteinLettersAssigned: number, duplicateLetters: number } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PlannerChange_PayloadFragment = { __typename?: 'PackLinePlannerChangePayload', packLinePlanGroups: Array<{ __typename?: 'PackLinePlanGroup', id: string, name: string, shipDate: string, shippingRegionId: string, mealPlan: string, boxSize: number, boxCount: number, unpackableBoxCount: number, printedBoxCount: number, lineAssignment: string, softComplete: boolean, displayOrder: number, dockoutTimeStamp?: string | null }>, packLines: Array<{ __typename?: 'PackLine', id: string, name: string, packingFacilityId: string, boxCount: number, printedBoxCount: number, unpackableBoxCount: number, unconfiguredPicks: number, filteredPickables: number, filters: Array<string>, lastPrintedAt?: string | null, currentGroupId?: string | null, nextGroupId?: string | null, linePreset?: { __typename?: 'PackLinePresetRef', id: string, name: string } | null }>, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> };

export type PlannerAssignGroupsMutationMutationVariables = Exact<{
  input: AssignPackLinePlanGroupsInput;
}>;


export type PlannerAssignGroupsMutationMutation = { __typename?: 'Mutation', assignPackLinePlanGroups: { __typename?: 'PackLinePlannerChangePayload', packLinePlanGroups: Array<{ __typename?: 'PackLinePlanGroup', id: string, name: string, shipDate: string, shippingRegionId: string, mealPlan: string, boxSize: number, boxCount: number, unpackableBoxCount: number, printedBoxCount: number, lineAssignment: string, softComplete: boolean, displayOrder: number, dockoutTimeStamp?: string | null }>, packLines: Array<{ __typename?: 'PackLine', id: string, name: string, packingFacilityId: string, boxCount: number, printedBoxCount: number, unpackableBoxCount: number, unconfiguredPicks: number, filteredPickables: number, filters: Array<string>, lastPrintedAt?: string | null, currentGroupId?: string | null, nextGroupId?: string | null, linePreset?: { __typename?: 'PackLinePresetRef', id: string, name: string } | null }>, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PlannerSplitGroupMutationMutationVariables = Exact<{
  input: SplitPackLinePlanGroupInput;
}>;


export type PlannerSplitGroupMutationMutation = { __typename?: 'Mutation', splitPackLinePlanGroup: { __typename?: 'SplitPackLinePlanGroupPayload', newPackLinePlanGroupId?: string | null, packLinePlanGroups: Array<{ __typename?: 'PackLinePlanGroup', id: string, name: string, shipDate: string, shippingRegionId: string, mealPlan: string, boxSize: number, boxCount: number, unpackableBoxCount: number, printedBoxCount: number, lineAssignment: string, softComplete: boolean, displayOrder: number, dockoutTimeStamp?: string | null }>, packLines: Array<{ __typename?: 'PackLine', id: string, name: string, packingFacilityId: string, boxCount: number, printedBoxCount: number, unpackableBoxCount: number, unconfiguredPicks: number, filteredPickables: number, filters: Array<string>, lastPrintedAt?: string | null, currentGroupId?: string | null, nextGroupId?: string | null, linePreset?: { __typename?: 'PackLinePresetRef', id: string, name: string } | null }>, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PlannerCompleteGroupsMutationMutationVariables = Exact<{
  input: CompletePackLinePlanGroupsInput;
}>;


export type PlannerCompleteGroupsMutationMutation = { __typename?: 'Mutation', completePackLinePlanGroups: { __typename?: 'PackLinePlannerChangePayload', packLinePlanGroups: Array<{ __typename?: 'PackLinePlanGroup', id: string, name: string, shipDate: string, shippingRegionId: string, mealPlan: string, boxSize: number, boxCount: number, unpackableBoxCount: number, printedBoxCount: number, lineAssignment: string, softComplete: boolean, displayOrder: number, dockoutTimeStamp?: string | null }>, packLines: Array<{ __typename?: 'PackLine', id: string, name: string, packingFacilityId: string, boxCount: number, printedBoxCount: number, unpackableBoxCount: number, unconfiguredPicks: number, filteredPickables: number, filters: Array<string>, lastPrintedAt?: string | null, currentGroupId?: string | null, nextGroupId?: string | null, linePreset?: { __typename?: 'PackLinePresetRef', id: string, name: string } | null }>, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PlannerReorderGroupsMutationMutationVariables = Exact<{
  input: UpdatePackLinePlanGroupOrderInput;
}>;


export type PlannerReorderGroupsMutationMutation = { __typename?: 'Mutation', updatePackLinePlanGroupOrder: { __typename?: 'PackLinePlannerChangePayload', packLinePlanGroups: Array<{ __typename?: 'PackLinePlanGroup', id: string, name: string, shipDate: string, shippingRegionId: string, mealPlan: string, boxSize: number, boxCount: number, unpackableBoxCount: number, printedBoxCount: number, lineAssignment: string, softComplete: boolean, displayOrder: number, dockoutTimeStamp?: string | null }>, packLines: Array<{ __typename?: 'PackLine', id: string, name: string, packingFacilityId: string, boxCount: number, printedBoxCount: number, unpackableBoxCount: number, unconfiguredPicks: number, filteredPickables: number, filters: Array<string>, lastPrintedAt?: string | null, currentGroupId?: string | null, nextGroupId?: string | null, linePreset?: { __typename?: 'PackLinePresetRef', id: string, name: string } | null }>, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PlannerReassignTailsMutationMutationVariables = Exact<{
  input: AssignPackLinePlanGroupsInput;
}>;


export type PlannerReassignTailsMutationMutation = { __typename?: 'Mutation', reassignPackLineTails: { __typename?: 'PackLinePlannerChangePayload', packLinePlanGroups: Array<{ __typename?: 'PackLinePlanGroup', id: string, name: string, shipDate: string, shippingRegionId: string, mealPlan: string, boxSize: number, boxCount: number, unpackableBoxCount: number, printedBoxCount: number, lineAssignment: string, softComplete: boolean, displayOrder: number, dockoutTimeStamp?: string | null }>, packLines: Array<{ __typename?: 'PackLine', id: string, name: string, packingFacilityId: string, boxCount: number, printedBoxCount: number, unpackableBoxCount: number, unconfiguredPicks: number, filteredPickables: number, filters: Array<string>, lastPrintedAt?: string | null, currentGroupId?: string | null, nextGroupId?: string | null, linePreset?: { __typename?: 'PackLinePresetRef', id: string, name: string } | null }>, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PlannerUpdateFiltersMutationMutationVariables = Exact<{
  input: UpdatePackLineFiltersInput;
}>;


export type PlannerUpdateFiltersMutationMutation = { __typename?: 'Mutation', updatePackLineFilters: { __typename?: 'UpdatePackLineFiltersPayload', changeId?: string | null, currentFilters?: Array<string> | null, packLine?: { __typename?: 'PackLine', id: string, name: string, packingFacilityId: string, boxCount: number, printedBoxCount: number, unpackableBoxCount: number, unconfiguredPicks: number, filteredPickables: number, filters: Array<string>, lastPrintedAt?: string | null, currentGroupId?: string | null, nextGroupId?: string | null, linePreset?: { __typename?: 'PackLinePresetRef', id: string, name: string } | null } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PlannerTailCountsQueryQueryVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
  packLineName: Scalars['String']['input'];
  packLinePlanGroupIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type PlannerTailCountsQueryQuery = { __typename?: 'Query', packableTailCounts: { __typename?: 'PackableTailCounts', totalTailCount: number, totalPackableCount: number } };

export type PlannerRefreshLinesMutationMutationVariables = Exact<{
  input: RefreshPackLinesInput;
}>;


export type PlannerRefreshLinesMutationMutation = { __typename?: 'Mutation', refreshPackLines: { __typename?: 'RefreshPayload', success: boolean, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type PlannerRefreshPrintersMutationMutationVariables = Exact<{
  input: RefreshPrintersInput;
}>;


export type PlannerRefreshPrintersMutationMutation = { __typename?: 'Mutation', refreshPrinters: { __typename?: 'RefreshPayload', success: boolean, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type PlannerGeneratePdfsMutationMutationVariables = Exact<{
  input: GeneratePackLinePlanGroupPdfsInput;
}>;


export type PlannerGeneratePdfsMutationMutation = { __typename?: 'Mutation', generatePackLinePlanGroupPdfs: { __typename?: 'GeneratePdfPayload', pdf?: { __typename?: 'GeneratedPdf', id: string, filename: string, downloadUrl: string } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PlannerEmailChaseListMutationMutationVariables = Exact<{
  input: EmailChaseListInput;
}>;


export type PlannerEmailChaseListMutationMutation = { __typename?: 'Mutation', emailChaseList: { __typename?: 'RefreshPayload', success: boolean, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PlannerPresetOptionsQueryQueryVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
}>;


export type PlannerPresetOptionsQueryQuery = { __typename?: 'Query', linePresets: Array<{ __typename?: 'LinePreset', id: string, name: string }> };

export type PlannerUpdateLinePresetMutationMutationVariables = Exact<{
  input: UpdatePackLinePresetInput;
}>;


export type PlannerUpdateLinePresetMutationMutation = { __typename?: 'Mutation', updatePackLinePreset: { __typename?: 'PackLinePlannerChangePayload', packLines: Array<{ __typename?: 'PackLine', id: string, name: string, packingFacilityId: string, boxCount: number, printedBoxCount: number, unpackableBoxCount: number, unconfiguredPicks: number, filteredPickables: number, filters: Array<string>, lastPrintedAt?: string | null, currentGroupId?: string | null, nextGroupId?: string | null, linePreset?: { __typename?: 'PackLinePresetRef', id: string, name: string } | null }>, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PlannerTable_GroupFragment = { __typename?: 'PackLinePlanGroup', id: string, name: string, shipDate: string, shippingRegionId: string, mealPlan: string, boxSize: number, boxCount: number, unpackableBoxCount: number, printedBoxCount: number, lineAssignment: string, softComplete: boolean, displayOrder: number, dockoutTimeStamp?: string | null };

export type LineWidget_LineFragment = { __typename?: 'PackLine', id: string, name: string, packingFacilityId: string, boxCount: number, printedBoxCount: number, unpackableBoxCount: number, unconfiguredPicks: number, filteredPickables: number, filters: Array<string>, lastPrintedAt?: string | null, currentGroupId?: string | null, nextGroupId?: string | null, linePreset?: { __typename?: 'PackLinePresetRef', id: string, name: string } | null };

export type FilterLabelsDialog_LineFragment = { __typename?: 'PackLine', id: string, name: string, filters: Array<string>, filteredPickables: number, linePreset?: { __typename?: 'PackLinePresetRef', id: string } | null };

export type FilterLabelsDialog_PickablesFragment = { __typename?: 'PlannerPickables', proteinLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, mealLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, tempoLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, familyLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, addOnLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, heatAndEatLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, otherLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }> };

export type PlannerHead_PlannerFragment = { __typename?: 'PackLinePlanner', id: string, lastUpdatedAt: string, menu?: { __typename?: 'Menu', id: string, slug: string } | null, packLines: Array<{ __typename?: 'PackLine', id: string, name: string, packingFacilityId: string, boxCount: number, printedBoxCount: number, unpackableBoxCount: number, unconfiguredPicks: number, filteredPickables: number, filters: Array<string>, lastPrintedAt?: string | null, currentGroupId?: string | null, nextGroupId?: string | null, linePreset?: { __typename?: 'PackLinePresetRef', id: string, name: string } | null }>, pickables: { __typename?: 'PlannerPickables', proteinLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, mealLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, tempoLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, familyLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, addOnLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, heatAndEatLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, otherLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }> }, shippingRegions: Array<{ __typename?: 'PlannerShippingRegion', id: string, name: string, category: string }> };

export type PlannerGroupState_GroupFragment = { __typename?: 'PackLinePlanGroup', id: string, lineAssignment: string, displayOrder: number, boxCount: number, printedBoxCount: number, softComplete: boolean };

export type PlannerGroupsQueryQueryVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
}>;


export type PlannerGroupsQueryQuery = { __typename?: 'Query', packLinePlanner: { __typename?: 'PackLinePlanner', id: string, lastUpdatedAt: string, packLinePlanGroups: Array<{ __typename?: 'PackLinePlanGroup', id: string, name: string, shipDate: string, shippingRegionId: string, mealPlan: string, boxSize: number, boxCount: number, unpackableBoxCount: number, printedBoxCount: number, lineAssignment: string, softComplete: boolean, displayOrder: number, dockoutTimeStamp?: string | null }>, menu?: { __typename?: 'Menu', id: string, slug: string } | null, packLines: Array<{ __typename?: 'PackLine', id: string, name: string, packingFacilityId: string, boxCount: number, printedBoxCount: number, unpackableBoxCount: number, unconfiguredPicks: number, filteredPickables: number, filters: Array<string>, lastPrintedAt?: string | null, currentGroupId?: string | null, nextGroupId?: string | null, linePreset?: { __typename?: 'PackLinePresetRef', id: string, name: string } | null }>, pickables: { __typename?: 'PlannerPickables', proteinLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, mealLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, tempoLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, familyLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, addOnLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, heatAndEatLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, otherLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }> }, shippingRegions: Array<{ __typename?: 'PlannerShippingRegion', id: string, name: string, category: string }> } };

export type PlannerHeadQueryQueryVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
}>;


export type PlannerHeadQueryQuery = { __typename?: 'Query', packLinePlanner: { __typename?: 'PackLinePlanner', id: string, lastUpdatedAt: string, menu?: { __typename?: 'Menu', id: string, slug: string } | null, packLines: Array<{ __typename?: 'PackLine', id: string, name: string, packingFacilityId: string, boxCount: number, printedBoxCount: number, unpackableBoxCount: number, unconfiguredPicks: number, filteredPickables: number, filters: Array<string>, lastPrintedAt?: string | null, currentGroupId?: string | null, nextGroupId?: string | null, linePreset?: { __typename?: 'PackLinePresetRef', id: string, name: string } | null }>, pickables: { __typename?: 'PlannerPickables', proteinLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, mealLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, tempoLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, familyLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, addOnLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, heatAndEatLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, otherLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }> }, shippingRegions: Array<{ __typename?: 'PlannerShippingRegion', id: string, name: string, category: string }> } };

export type PlannerIndex_PlannerFragment = { __typename?: 'PackLinePlanner', id: string, packLinePlanGroups: Array<{ __typename?: 'PackLinePlanGroup', id: string }> };

export type PlannerGroupStates_PlannerFragment = { __typename?: 'PackLinePlanner', id: string, packLinePlanGroups: Array<{ __typename?: 'PackLinePlanGroup', id: string, lineAssignment: string, displayOrder: number, boxCount: number, printedBoxCount: number, softComplete: boolean }> };

export type PlannerLineFilters_LineFragment = { __typename?: 'PackLine', id: string, filters: Array<string>, filteredPickables: number };

export type PlannerFacilitiesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type PlannerFacilitiesQueryQuery = { __typename?: 'Query', accessiblePackingFacilities: Array<{ __typename?: 'PackingFacility', id: string, name: string, abbreviatedName: string }> };

export type PlannerEventsSubscriptionSubscriptionVariables = Exact<{
  abbreviatedName: Scalars['String']['input'];
}>;


export type PlannerEventsSubscriptionSubscription = { __typename?: 'Subscription', packLinePlannerEvents: { __typename?: 'PackLinePlannerEvent', event: string, reason?: string | null, changeId?: string | null, packLinePlanGroupIds: Array<string>, packLinePlanGroups: Array<{ __typename?: 'PackLinePlanGroup', id: string, name: string, shipDate: string, shippingRegionId: string, mealPlan: string, boxSize: number, boxCount: number, unpackableBoxCount: number, printedBoxCount: number, lineAssignment: string, softComplete: boolean, displayOrder: number, dockoutTimeStamp?: string | null }>, packLines: Array<{ __typename?: 'PackLine', id: string, name: string, packingFacilityId: string, boxCount: number, printedBoxCount: number, unpackableBoxCount: number, unconfiguredPicks: number, filteredPickables: number, filters: Array<string>, lastPrintedAt?: string | null, currentGroupId?: string | null, nextGroupId?: string | null, linePreset?: { __typename?: 'PackLinePresetRef', id: string, name: string } | null }> } };

export type SignInPageMutationMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInPageMutationMutation = { __typename?: 'Mutation', signIn: { __typename?: 'SignInPayload', user?: { __typename?: 'User', id: string, name: string, email: string } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type KioskConfirmPrinterMutationMutationVariables = Exact<{
  input: ConfirmKioskPrinterInput;
}>;


export type KioskConfirmPrinterMutationMutation = { __typename?: 'Mutation', confirmKioskPrinter: { __typename?: 'ConfirmKioskPrinterPayload', confirmed: boolean, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type KioskUpdateFiltersMutationMutationVariables = Exact<{
  input: UpdateKioskFiltersInput;
}>;


export type KioskUpdateFiltersMutationMutation = { __typename?: 'Mutation', updateKioskFilters: { __typename?: 'UpdateKioskFiltersPayload', filters?: Array<string> | null, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type KioskLineQueryQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  line: Scalars['String']['input'];
}>;


export type KioskLineQueryQuery = { __typename?: 'Query', kioskLine: { __typename?: 'KioskLineData', packLineId: string, packLineName: string, printerIp?: string | null, filteredLetters: Array<string>, currentGroupId?: string | null, nextGroupId?: string | null, pickables: { __typename?: 'PlannerPickables', proteinLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, mealLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, tempoLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, familyLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, addOnLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, heatAndEatLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, otherLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }> }, groups: Array<{ __typename?: 'KioskGroup', id: string, name: string, shipDate: string, boxSize: number, regionCode: string, regionName: string, mealPlan: string, boxCount: number, printedBoxCount: number, remainingBoxCount: number, unpackableBoxCount: number }>, reprintQueue: Array<{ __typename?: 'KioskLabel', metadataId: string, packLinePlanGroupId?: string | null, customerName: string, brand: string, trackingNumber?: string | null, shippingRegion: string, shipDay: string, barcode: string, lastPrinted: string, confirmed: boolean }>, pause?: { __typename?: 'KioskLinePause', reason: string, subReason?: string | null, pausedAt: string } | null } };

export type KioskLineFieldsFragment = { __typename?: 'KioskLineData', packLineId: string, packLineName: string, printerIp?: string | null, filteredLetters: Array<string>, currentGroupId?: string | null, nextGroupId?: string | null, pickables: { __typename?: 'PlannerPickables', proteinLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, mealLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, tempoLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, familyLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, addOnLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, heatAndEatLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, otherLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }> }, groups: Array<{ __typename?: 'KioskGroup', id: string, name: string, shipDate: string, boxSize: number, regionCode: string, regionName: string, mealPlan: string, boxCount: number, printedBoxCount: number, remainingBoxCount: number, unpackableBoxCount: number }>, reprintQueue: Array<{ __typename?: 'KioskLabel', metadataId: string, packLinePlanGroupId?: string | null, customerName: string, brand: string, trackingNumber?: string | null, shippingRegion: string, shipDay: string, barcode: string, lastPrinted: string, confirmed: boolean }>, pause?: { __typename?: 'KioskLinePause', reason: string, subReason?: string | null, pausedAt: string } | null };

export type KioskPickableFieldsFragment = { __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string };

export type KioskUnassignPrinterMutationMutationVariables = Exact<{
  input: UnassignKioskPrinterInput;
}>;


export type KioskUnassignPrinterMutationMutation = { __typename?: 'Mutation', unassignKioskPrinter: { __typename?: 'UnassignKioskPrinterPayload', unassigned: boolean } };

export type KioskLinesQueryQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type KioskLinesQueryQuery = { __typename?: 'Query', kioskLines: { __typename?: 'KioskLines', packLineNames: Array<string>, printersInUse: Array<{ __typename?: 'KioskPrinterInUse', packLineName: string, printerIp: string }> } };

export type KioskAssignPrinterMutationMutationVariables = Exact<{
  input: AssignKioskPrinterInput;
}>;


export type KioskAssignPrinterMutationMutation = { __typename?: 'Mutation', assignKioskPrinter: { __typename?: 'AssignKioskPrinterPayload', assigned: boolean, conflict?: string | null, printerError?: { __typename?: 'KioskPrinterError', message: string, reason?: string | null, mayHavePrinted: boolean } | null, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type KioskPauseReasonsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type KioskPauseReasonsQueryQuery = { __typename?: 'Query', kioskPauseReasons: Array<{ __typename?: 'KioskPauseReason', id: string, reason: string, subReasons: Array<{ __typename?: 'KioskPauseSubReason', id: string, subReason: string }> }> };

export type KioskPauseLineMutationMutationVariables = Exact<{
  input: PauseKioskLineInput;
}>;


export type KioskPauseLineMutationMutation = { __typename?: 'Mutation', pauseKioskLine: { __typename?: 'PauseKioskLinePayload', paused: boolean, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type KioskPrinterStatusQueryQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  line: Scalars['String']['input'];
  printerIp: Scalars['String']['input'];
}>;


export type KioskPrinterStatusQueryQuery = { __typename?: 'Query', kioskPrinterStatus: { __typename?: 'KioskPrinterStatus', printerIp: string, online: boolean, ready: boolean, faults: Array<string> } };

export type KioskRemainingPickablesQueryQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  lineIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  shipDates: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type KioskRemainingPickablesQueryQuery = { __typename?: 'Query', kioskRemainingPickables: { __typename?: 'KioskRemainingPickables', shipDates: Array<string>, byRegion: Array<{ __typename?: 'KioskRemainingRegion', regionName: string, regionCategory: string, pickables: Array<{ __typename?: 'KioskRemainingPickable', name: string, pickableType: string, count: number }> }>, byLine: Array<{ __typename?: 'KioskRemainingLine', packLineName: string, pickables: Array<{ __typename?: 'KioskRemainingPickable', name: string, pickableType: string, count: number }> }> } };

export type KioskLabelFieldsFragment = { __typename?: 'KioskLabel', metadataId: string, packLinePlanGroupId?: string | null, customerName: string, brand: string, trackingNumber?: string | null, shippingRegion: string, shipDay: string, barcode: string, lastPrinted: string, confirmed: boolean };

export type KioskLabelSearchQueryQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  text: Scalars['String']['input'];
}>;


export type KioskLabelSearchQueryQuery = { __typename?: 'Query', kioskLabelSearch: Array<{ __typename?: 'KioskLabel', metadataId: string, packLinePlanGroupId?: string | null, customerName: string, brand: string, trackingNumber?: string | null, shippingRegion: string, shipDay: string, barcode: string, lastPrinted: string, confirmed: boolean }> };

export type KioskSignInMutationMutationVariables = Exact<{
  input: FloorSignInInput;
}>;


export type KioskSignInMutationMutation = { __typename?: 'Mutation', floorSignIn: { __typename?: 'FloorSignInPayload', session?: { __typename?: 'FloorSession', expiresAt: string } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type KioskTrainingLabelMutationMutationVariables = Exact<{
  input: PrintTrainingLabelInput;
}>;


export type KioskTrainingLabelMutationMutation = { __typename?: 'Mutation', printTrainingLabel: { __typename?: 'PrintLabelPayload', signedOut: boolean, label?: { __typename?: 'KioskLabel', metadataId: string, packLinePlanGroupId?: string | null, customerName: string, brand: string, trackingNumber?: string | null, shippingRegion: string, shipDay: string, barcode: string, lastPrinted: string, confirmed: boolean } | null, printerError?: { __typename?: 'KioskPrinterError', message: string, reason?: string | null, mayHavePrinted: boolean } | null, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type KioskUnassignTailsMutationMutationVariables = Exact<{
  input: UnassignKioskTailsInput;
}>;


export type KioskUnassignTailsMutationMutation = { __typename?: 'Mutation', unassignKioskTails: { __typename?: 'UnassignKioskTailsPayload', unassigned: boolean, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type KioskVerifySupervisorCodeMutationMutationVariables = Exact<{
  input: VerifySupervisorCodeInput;
}>;


export type KioskVerifySupervisorCodeMutationMutation = { __typename?: 'Mutation', verifySupervisorCode: { __typename?: 'VerifySupervisorCodePayload', valid: boolean, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type KioskSetActiveGroupsMutationMutationVariables = Exact<{
  input: SetKioskActiveGroupsInput;
}>;


export type KioskSetActiveGroupsMutationMutation = { __typename?: 'Mutation', setKioskActiveGroups: { __typename?: 'SetKioskActiveGroupsPayload', currentGroupId?: string | null, nextGroupId?: string | null } };

export type KioskSignOutMutationMutationVariables = Exact<{ [key: string]: never; }>;


export type KioskSignOutMutationMutation = { __typename?: 'Mutation', floorSignOut: { __typename?: 'SignOutPayload', signedOut: boolean } };

export type KioskAppUpdatesSubscriptionSubscriptionVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type KioskAppUpdatesSubscriptionSubscription = { __typename?: 'Subscription', printerAppUpdates: { __typename?: 'KioskEvent', event: string } };

export type KioskLineUpdatesSubscriptionSubscriptionVariables = Exact<{
  facility: Scalars['String']['input'];
  line: Scalars['String']['input'];
}>;


export type KioskLineUpdatesSubscriptionSubscription = { __typename?: 'Subscription', printerLineUpdates: { __typename?: 'KioskEvent', event: string, filters?: Array<string> | null } };

export type KioskManagementSubscriptionSubscriptionVariables = Exact<{
  slug: Scalars['String']['input'];
  line: Scalars['String']['input'];
}>;


export type KioskManagementSubscriptionSubscription = { __typename?: 'Subscription', printerManagement: { __typename?: 'KioskEvent', event: string, excludedIp?: string | null } };

export type KioskSessionQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type KioskSessionQueryQuery = { __typename?: 'Query', floorSession?: { __typename?: 'FloorSession', expiresAt: string, packingFacility: { __typename?: 'FloorFacility', id: string, slug: string, name: string, abbreviation: string } } | null };

export type KioskPrintOutcomeFieldsFragment = { __typename?: 'PrintLabelPayload', signedOut: boolean, label?: { __typename?: 'KioskLabel', metadataId: string, packLinePlanGroupId?: string | null, customerName: string, brand: string, trackingNumber?: string | null, shippingRegion: string, shipDay: string, barcode: string, lastPrinted: string, confirmed: boolean } | null, printerError?: { __typename?: 'KioskPrinterError', message: string, reason?: string | null, mayHavePrinted: boolean } | null, userErrors: Array<{ __typename?: 'UserError', message: string }> };

export type KioskPrintLabelMutationMutationVariables = Exact<{
  input: PrintLabelInput;
}>;


export type KioskPrintLabelMutationMutation = { __typename?: 'Mutation', printLabel: { __typename?: 'PrintLabelPayload', labelsPrinted?: number | null, signedOut: boolean, group?: { __typename?: 'KioskGroup', id: string, boxCount: number, printedBoxCount: number, remainingBoxCount: number, unpackableBoxCount: number } | null, line?: { __typename?: 'KioskLineData', packLineId: string, packLineName: string, printerIp?: string | null, filteredLetters: Array<string>, currentGroupId?: string | null, nextGroupId?: string | null, pickables: { __typename?: 'PlannerPickables', proteinLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, mealLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, tempoLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, familyLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, addOnLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, heatAndEatLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, otherLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }> }, groups: Array<{ __typename?: 'KioskGroup', id: string, name: string, shipDate: string, boxSize: number, regionCode: string, regionName: string, mealPlan: string, boxCount: number, printedBoxCount: number, remainingBoxCount: number, unpackableBoxCount: number }>, reprintQueue: Array<{ __typename?: 'KioskLabel', metadataId: string, packLinePlanGroupId?: string | null, customerName: string, brand: string, trackingNumber?: string | null, shippingRegion: string, shipDay: string, barcode: string, lastPrinted: string, confirmed: boolean }>, pause?: { __typename?: 'KioskLinePause', reason: string, subReason?: string | null, pausedAt: string } | null } | null, label?: { __typename?: 'KioskLabel', metadataId: string, packLinePlanGroupId?: string | null, customerName: string, brand: string, trackingNumber?: string | null, shippingRegion: string, shipDay: string, barcode: string, lastPrinted: string, confirmed: boolean } | null, printerError?: { __typename?: 'KioskPrinterError', message: string, reason?: string | null, mayHavePrinted: boolean } | null, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type KioskReprintLabelMutationMutationVariables = Exact<{
  input: ReprintLabelInput;
}>;


export type KioskReprintLabelMutationMutation = { __typename?: 'Mutation', reprintLabel: { __typename?: 'PrintLabelPayload', signedOut: boolean, line?: { __typename?: 'KioskLineData', packLineId: string, packLineName: string, printerIp?: string | null, filteredLetters: Array<string>, currentGroupId?: string | null, nextGroupId?: string | null, pickables: { __typename?: 'PlannerPickables', proteinLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, mealLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, tempoLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, familyLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, addOnLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, heatAndEatLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }>, otherLetters: Array<{ __typename?: 'PlannerPickable', pickableLetter: string, pickableName: string }> }, groups: Array<{ __typename?: 'KioskGroup', id: string, name: string, shipDate: string, boxSize: number, regionCode: string, regionName: string, mealPlan: string, boxCount: number, printedBoxCount: number, remainingBoxCount: number, unpackableBoxCount: number }>, reprintQueue: Array<{ __typename?: 'KioskLabel', metadataId: string, packLinePlanGroupId?: string | null, customerName: string, brand: string, trackingNumber?: string | null, shippingRegion: string, shipDay: string, barcode: string, lastPrinted: string, confirmed: boolean }>, pause?: { __typename?: 'KioskLinePause', reason: string, subReason?: string | null, pausedAt: string } | null } | null, label?: { __typename?: 'KioskLabel', metadataId: string, packLinePlanGroupId?: string | null, customerName: string, brand: string, trackingNumber?: string | null, shippingRegion: string, shipDay: string, barcode: string, lastPrinted: string, confirmed: boolean } | null, printerError?: { __typename?: 'KioskPrinterError', message: string, reason?: string | null, mayHavePrinted: boolean } | null, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type StatusWallQueryQueryVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
}>;


export type StatusWallQueryQuery = { __typename?: 'Query', packLineStatuses: Array<{ __typename?: 'PackLineStatus', id: string, name: string, zones: Array<{ __typename?: 'ScreenStatus', zoneId: number, zoneType?: string | null, status: string, errorRate: number }>, printers: Array<{ __typename?: 'ScreenStatus', zoneId: number, status: string, errorRate: number }> }> };

export type StatusWallChangesSubscriptionSubscriptionVariables = Exact<{
  packingFacilityAbbreviation: Scalars['String']['input'];
}>;


export type StatusWallChangesSubscriptionSubscription = { __typename?: 'Subscription', packLineStatusChanged: { __typename?: 'PackLineStatusChange', reason: string } };

export type ZoneDisplayScanMutationMutationVariables = Exact<{
  input: ScanBoxInput;
}>;


export type ZoneDisplayScanMutationMutation = { __typename?: 'Mutation', scanBox: { __typename?: 'ZoneScan', shipmentId: string, includesBinder: boolean, includesAddOnCard: boolean, includesFamilyAddOnCard: boolean, includesProteinCard: boolean, includesPromotionalItem: boolean, includesFirstOrderMessage: boolean, groupInfo: string, missedZoneId?: number | null, errorRate: number, pickables: Array<{ __typename?: 'ZonePickable', name: string, picks: number, itemLetter?: string | null, cellIndex?: number | null, isFiltered?: boolean | null, missedZoneId?: number | null }>, icePacks: Array<{ __typename?: 'IcePacks', location: string, thirtyTwoOz: number, sixtyFourOz: number, eightyOz: number, ninetySixOz: number }>, palletScanData?: { __typename?: 'PalletScanData', shippingRegion: string, shipDay: string, boxSize: number, shippingRegionHasChanged: boolean } | null, betaBox?: { __typename?: 'BetaBoxScanData', pickables: { __typename?: 'BetaBoxPickables', mealBags: Array<{ __typename?: 'ZonePickable', name: string, picks: number, itemLetter?: string | null }>, proteins: Array<{ __typename?: 'ZonePickable', name: string, picks: number, itemLetter?: string | null }> }, icePacks: Array<{ __typename?: 'IcePacks', location: string, thirtyTwoOz: number, sixtyFourOz: number, eightyOz: number, ninetySixOz: number }> } | null, qa?: { __typename?: 'QaScanData', shipmentId: string, alertQc: boolean, qaNearMiss: boolean, qaQc: boolean, qaNearMissBoxScanCount: number, allPickables: Array<{ __typename?: 'ZonePickable', name: string, picks: number, itemLetter?: string | null, pickableType: string }>, allIcePacks: Array<{ __typename?: 'IcePacks', location: string, thirtyTwoOz: number, sixtyFourOz: number, eightyOz: number, ninetySixOz: number }> } | null, zoneProgress: Array<{ __typename?: 'ZoneProgress', zoneId: number, state: string }> } };

export type ZoneDisplaySubmitInspectionMutationMutationVariables = Exact<{
  input: QaSubmissionInput;
}>;


export type ZoneDisplaySubmitInspectionMutationMutation = { __typename?: 'Mutation', submitQaInspection: { __typename?: 'QaSubmissionPayload', submitted: boolean } };

export type ZoneDisplayEventsSubscriptionSubscriptionVariables = Exact<{
  packingFacilityAbbreviation: Scalars['String']['input'];
  lineLetter: Scalars['String']['input'];
}>;


export type ZoneDisplayEventsSubscriptionSubscription = { __typename?: 'Subscription', zoneScreenEvents: { __typename?: 'ZoneScreenEvent', event: string } };

export type ZoneDisplayConfigurationQueryQueryVariables = Exact<{
  packingFacilityAbbreviation: Scalars['String']['input'];
  lineLetter: Scalars['String']['input'];
  packLineZoneId: Scalars['String']['input'];
}>;


export type ZoneDisplayConfigurationQueryQuery = { __typename?: 'Query', zoneConfiguration: { __typename?: 'ZoneConfiguration', zoneId: number, zoneType: string, lineLetter: string, packingFacilityId: number, packingFacilityAbbreviation: string, rows: number, columns: number, itemLetters: Array<string>, errorRate: number, palletData?: { __typename?: 'PalletData', shippingRegion: string, shipDay: string, boxSize: number } | null } };

export type FacilitySelectQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type FacilitySelectQueryQuery = { __typename?: 'Query', accessiblePackingFacilities: Array<{ __typename?: 'PackingFacility', id: string, name: string }> };

export type FloorCodeSignInMutationMutationVariables = Exact<{
  input: FloorSignInInput;
}>;


export type FloorCodeSignInMutationMutation = { __typename?: 'Mutation', floorSignIn: { __typename?: 'FloorSignInPayload', session?: { __typename?: 'FloorSession', expiresAt: string } | null, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type FloorHeartbeatMutationMutationVariables = Exact<{
  input: RegisterEventInput;
}>;


export type FloorHeartbeatMutationMutation = { __typename?: 'Mutation', registerEvent: { __typename?: 'RegisterEventPayload', receivedAt: string } };

export type HistoryListQueryQueryVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
  screen?: InputMaybe<Scalars['String']['input']>;
  kinds?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  authors?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type HistoryListQueryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryPage', nextCursor?: string | null, csvUrl: string, entries: Array<{ __typename?: 'HistoryEntry', id: string, recordedAt: string, screen: string, kind: string, kindLabel: string, summary: string, undoable: boolean, notUndoableReason?: string | null, undoOf?: string | null, undoneBy?: string | null, author: { __typename?: 'HistoryAuthor', kind: HistoryAuthorKind, key: string, name: string } }> }, packingFacility: { __typename?: 'PackingFacility', id: string, timeZone: string } };

export type HistoryPeopleQueryQueryVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
}>;


export type HistoryPeopleQueryQuery = { __typename?: 'Query', historyPeople: Array<{ __typename?: 'HistoryAuthor', kind: HistoryAuthorKind, key: string, name: string }> };

export type HistoryUndoMutationMutationVariables = Exact<{
  input: UndoHistoryEntryInput;
}>;


export type HistoryUndoMutationMutation = { __typename?: 'Mutation', undoHistoryEntry: { __typename?: 'UndoHistoryEntryPayload', entry?: { __typename?: 'HistoryEntry', id: string, recordedAt: string, screen: string, kind: string, kindLabel: string, summary: string, undoable: boolean, notUndoableReason?: string | null, undoOf?: string | null, undoneBy?: string | null, author: { __typename?: 'HistoryAuthor', kind: HistoryAuthorKind, key: string, name: string } } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type HistoryRecordedSubscriptionSubscriptionVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
}>;


export type HistoryRecordedSubscriptionSubscription = { __typename?: 'Subscription', historyRecorded: { __typename?: 'HistoryEvent', event: HistoryEventKind, entry?: { __typename?: 'HistoryEntry', id: string, recordedAt: string, screen: string, kind: string, kindLabel: string, summary: string, undoable: boolean, notUndoableReason?: string | null, undoOf?: string | null, undoneBy?: string | null, author: { __typename?: 'HistoryAuthor', kind: HistoryAuthorKind, key: string, name: string } } | null } };

export type HistoryList_EntryFragment = { __typename?: 'HistoryEntry', id: string, recordedAt: string, screen: string, kind: string, kindLabel: string, summary: string, undoable: boolean, notUndoableReason?: string | null, undoOf?: string | null, undoneBy?: string | null, author: { __typename?: 'HistoryAuthor', kind: HistoryAuthorKind, key: string, name: string } };

export type MenuSelectQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuSelectQueryQuery = { __typename?: 'Query', menus: Array<{ __typename?: 'Menu', id: string, slug: string }> };

export type UserPreferencesQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type UserPreferencesQueryQuery = { __typename?: 'Query', userPreferences: { __typename?: 'UserPreferences', packingFacilityId?: string | null, menuId?: string | null } };

export type UpdateUserPreferencesMutationMutationVariables = Exact<{
  input: UpdateUserPreferencesInput;
}>;


export type UpdateUserPreferencesMutationMutation = { __typename?: 'Mutation', updateUserPreferences: { __typename?: 'UpdateUserPreferencesPayload', userPreferences?: { __typename?: 'UserPreferences', packingFacilityId?: string | null, menuId?: string | null } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export const IceRestrictionRow_RestrictionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IceRestrictionRow_restriction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IceRestriction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlanSlug"}},{"kind":"Field","name":{"kind":"Name","value":"indefiniteRestriction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menuRestrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}},{"kind":"Field","name":{"kind":"Name","value":"iceRestriction"}}]}}]}}]} as unknown as DocumentNode<IceRestrictionRow_RestrictionFragment, unknown>;
export const RegionTable_RegionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegionTable_region"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingRegionLabelStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"expectedShipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labelsProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postponedShipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labelsError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorClass"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}}]}}]} as unknown as DocumentNode<RegionTable_RegionFragment, unknown>;
export const PresetList_PresetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetList_preset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinePreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PresetList_PresetFragment, unknown>;
export const PresetEditor_ZoneFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetEditor_zone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Zone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"itemLetters"}},{"kind":"Field","name":{"kind":"Name","value":"includesBinder"}},{"kind":"Field","name":{"kind":"Name","value":"includesProteinCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesAddOnCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesFamilyAddOnCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesPromotionalItem"}},{"kind":"Field","name":{"kind":"Name","value":"qaAddOns"}},{"kind":"Field","name":{"kind":"Name","value":"qaMealBags"}},{"kind":"Field","name":{"kind":"Name","value":"qaProteins"}},{"kind":"Field","name":{"kind":"Name","value":"qaReadyToHeat"}},{"kind":"Field","name":{"kind":"Name","value":"qaAccessories"}},{"kind":"Field","name":{"kind":"Name","value":"qaTopIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaMiddleIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaBottomIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaNearMiss"}},{"kind":"Field","name":{"kind":"Name","value":"qaQc"}}]}}]} as unknown as DocumentNode<PresetEditor_ZoneFragment, unknown>;
export const PresetEditor_PresetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetEditor_preset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinePreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresetList_preset"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresetEditor_zone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetList_preset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinePreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetEditor_zone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Zone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"itemLetters"}},{"kind":"Field","name":{"kind":"Name","value":"includesBinder"}},{"kind":"Field","name":{"kind":"Name","value":"includesProteinCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesAddOnCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesFamilyAddOnCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesPromotionalItem"}},{"kind":"Field","name":{"kind":"Name","value":"qaAddOns"}},{"kind":"Field","name":{"kind":"Name","value":"qaMealBags"}},{"kind":"Field","name":{"kind":"Name","value":"qaProteins"}},{"kind":"Field","name":{"kind":"Name","value":"qaReadyToHeat"}},{"kind":"Field","name":{"kind":"Name","value":"qaAccessories"}},{"kind":"Field","name":{"kind":"Name","value":"qaTopIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaMiddleIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaBottomIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaNearMiss"}},{"kind":"Field","name":{"kind":"Name","value":"qaQc"}}]}}]} as unknown as DocumentNode<PresetEditor_PresetFragment, unknown>;
export const PickLettersCounts_CountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}}]} as unknown as DocumentNode<PickLettersCounts_CountsFragment, unknown>;
export const MealLettersGrid_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MealLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pickableId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}},{"kind":"Field","name":{"kind":"Name","value":"mealLetter"}},{"kind":"Field","name":{"kind":"Name","value":"mealBag"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlans"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}}]}}]} as unknown as DocumentNode<MealLettersGrid_RowFragment, unknown>;
export const ProteinLettersGrid_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProteinLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProteinLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBoxingAssignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientName"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBrandName"}},{"kind":"Field","name":{"kind":"Name","value":"isReplacement"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"mealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]} as unknown as DocumentNode<ProteinLettersGrid_RowFragment, unknown>;
export const PlannerTable_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerTable_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegionId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlan"}},{"kind":"Field","name":{"kind":"Name","value":"boxSize"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignment"}},{"kind":"Field","name":{"kind":"Name","value":"softComplete"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"dockoutTimeStamp"}}]}}]} as unknown as DocumentNode<PlannerTable_GroupFragment, unknown>;
export const LineWidget_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineWidget_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unconfiguredPicks"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}}]}}]} as unknown as DocumentNode<LineWidget_LineFragment, unknown>;
export const PlannerChange_PayloadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerChange_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlannerChangePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannerTable_group"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineWidget_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerTable_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegionId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlan"}},{"kind":"Field","name":{"kind":"Name","value":"boxSize"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignment"}},{"kind":"Field","name":{"kind":"Name","value":"softComplete"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"dockoutTimeStamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineWidget_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unconfiguredPicks"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}}]}}]} as unknown as DocumentNode<PlannerChange_PayloadFragment, unknown>;
export const FilterLabelsDialog_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilterLabelsDialog_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FilterLabelsDialog_LineFragment, unknown>;
export const FilterLabelsDialog_PickablesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilterLabelsDialog_pickables"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlannerPickables"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tempoLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOnLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heatAndEatLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}}]}}]} as unknown as DocumentNode<FilterLabelsDialog_PickablesFragment, unknown>;
export const PlannerHead_PlannerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerHead_planner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineWidget_line"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilterLabelsDialog_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilterLabelsDialog_pickables"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineWidget_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unconfiguredPicks"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilterLabelsDialog_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilterLabelsDialog_pickables"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlannerPickables"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tempoLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOnLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heatAndEatLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}}]}}]} as unknown as DocumentNode<PlannerHead_PlannerFragment, unknown>;
export const PlannerIndex_PlannerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerIndex_planner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PlannerIndex_PlannerFragment, unknown>;
export const PlannerGroupState_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerGroupState_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignment"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"softComplete"}}]}}]} as unknown as DocumentNode<PlannerGroupState_GroupFragment, unknown>;
export const PlannerGroupStates_PlannerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerGroupStates_planner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannerGroupState_group"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerGroupState_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignment"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"softComplete"}}]}}]} as unknown as DocumentNode<PlannerGroupStates_PlannerFragment, unknown>;
export const PlannerLineFilters_LineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerLineFilters_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}}]}}]} as unknown as DocumentNode<PlannerLineFilters_LineFragment, unknown>;
export const KioskPickableFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskPickableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlannerPickable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}}]} as unknown as DocumentNode<KioskPickableFieldsFragment, unknown>;
export const KioskLabelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskLabelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskLabel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"metadataId"}},{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegion"}},{"kind":"Field","name":{"kind":"Name","value":"shipDay"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrinted"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}}]} as unknown as DocumentNode<KioskLabelFieldsFragment, unknown>;
export const KioskLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskLineData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLineId"}},{"kind":"Field","name":{"kind":"Name","value":"packLineName"}},{"kind":"Field","name":{"kind":"Name","value":"printerIp"}},{"kind":"Field","name":{"kind":"Name","value":"filteredLetters"}},{"kind":"Field","name":{"kind":"Name","value":"pickables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tempoLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOnLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heatAndEatLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"boxSize"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlan"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reprintQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskLabelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pause"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"subReason"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskPickableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlannerPickable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskLabelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskLabel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"metadataId"}},{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegion"}},{"kind":"Field","name":{"kind":"Name","value":"shipDay"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrinted"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}}]} as unknown as DocumentNode<KioskLineFieldsFragment, unknown>;
export const KioskPrintOutcomeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskPrintOutcomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrintLabelPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskLabelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"printerError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"mayHavePrinted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedOut"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskLabelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskLabel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"metadataId"}},{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegion"}},{"kind":"Field","name":{"kind":"Name","value":"shipDay"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrinted"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}}]} as unknown as DocumentNode<KioskPrintOutcomeFieldsFragment, unknown>;
export const HistoryList_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryList_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"undoable"}},{"kind":"Field","name":{"kind":"Name","value":"notUndoableReason"}},{"kind":"Field","name":{"kind":"Name","value":"undoOf"}},{"kind":"Field","name":{"kind":"Name","value":"undoneBy"}}]}}]} as unknown as DocumentNode<HistoryList_EntryFragment, unknown>;
export const AdminLayoutViewerQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLayoutViewerQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AdminLayoutViewerQueryQuery, AdminLayoutViewerQueryQueryVariables>;
export const AdminLayoutSignOutMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLayoutSignOutMutation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}}]}}]}}]} as unknown as DocumentNode<AdminLayoutSignOutMutationMutation, AdminLayoutSignOutMutationMutationVariables>;
export const IceRestrictionsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IceRestrictionsPageQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iceRestrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}}]}},{"kind":"Field","name":{"kind":"Name","value":"facilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityName"}},{"kind":"Field","name":{"kind":"Name","value":"iceRestrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iceSize"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IceRestrictionRow_restriction"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IceRestrictionRow_restriction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IceRestriction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlanSlug"}},{"kind":"Field","name":{"kind":"Name","value":"indefiniteRestriction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menuRestrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}},{"kind":"Field","name":{"kind":"Name","value":"iceRestriction"}}]}}]}}]} as unknown as DocumentNode<IceRestrictionsPageQueryQuery, IceRestrictionsPageQueryQueryVariables>;
export const IceRestrictionsUpdateMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IceRestrictionsUpdateMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIceRestrictionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIceRestriction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iceRestriction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IceRestrictionRow_restriction"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IceRestrictionRow_restriction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IceRestriction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlanSlug"}},{"kind":"Field","name":{"kind":"Name","value":"indefiniteRestriction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menuRestrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}},{"kind":"Field","name":{"kind":"Name","value":"iceRestriction"}}]}}]}}]} as unknown as DocumentNode<IceRestrictionsUpdateMutationMutation, IceRestrictionsUpdateMutationMutationVariables>;
export const LabelStatusPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LabelStatusPageQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labelStatusFacilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviatedName"}},{"kind":"Field","name":{"kind":"Name","value":"shipDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"labelsGeneratedAt"}},{"kind":"Field","name":{"kind":"Name","value":"labelsGeneratedAtStringify"}},{"kind":"Field","name":{"kind":"Name","value":"expectedShipments"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedPostponedCount"}}]}}]}}]}}]} as unknown as DocumentNode<LabelStatusPageQueryQuery, LabelStatusPageQueryQueryVariables>;
export const RegionTableQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegionTableQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shipDay"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionsShippingOnDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"shipDay"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shipDay"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegionTable_region"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegionTable_region"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingRegionLabelStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"expectedShipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labelsProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postponedShipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labelsError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorClass"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}}]}}]} as unknown as DocumentNode<RegionTableQueryQuery, RegionTableQueryQueryVariables>;
export const RegionTableEventsSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RegionTableEventsSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shipDay"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regionName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labelStatusEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"shipDay"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shipDay"}}},{"kind":"Argument","name":{"kind":"Name","value":"regionName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regionName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabelStatusSnapshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegionTable_region"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabelsProgressUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostponedShipmentsUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LabelsErrorUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorClass"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegionTable_region"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingRegionLabelStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"expectedShipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labelsProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postponedShipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labelsError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorClass"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}}]}}]} as unknown as DocumentNode<RegionTableEventsSubscriptionSubscription, RegionTableEventsSubscriptionSubscriptionVariables>;
export const PresetEditorQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PresetEditorQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresetEditor_preset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetList_preset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinePreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetEditor_zone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Zone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"itemLetters"}},{"kind":"Field","name":{"kind":"Name","value":"includesBinder"}},{"kind":"Field","name":{"kind":"Name","value":"includesProteinCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesAddOnCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesFamilyAddOnCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesPromotionalItem"}},{"kind":"Field","name":{"kind":"Name","value":"qaAddOns"}},{"kind":"Field","name":{"kind":"Name","value":"qaMealBags"}},{"kind":"Field","name":{"kind":"Name","value":"qaProteins"}},{"kind":"Field","name":{"kind":"Name","value":"qaReadyToHeat"}},{"kind":"Field","name":{"kind":"Name","value":"qaAccessories"}},{"kind":"Field","name":{"kind":"Name","value":"qaTopIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaMiddleIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaBottomIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaNearMiss"}},{"kind":"Field","name":{"kind":"Name","value":"qaQc"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetEditor_preset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinePreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresetList_preset"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresetEditor_zone"}}]}}]}}]} as unknown as DocumentNode<PresetEditorQueryQuery, PresetEditorQueryQueryVariables>;
export const PresetEditorSaveMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PresetEditorSaveMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveLinePresetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLinePreset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresetEditor_preset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetList_preset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinePreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetEditor_zone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Zone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"itemLetters"}},{"kind":"Field","name":{"kind":"Name","value":"includesBinder"}},{"kind":"Field","name":{"kind":"Name","value":"includesProteinCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesAddOnCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesFamilyAddOnCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesPromotionalItem"}},{"kind":"Field","name":{"kind":"Name","value":"qaAddOns"}},{"kind":"Field","name":{"kind":"Name","value":"qaMealBags"}},{"kind":"Field","name":{"kind":"Name","value":"qaProteins"}},{"kind":"Field","name":{"kind":"Name","value":"qaReadyToHeat"}},{"kind":"Field","name":{"kind":"Name","value":"qaAccessories"}},{"kind":"Field","name":{"kind":"Name","value":"qaTopIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaMiddleIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaBottomIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaNearMiss"}},{"kind":"Field","name":{"kind":"Name","value":"qaQc"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetEditor_preset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinePreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresetList_preset"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresetEditor_zone"}}]}}]}}]} as unknown as DocumentNode<PresetEditorSaveMutationMutation, PresetEditorSaveMutationMutationVariables>;
export const PresetListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PresetListQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linePresets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresetList_preset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetList_preset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinePreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PresetListQueryQuery, PresetListQueryQueryVariables>;
export const PresetListCreateMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PresetListCreateMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLinePresetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLinePreset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresetList_preset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetList_preset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinePreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PresetListCreateMutationMutation, PresetListCreateMutationMutationVariables>;
export const PresetListDeleteMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PresetListDeleteMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteLinePresetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLinePreset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PresetListDeleteMutationMutation, PresetListDeleteMutationMutationVariables>;
export const LoginCodeCardQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginCodeCardQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supervisorLoginCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<LoginCodeCardQueryQuery, LoginCodeCardQueryQueryVariables>;
export const LoginCodeCardChangedSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LoginCodeCardChangedSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supervisorLoginCodeChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<LoginCodeCardChangedSubscriptionSubscription, LoginCodeCardChangedSubscriptionSubscriptionVariables>;
export const LoginCodeFacilitiesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginCodeFacilitiesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessiblePackingFacilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<LoginCodeFacilitiesQueryQuery, LoginCodeFacilitiesQueryQueryVariables>;
export const PickLettersDefaultMenuQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PickLettersDefaultMenuQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}}]}}]} as unknown as DocumentNode<PickLettersDefaultMenuQueryQuery, PickLettersDefaultMenuQueryQueryVariables>;
export const PickLettersUploadMealLettersMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PickLettersUploadMealLettersMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadMealLettersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadMealLetters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealLettersGrid_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickLettersCounts_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MealLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pickableId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}},{"kind":"Field","name":{"kind":"Name","value":"mealLetter"}},{"kind":"Field","name":{"kind":"Name","value":"mealBag"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlans"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}}]} as unknown as DocumentNode<PickLettersUploadMealLettersMutationMutation, PickLettersUploadMealLettersMutationMutationVariables>;
export const PickLettersUploadProteinLettersMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PickLettersUploadProteinLettersMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadProteinLettersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProteinLetters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProteinLettersGrid_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickLettersCounts_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProteinLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProteinLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBoxingAssignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientName"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBrandName"}},{"kind":"Field","name":{"kind":"Name","value":"isReplacement"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"mealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}}]} as unknown as DocumentNode<PickLettersUploadProteinLettersMutationMutation, PickLettersUploadProteinLettersMutationMutationVariables>;
export const PickLettersUpdateMealLetterMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PickLettersUpdateMealLetterMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMealLetterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMealLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealLetter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealLettersGrid_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickLettersCounts_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MealLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pickableId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}},{"kind":"Field","name":{"kind":"Name","value":"mealLetter"}},{"kind":"Field","name":{"kind":"Name","value":"mealBag"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlans"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}}]} as unknown as DocumentNode<PickLettersUpdateMealLetterMutationMutation, PickLettersUpdateMealLetterMutationMutationVariables>;
export const PickLettersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PickLettersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickLetters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"menuId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lockedMenu"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickLettersCounts_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealLettersGrid_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProteinLettersGrid_row"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MealLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pickableId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}},{"kind":"Field","name":{"kind":"Name","value":"mealLetter"}},{"kind":"Field","name":{"kind":"Name","value":"mealBag"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlans"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProteinLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProteinLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBoxingAssignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientName"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBrandName"}},{"kind":"Field","name":{"kind":"Name","value":"isReplacement"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"mealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]} as unknown as DocumentNode<PickLettersQueryQuery, PickLettersQueryQueryVariables>;
export const PickLettersUpdateProteinLetterMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PickLettersUpdateProteinLetterMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProteinLetterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProteinLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProteinLettersGrid_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickLettersCounts_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProteinLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProteinLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBoxingAssignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientName"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBrandName"}},{"kind":"Field","name":{"kind":"Name","value":"isReplacement"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"mealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}}]} as unknown as DocumentNode<PickLettersUpdateProteinLetterMutationMutation, PickLettersUpdateProteinLetterMutationMutationVariables>;
export const PlannerAssignGroupsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlannerAssignGroupsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignPackLinePlanGroupsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignPackLinePlanGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannerChange_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerTable_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegionId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlan"}},{"kind":"Field","name":{"kind":"Name","value":"boxSize"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignment"}},{"kind":"Field","name":{"kind":"Name","value":"softComplete"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"dockoutTimeStamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineWidget_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unconfiguredPicks"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerChange_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlannerChangePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannerTable_group"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineWidget_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PlannerAssignGroupsMutationMutation, PlannerAssignGroupsMutationMutationVariables>;
export const PlannerSplitGroupMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlannerSplitGroupMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SplitPackLinePlanGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"splitPackLinePlanGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newPackLinePlanGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannerTable_group"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineWidget_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerTable_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegionId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlan"}},{"kind":"Field","name":{"kind":"Name","value":"boxSize"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignment"}},{"kind":"Field","name":{"kind":"Name","value":"softComplete"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"dockoutTimeStamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineWidget_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unconfiguredPicks"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}}]}}]} as unknown as DocumentNode<PlannerSplitGroupMutationMutation, PlannerSplitGroupMutationMutationVariables>;
export const PlannerCompleteGroupsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlannerCompleteGroupsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompletePackLinePlanGroupsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completePackLinePlanGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannerChange_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerTable_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegionId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlan"}},{"kind":"Field","name":{"kind":"Name","value":"boxSize"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignment"}},{"kind":"Field","name":{"kind":"Name","value":"softComplete"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"dockoutTimeStamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineWidget_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unconfiguredPicks"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerChange_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlannerChangePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannerTable_group"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineWidget_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PlannerCompleteGroupsMutationMutation, PlannerCompleteGroupsMutationMutationVariables>;
export const PlannerReorderGroupsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlannerReorderGroupsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePackLinePlanGroupOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePackLinePlanGroupOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannerChange_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerTable_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegionId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlan"}},{"kind":"Field","name":{"kind":"Name","value":"boxSize"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignment"}},{"kind":"Field","name":{"kind":"Name","value":"softComplete"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"dockoutTimeStamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineWidget_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unconfiguredPicks"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerChange_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlannerChangePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannerTable_group"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineWidget_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PlannerReorderGroupsMutationMutation, PlannerReorderGroupsMutationMutationVariables>;
export const PlannerReassignTailsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlannerReassignTailsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignPackLinePlanGroupsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reassignPackLineTails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannerChange_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerTable_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegionId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlan"}},{"kind":"Field","name":{"kind":"Name","value":"boxSize"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignment"}},{"kind":"Field","name":{"kind":"Name","value":"softComplete"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"dockoutTimeStamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineWidget_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unconfiguredPicks"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerChange_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlannerChangePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannerTable_group"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineWidget_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PlannerReassignTailsMutationMutation, PlannerReassignTailsMutationMutationVariables>;
export const PlannerUpdateFiltersMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlannerUpdateFiltersMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePackLineFiltersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePackLineFilters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineWidget_line"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilterLabelsDialog_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeId"}},{"kind":"Field","name":{"kind":"Name","value":"currentFilters"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineWidget_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unconfiguredPicks"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilterLabelsDialog_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PlannerUpdateFiltersMutationMutation, PlannerUpdateFiltersMutationMutationVariables>;
export const PlannerTailCountsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlannerTailCountsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packLineName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packLinePlanGroupIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packableTailCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"packLineName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packLineName"}}},{"kind":"Argument","name":{"kind":"Name","value":"packLinePlanGroupIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packLinePlanGroupIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalTailCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPackableCount"}}]}}]}}]} as unknown as DocumentNode<PlannerTailCountsQueryQuery, PlannerTailCountsQueryQueryVariables>;
export const PlannerRefreshLinesMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlannerRefreshLinesMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshPackLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshPackLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PlannerRefreshLinesMutationMutation, PlannerRefreshLinesMutationMutationVariables>;
export const PlannerRefreshPrintersMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlannerRefreshPrintersMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshPrintersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshPrinters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PlannerRefreshPrintersMutationMutation, PlannerRefreshPrintersMutationMutationVariables>;
export const PlannerGeneratePdfsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlannerGeneratePdfsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratePackLinePlanGroupPdfsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generatePackLinePlanGroupPdfs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PlannerGeneratePdfsMutationMutation, PlannerGeneratePdfsMutationMutationVariables>;
export const PlannerEmailChaseListMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlannerEmailChaseListMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailChaseListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailChaseList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PlannerEmailChaseListMutationMutation, PlannerEmailChaseListMutationMutationVariables>;
export const PlannerPresetOptionsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlannerPresetOptionsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linePresets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PlannerPresetOptionsQueryQuery, PlannerPresetOptionsQueryQueryVariables>;
export const PlannerUpdateLinePresetMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlannerUpdateLinePresetMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePackLinePresetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePackLinePreset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineWidget_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineWidget_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unconfiguredPicks"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}}]}}]} as unknown as DocumentNode<PlannerUpdateLinePresetMutationMutation, PlannerUpdateLinePresetMutationMutationVariables>;
export const PlannerGroupsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlannerGroupsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLinePlanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannerHead_planner"}},{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannerTable_group"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineWidget_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unconfiguredPicks"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilterLabelsDialog_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilterLabelsDialog_pickables"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlannerPickables"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tempoLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOnLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heatAndEatLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerHead_planner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineWidget_line"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilterLabelsDialog_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilterLabelsDialog_pickables"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerTable_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegionId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlan"}},{"kind":"Field","name":{"kind":"Name","value":"boxSize"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignment"}},{"kind":"Field","name":{"kind":"Name","value":"softComplete"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"dockoutTimeStamp"}}]}}]} as unknown as DocumentNode<PlannerGroupsQueryQuery, PlannerGroupsQueryQueryVariables>;
export const PlannerHeadQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlannerHeadQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLinePlanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannerHead_planner"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineWidget_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unconfiguredPicks"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilterLabelsDialog_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilterLabelsDialog_pickables"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlannerPickables"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tempoLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOnLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heatAndEatLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerHead_planner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineWidget_line"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilterLabelsDialog_line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilterLabelsDialog_pickables"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<PlannerHeadQueryQuery, PlannerHeadQueryQueryVariables>;
export const PlannerFacilitiesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlannerFacilitiesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessiblePackingFacilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviatedName"}}]}}]}}]} as unknown as DocumentNode<PlannerFacilitiesQueryQuery, PlannerFacilitiesQueryQueryVariables>;
export const PlannerEventsSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PlannerEventsSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"abbreviatedName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLinePlannerEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"abbreviatedName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"abbreviatedName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"changeId"}},{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroupIds"}},{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlannerTable_group"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineWidget_line"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlannerTable_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLinePlanGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegionId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlan"}},{"kind":"Field","name":{"kind":"Name","value":"boxSize"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignment"}},{"kind":"Field","name":{"kind":"Name","value":"softComplete"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"dockoutTimeStamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineWidget_line"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"linePreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unconfiguredPicks"}},{"kind":"Field","name":{"kind":"Name","value":"filteredPickables"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrintedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}}]}}]} as unknown as DocumentNode<PlannerEventsSubscriptionSubscription, PlannerEventsSubscriptionSubscriptionVariables>;
export const SignInPageMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInPageMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SignInPageMutationMutation, SignInPageMutationMutationVariables>;
export const KioskConfirmPrinterMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskConfirmPrinterMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmKioskPrinterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmKioskPrinter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<KioskConfirmPrinterMutationMutation, KioskConfirmPrinterMutationMutationVariables>;
export const KioskUpdateFiltersMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskUpdateFiltersMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateKioskFiltersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateKioskFilters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<KioskUpdateFiltersMutationMutation, KioskUpdateFiltersMutationMutationVariables>;
export const KioskLineQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskLineQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"line"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilitySlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"packLineName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"line"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskLineFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskPickableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlannerPickable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskLabelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskLabel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"metadataId"}},{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegion"}},{"kind":"Field","name":{"kind":"Name","value":"shipDay"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrinted"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskLineData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLineId"}},{"kind":"Field","name":{"kind":"Name","value":"packLineName"}},{"kind":"Field","name":{"kind":"Name","value":"printerIp"}},{"kind":"Field","name":{"kind":"Name","value":"filteredLetters"}},{"kind":"Field","name":{"kind":"Name","value":"pickables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tempoLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOnLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heatAndEatLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"boxSize"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlan"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reprintQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskLabelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pause"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"subReason"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}}]}}]}}]} as unknown as DocumentNode<KioskLineQueryQuery, KioskLineQueryQueryVariables>;
export const KioskUnassignPrinterMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskUnassignPrinterMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnassignKioskPrinterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignKioskPrinter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassigned"}}]}}]}}]} as unknown as DocumentNode<KioskUnassignPrinterMutationMutation, KioskUnassignPrinterMutationMutationVariables>;
export const KioskLinesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskLinesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilitySlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLineNames"}},{"kind":"Field","name":{"kind":"Name","value":"printersInUse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLineName"}},{"kind":"Field","name":{"kind":"Name","value":"printerIp"}}]}}]}}]}}]} as unknown as DocumentNode<KioskLinesQueryQuery, KioskLinesQueryQueryVariables>;
export const KioskAssignPrinterMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskAssignPrinterMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignKioskPrinterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignKioskPrinter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"conflict"}},{"kind":"Field","name":{"kind":"Name","value":"printerError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"mayHavePrinted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<KioskAssignPrinterMutationMutation, KioskAssignPrinterMutationMutationVariables>;
export const KioskPauseReasonsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskPauseReasonsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskPauseReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"subReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subReason"}}]}}]}}]}}]} as unknown as DocumentNode<KioskPauseReasonsQueryQuery, KioskPauseReasonsQueryQueryVariables>;
export const KioskPauseLineMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskPauseLineMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PauseKioskLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseKioskLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<KioskPauseLineMutationMutation, KioskPauseLineMutationMutationVariables>;
export const KioskPrinterStatusQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskPrinterStatusQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"line"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"printerIp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskPrinterStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilitySlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"packLineName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"line"}}},{"kind":"Argument","name":{"kind":"Name","value":"printerIp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"printerIp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"printerIp"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"faults"}}]}}]}}]} as unknown as DocumentNode<KioskPrinterStatusQueryQuery, KioskPrinterStatusQueryQueryVariables>;
export const KioskRemainingPickablesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskRemainingPickablesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lineIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shipDates"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskRemainingPickables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilitySlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"packLineIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lineIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"shipDates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shipDates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipDates"}},{"kind":"Field","name":{"kind":"Name","value":"byRegion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"regionCategory"}},{"kind":"Field","name":{"kind":"Name","value":"pickables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"byLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLineName"}},{"kind":"Field","name":{"kind":"Name","value":"pickables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<KioskRemainingPickablesQueryQuery, KioskRemainingPickablesQueryQueryVariables>;
export const KioskLabelSearchQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskLabelSearchQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskLabelSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilitySlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskLabelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskLabelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskLabel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"metadataId"}},{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegion"}},{"kind":"Field","name":{"kind":"Name","value":"shipDay"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrinted"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}}]} as unknown as DocumentNode<KioskLabelSearchQueryQuery, KioskLabelSearchQueryQueryVariables>;
export const KioskSignInMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskSignInMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FloorSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"floorSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<KioskSignInMutationMutation, KioskSignInMutationMutationVariables>;
export const KioskTrainingLabelMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskTrainingLabelMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrintTrainingLabelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"printTrainingLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPrintOutcomeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskLabelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskLabel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"metadataId"}},{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegion"}},{"kind":"Field","name":{"kind":"Name","value":"shipDay"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrinted"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskPrintOutcomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrintLabelPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskLabelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"printerError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"mayHavePrinted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedOut"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<KioskTrainingLabelMutationMutation, KioskTrainingLabelMutationMutationVariables>;
export const KioskUnassignTailsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskUnassignTailsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnassignKioskTailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignKioskTails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassigned"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<KioskUnassignTailsMutationMutation, KioskUnassignTailsMutationMutationVariables>;
export const KioskVerifySupervisorCodeMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskVerifySupervisorCodeMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifySupervisorCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySupervisorCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<KioskVerifySupervisorCodeMutationMutation, KioskVerifySupervisorCodeMutationMutationVariables>;
export const KioskSetActiveGroupsMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskSetActiveGroupsMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetKioskActiveGroupsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setKioskActiveGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}}]}}]}}]} as unknown as DocumentNode<KioskSetActiveGroupsMutationMutation, KioskSetActiveGroupsMutationMutationVariables>;
export const KioskSignOutMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskSignOutMutation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"floorSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}}]}}]}}]} as unknown as DocumentNode<KioskSignOutMutationMutation, KioskSignOutMutationMutationVariables>;
export const KioskAppUpdatesSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"KioskAppUpdatesSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"printerAppUpdates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilitySlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}}]}}]}}]} as unknown as DocumentNode<KioskAppUpdatesSubscriptionSubscription, KioskAppUpdatesSubscriptionSubscriptionVariables>;
export const KioskLineUpdatesSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"KioskLineUpdatesSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"facility"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"line"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"printerLineUpdates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityAbbreviation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"facility"}}},{"kind":"Argument","name":{"kind":"Name","value":"packLineName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"line"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}}]}}]}}]} as unknown as DocumentNode<KioskLineUpdatesSubscriptionSubscription, KioskLineUpdatesSubscriptionSubscriptionVariables>;
export const KioskManagementSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"KioskManagementSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"line"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"printerManagement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilitySlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"packLineName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"line"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"excludedIp"}}]}}]}}]} as unknown as DocumentNode<KioskManagementSubscriptionSubscription, KioskManagementSubscriptionSubscriptionVariables>;
export const KioskSessionQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskSessionQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"floorSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}}]}}]}}]}}]} as unknown as DocumentNode<KioskSessionQueryQuery, KioskSessionQueryQueryVariables>;
export const KioskPrintLabelMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskPrintLabelMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrintLabelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"printLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labelsPrinted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPrintOutcomeFields"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskLineFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskLabelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskLabel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"metadataId"}},{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegion"}},{"kind":"Field","name":{"kind":"Name","value":"shipDay"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrinted"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskPickableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlannerPickable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskPrintOutcomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrintLabelPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskLabelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"printerError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"mayHavePrinted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedOut"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskLineData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLineId"}},{"kind":"Field","name":{"kind":"Name","value":"packLineName"}},{"kind":"Field","name":{"kind":"Name","value":"printerIp"}},{"kind":"Field","name":{"kind":"Name","value":"filteredLetters"}},{"kind":"Field","name":{"kind":"Name","value":"pickables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tempoLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOnLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heatAndEatLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"boxSize"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlan"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reprintQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskLabelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pause"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"subReason"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}}]}}]}}]} as unknown as DocumentNode<KioskPrintLabelMutationMutation, KioskPrintLabelMutationMutationVariables>;
export const KioskReprintLabelMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskReprintLabelMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReprintLabelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reprintLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPrintOutcomeFields"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskLineFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskLabelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskLabel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"metadataId"}},{"kind":"Field","name":{"kind":"Name","value":"packLinePlanGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegion"}},{"kind":"Field","name":{"kind":"Name","value":"shipDay"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrinted"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskPickableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlannerPickable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickableLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskPrintOutcomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrintLabelPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskLabelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"printerError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"mayHavePrinted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedOut"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskLineData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLineId"}},{"kind":"Field","name":{"kind":"Name","value":"packLineName"}},{"kind":"Field","name":{"kind":"Name","value":"printerIp"}},{"kind":"Field","name":{"kind":"Name","value":"filteredLetters"}},{"kind":"Field","name":{"kind":"Name","value":"pickables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tempoLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"familyLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOnLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heatAndEatLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskPickableFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"nextGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"boxSize"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlan"}},{"kind":"Field","name":{"kind":"Name","value":"boxCount"}},{"kind":"Field","name":{"kind":"Name","value":"printedBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBoxCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpackableBoxCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reprintQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskLabelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pause"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"subReason"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}}]}}]}}]} as unknown as DocumentNode<KioskReprintLabelMutationMutation, KioskReprintLabelMutationMutationVariables>;
export const StatusWallQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatusWallQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLineStatuses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"zoneType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"printers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorRate"}}]}}]}}]}}]} as unknown as DocumentNode<StatusWallQueryQuery, StatusWallQueryQueryVariables>;
export const StatusWallChangesSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"StatusWallChangesSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityAbbreviation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packLineStatusChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityAbbreviation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityAbbreviation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<StatusWallChangesSubscriptionSubscription, StatusWallChangesSubscriptionSubscriptionVariables>;
export const ZoneDisplayScanMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ZoneDisplayScanMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScanBoxInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scanBox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"pickables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"picks"}},{"kind":"Field","name":{"kind":"Name","value":"itemLetter"}},{"kind":"Field","name":{"kind":"Name","value":"cellIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isFiltered"}},{"kind":"Field","name":{"kind":"Name","value":"missedZoneId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icePacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"thirtyTwoOz"}},{"kind":"Field","name":{"kind":"Name","value":"sixtyFourOz"}},{"kind":"Field","name":{"kind":"Name","value":"eightyOz"}},{"kind":"Field","name":{"kind":"Name","value":"ninetySixOz"}}]}},{"kind":"Field","name":{"kind":"Name","value":"palletScanData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingRegion"}},{"kind":"Field","name":{"kind":"Name","value":"shipDay"}},{"kind":"Field","name":{"kind":"Name","value":"boxSize"}},{"kind":"Field","name":{"kind":"Name","value":"shippingRegionHasChanged"}}]}},{"kind":"Field","name":{"kind":"Name","value":"betaBox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealBags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"picks"}},{"kind":"Field","name":{"kind":"Name","value":"itemLetter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proteins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"picks"}},{"kind":"Field","name":{"kind":"Name","value":"itemLetter"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"icePacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"thirtyTwoOz"}},{"kind":"Field","name":{"kind":"Name","value":"sixtyFourOz"}},{"kind":"Field","name":{"kind":"Name","value":"eightyOz"}},{"kind":"Field","name":{"kind":"Name","value":"ninetySixOz"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"qa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"alertQc"}},{"kind":"Field","name":{"kind":"Name","value":"qaNearMiss"}},{"kind":"Field","name":{"kind":"Name","value":"qaQc"}},{"kind":"Field","name":{"kind":"Name","value":"qaNearMissBoxScanCount"}},{"kind":"Field","name":{"kind":"Name","value":"allPickables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"picks"}},{"kind":"Field","name":{"kind":"Name","value":"itemLetter"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allIcePacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"thirtyTwoOz"}},{"kind":"Field","name":{"kind":"Name","value":"sixtyFourOz"}},{"kind":"Field","name":{"kind":"Name","value":"eightyOz"}},{"kind":"Field","name":{"kind":"Name","value":"ninetySixOz"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"includesBinder"}},{"kind":"Field","name":{"kind":"Name","value":"includesAddOnCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesFamilyAddOnCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesProteinCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesPromotionalItem"}},{"kind":"Field","name":{"kind":"Name","value":"includesFirstOrderMessage"}},{"kind":"Field","name":{"kind":"Name","value":"groupInfo"}},{"kind":"Field","name":{"kind":"Name","value":"missedZoneId"}},{"kind":"Field","name":{"kind":"Name","value":"zoneProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errorRate"}}]}}]}}]} as unknown as DocumentNode<ZoneDisplayScanMutationMutation, ZoneDisplayScanMutationMutationVariables>;
export const ZoneDisplaySubmitInspectionMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ZoneDisplaySubmitInspectionMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QaSubmissionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitQaInspection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}}]}}]} as unknown as DocumentNode<ZoneDisplaySubmitInspectionMutationMutation, ZoneDisplaySubmitInspectionMutationMutationVariables>;
export const ZoneDisplayEventsSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ZoneDisplayEventsSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityAbbreviation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lineLetter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneScreenEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityAbbreviation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityAbbreviation"}}},{"kind":"Argument","name":{"kind":"Name","value":"lineLetter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lineLetter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}}]}}]}}]} as unknown as DocumentNode<ZoneDisplayEventsSubscriptionSubscription, ZoneDisplayEventsSubscriptionSubscriptionVariables>;
export const ZoneDisplayConfigurationQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ZoneDisplayConfigurationQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityAbbreviation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lineLetter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packLineZoneId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityAbbreviation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityAbbreviation"}}},{"kind":"Argument","name":{"kind":"Name","value":"lineLetter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lineLetter"}}},{"kind":"Argument","name":{"kind":"Name","value":"packLineZoneId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packLineZoneId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"zoneType"}},{"kind":"Field","name":{"kind":"Name","value":"lineLetter"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityAbbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"itemLetters"}},{"kind":"Field","name":{"kind":"Name","value":"errorRate"}},{"kind":"Field","name":{"kind":"Name","value":"palletData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingRegion"}},{"kind":"Field","name":{"kind":"Name","value":"shipDay"}},{"kind":"Field","name":{"kind":"Name","value":"boxSize"}}]}}]}}]}}]} as unknown as DocumentNode<ZoneDisplayConfigurationQueryQuery, ZoneDisplayConfigurationQueryQueryVariables>;
export const FacilitySelectQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacilitySelectQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessiblePackingFacilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FacilitySelectQueryQuery, FacilitySelectQueryQueryVariables>;
export const FloorCodeSignInMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FloorCodeSignInMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FloorSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"floorSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FloorCodeSignInMutationMutation, FloorCodeSignInMutationMutationVariables>;
export const FloorHeartbeatMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FloorHeartbeatMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]}}]} as unknown as DocumentNode<FloorHeartbeatMutationMutation, FloorHeartbeatMutationMutationVariables>;
export const HistoryListQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryListQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screen"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authors"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"screen"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screen"}}},{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}}},{"kind":"Argument","name":{"kind":"Name","value":"authors"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authors"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryList_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"csvUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packingFacility"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryList_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"undoable"}},{"kind":"Field","name":{"kind":"Name","value":"notUndoableReason"}},{"kind":"Field","name":{"kind":"Name","value":"undoOf"}},{"kind":"Field","name":{"kind":"Name","value":"undoneBy"}}]}}]} as unknown as DocumentNode<HistoryListQueryQuery, HistoryListQueryQueryVariables>;
export const HistoryPeopleQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryPeopleQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"historyPeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HistoryPeopleQueryQuery, HistoryPeopleQueryQueryVariables>;
export const HistoryUndoMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HistoryUndoMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UndoHistoryEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoHistoryEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryList_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryList_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"undoable"}},{"kind":"Field","name":{"kind":"Name","value":"notUndoableReason"}},{"kind":"Field","name":{"kind":"Name","value":"undoOf"}},{"kind":"Field","name":{"kind":"Name","value":"undoneBy"}}]}}]} as unknown as DocumentNode<HistoryUndoMutationMutation, HistoryUndoMutationMutationVariables>;
export const HistoryRecordedSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"HistoryRecordedSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"historyRecorded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryList_entry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryList_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"undoable"}},{"kind":"Field","name":{"kind":"Name","value":"notUndoableReason"}},{"kind":"Field","name":{"kind":"Name","value":"undoOf"}},{"kind":"Field","name":{"kind":"Name","value":"undoneBy"}}]}}]} as unknown as DocumentNode<HistoryRecordedSubscriptionSubscription, HistoryRecordedSubscriptionSubscriptionVariables>;
export const MenuSelectQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuSelectQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<MenuSelectQueryQuery, MenuSelectQueryQueryVariables>;
export const UserPreferencesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserPreferencesQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}}]}}]}}]} as unknown as DocumentNode<UserPreferencesQueryQuery, UserPreferencesQueryQueryVariables>;
export const UpdateUserPreferencesMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserPreferencesMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserPreferencesMutationMutation, UpdateUserPreferencesMutationMutationVariables>;