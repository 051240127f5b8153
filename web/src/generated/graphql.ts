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

export type FacilityIceRestrictions = {
  __typename?: 'FacilityIceRestrictions';
  /** One entry per ice size, largest first. */
  iceRestrictions: Array<IceSizeRestrictions>;
  packingFacilityId: Scalars['ID']['output'];
  packingFacilityName: Scalars['String']['output'];
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

/** A ship day entry (spec admin §3). */
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

/** Label progress of a shipping region on a ship day (spec admin §4). */
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

/** A pick-to-light zone layout of a packing facility (spec admin §3). */
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
  /** Creates a preset, or duplicates one with existingLinePresetId. */
  createLinePreset: CreateLinePresetPayload;
  /** Deletes a preset no line uses. */
  deleteLinePreset: DeleteLinePresetPayload;
  /**
   * Saves name, description and zones all at once; an invalid preset is refused with userErrors
   * and nothing is saved. The zone screens of the lines using it refetch their configuration.
   */
  saveLinePreset: SaveLinePresetPayload;
  signIn: SignInPayload;
  signOut: SignOutPayload;
  /** PUT /ice_restrictions. A refused change comes back in userErrors and changes nothing. */
  updateIceRestriction: UpdateIceRestrictionPayload;
  /** One row of the Meal Letters grid (PUT /pick_letters/meal_letters/update). */
  updateMealLetter: UpdateMealLetterPayload;
  /** One row of the Protein Letters grid (PUT /pick_letters/protein_letters/{id}). */
  updateProteinLetter: UpdateProteinLetterPayload;
  /** The meal letters CSV, all rows or none (PUT /pick_letters/meal_letters/batch_update). */
  uploadMealLetters: UploadMealLettersPayload;
  /** The protein letters CSV, all rows or none (PUT /pick_letters/protein_letters/batch_update). */
  uploadProteinLetters: UploadProteinLettersPayload;
};


export type MutationCreateLinePresetArgs = {
  input: CreateLinePresetInput;
};


export type MutationDeleteLinePresetArgs = {
  input: DeleteLinePresetInput;
};


export type MutationSaveLinePresetArgs = {
  input: SaveLinePresetInput;
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationUpdateIceRestrictionArgs = {
  input: UpdateIceRestrictionInput;
};


export type MutationUpdateMealLetterArgs = {
  input: UpdateMealLetterInput;
};


export type MutationUpdateProteinLetterArgs = {
  input: UpdateProteinLetterInput;
};


export type MutationUploadMealLettersArgs = {
  input: UploadMealLettersInput;
};


export type MutationUploadProteinLettersArgs = {
  input: UploadProteinLettersInput;
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

/** postponed_shipments_updates: the region's postponed count. */
export type PostponedShipmentsUpdate = {
  __typename?: 'PostponedShipmentsUpdate';
  count: Scalars['Int']['output'];
  regionId: Scalars['ID']['output'];
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

/** Root types. Each domain file extends them with its own fields. */
export type Query = {
  __typename?: 'Query';
  /** Only the facilities the signed-in user may see. */
  accessiblePackingFacilities: Array<PackingFacility>;
  /** GET /ice_restrictions */
  iceRestrictions: IceRestrictions;
  /** The ship days of every facility the user may see. */
  labelStatusFacilities: Array<LabelStatusFacility>;
  /** One preset of the facility; NOT_FOUND when it is not one of the facility's. */
  linePreset: LinePreset;
  /** The facility's presets by name (zones are read per preset). */
  linePresets: Array<LinePreset>;
  /** Menus cached for pickables (GET /menus?get_menus_cached_for_pickables=true), newest first. */
  menus: Array<Menu>;
  /** One facility the user may see; FORBIDDEN for any other. */
  packingFacility: PackingFacility;
  pickLetters: PickLetters;
  /** The menu being packed (GET /menus?get_previous_menu_only=true). */
  previousMenu?: Maybe<Menu>;
  /** The regions shipping on a facility's ship day (yyyy-MM-dd); FORBIDDEN for another facility. */
  regionsShippingOnDay: Array<ShippingRegionLabelStatus>;
  supervisorLoginCode: SupervisorLoginCode;
  /** The signed-in admin user, or null when there is no session. */
  viewer?: Maybe<User>;
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

export type ShipmentCount = {
  __typename?: 'ShipmentCount';
  count: Scalars['Int']['output'];
};

/** A region shipping on a ship day (spec admin §3). */
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

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The channel label-status-{regionName}-{shipDay}: first the region's state once the stream is
   * live, then each event. Subscribers of the same region share one upstream stream.
   */
  labelStatusEvents: LabelStatusEvent;
  /**
   * The current supervisor login code as soon as the subscription is live, then the new code each
   * time the operations host rotates it.
   */
  supervisorLoginCodeChanged: SupervisorLoginCode;
};


export type SubscriptionLabelStatusEventsArgs = {
  packingFacilityId: Scalars['ID']['input'];
  regionName: Scalars['String']['input'];
  shipDay: Scalars['String']['input'];
};

export type SupervisorLoginCode = {
  __typename?: 'SupervisorLoginCode';
  /** Five digits. */
  code: Scalars['String']['output'];
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

export type LoginCodeCardQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginCodeCardQueryQuery = { __typename?: 'Query', supervisorLoginCode: { __typename?: 'SupervisorLoginCode', code: string } };

export type LoginCodeCardChangedSubscriptionSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LoginCodeCardChangedSubscriptionSubscription = { __typename?: 'Subscription', supervisorLoginCodeChanged: { __typename?: 'SupervisorLoginCode', code: string } };

export type PickLettersCounts_CountsFragment = { __typename?: 'PickLetterCounts', id: string, mealPickables: number, mealLettersAssigned: number, proteins: number, proteinLettersAssigned: number, duplicateLetters: number };

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

export type SignInPageMutationMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInPageMutationMutation = { __typename?: 'Mutation', signIn: { __typename?: 'SignInPayload', user?: { __typename?: 'User', id: string, name: string, email: string } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type FacilitySelectQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type FacilitySelectQueryQuery = { __typename?: 'Query', accessiblePackingFacilities: Array<{ __typename?: 'PackingFacility', id: string, name: string }> };

export type MenuSelectQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuSelectQueryQuery = { __typename?: 'Query', menus: Array<{ __typename?: 'Menu', id: string, slug: string }> };

export const IceRestrictionRow_RestrictionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IceRestrictionRow_restriction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IceRestriction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlanSlug"}},{"kind":"Field","name":{"kind":"Name","value":"indefiniteRestriction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menuRestrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}},{"kind":"Field","name":{"kind":"Name","value":"iceRestriction"}}]}}]}}]} as unknown as DocumentNode<IceRestrictionRow_RestrictionFragment, unknown>;
export const RegionTable_RegionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegionTable_region"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingRegionLabelStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shipDate"}},{"kind":"Field","name":{"kind":"Name","value":"expectedShipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labelsProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postponedShipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labelsError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorClass"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}}]}}]} as unknown as DocumentNode<RegionTable_RegionFragment, unknown>;
export const PresetList_PresetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetList_preset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinePreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PresetList_PresetFragment, unknown>;
export const PresetEditor_ZoneFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetEditor_zone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Zone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"itemLetters"}},{"kind":"Field","name":{"kind":"Name","value":"includesBinder"}},{"kind":"Field","name":{"kind":"Name","value":"includesProteinCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesAddOnCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesFamilyAddOnCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesPromotionalItem"}},{"kind":"Field","name":{"kind":"Name","value":"qaAddOns"}},{"kind":"Field","name":{"kind":"Name","value":"qaMealBags"}},{"kind":"Field","name":{"kind":"Name","value":"qaProteins"}},{"kind":"Field","name":{"kind":"Name","value":"qaReadyToHeat"}},{"kind":"Field","name":{"kind":"Name","value":"qaAccessories"}},{"kind":"Field","name":{"kind":"Name","value":"qaTopIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaMiddleIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaBottomIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaNearMiss"}},{"kind":"Field","name":{"kind":"Name","value":"qaQc"}}]}}]} as unknown as DocumentNode<PresetEditor_ZoneFragment, unknown>;
export const PresetEditor_PresetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetEditor_preset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinePreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresetList_preset"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PresetEditor_zone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetList_preset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinePreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PresetEditor_zone"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Zone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"zoneId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"itemLetters"}},{"kind":"Field","name":{"kind":"Name","value":"includesBinder"}},{"kind":"Field","name":{"kind":"Name","value":"includesProteinCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesAddOnCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesFamilyAddOnCard"}},{"kind":"Field","name":{"kind":"Name","value":"includesPromotionalItem"}},{"kind":"Field","name":{"kind":"Name","value":"qaAddOns"}},{"kind":"Field","name":{"kind":"Name","value":"qaMealBags"}},{"kind":"Field","name":{"kind":"Name","value":"qaProteins"}},{"kind":"Field","name":{"kind":"Name","value":"qaReadyToHeat"}},{"kind":"Field","name":{"kind":"Name","value":"qaAccessories"}},{"kind":"Field","name":{"kind":"Name","value":"qaTopIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaMiddleIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaBottomIce"}},{"kind":"Field","name":{"kind":"Name","value":"qaNearMiss"}},{"kind":"Field","name":{"kind":"Name","value":"qaQc"}}]}}]} as unknown as DocumentNode<PresetEditor_PresetFragment, unknown>;
export const PickLettersCounts_CountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}}]} as unknown as DocumentNode<PickLettersCounts_CountsFragment, unknown>;
export const MealLettersGrid_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MealLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pickableId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}},{"kind":"Field","name":{"kind":"Name","value":"mealLetter"}},{"kind":"Field","name":{"kind":"Name","value":"mealBag"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlans"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}}]}}]} as unknown as DocumentNode<MealLettersGrid_RowFragment, unknown>;
export const ProteinLettersGrid_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProteinLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProteinLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBoxingAssignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientName"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBrandName"}},{"kind":"Field","name":{"kind":"Name","value":"isReplacement"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"mealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]} as unknown as DocumentNode<ProteinLettersGrid_RowFragment, unknown>;
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
export const LoginCodeCardQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginCodeCardQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supervisorLoginCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<LoginCodeCardQueryQuery, LoginCodeCardQueryQueryVariables>;
export const LoginCodeCardChangedSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LoginCodeCardChangedSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supervisorLoginCodeChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<LoginCodeCardChangedSubscriptionSubscription, LoginCodeCardChangedSubscriptionSubscriptionVariables>;
export const PickLettersUploadMealLettersMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PickLettersUploadMealLettersMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadMealLettersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadMealLetters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealLettersGrid_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickLettersCounts_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MealLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pickableId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}},{"kind":"Field","name":{"kind":"Name","value":"mealLetter"}},{"kind":"Field","name":{"kind":"Name","value":"mealBag"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlans"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}}]} as unknown as DocumentNode<PickLettersUploadMealLettersMutationMutation, PickLettersUploadMealLettersMutationMutationVariables>;
export const PickLettersUploadProteinLettersMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PickLettersUploadProteinLettersMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadProteinLettersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProteinLetters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProteinLettersGrid_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickLettersCounts_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProteinLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProteinLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBoxingAssignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientName"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBrandName"}},{"kind":"Field","name":{"kind":"Name","value":"isReplacement"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"mealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}}]} as unknown as DocumentNode<PickLettersUploadProteinLettersMutationMutation, PickLettersUploadProteinLettersMutationMutationVariables>;
export const PickLettersUpdateMealLetterMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PickLettersUpdateMealLetterMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMealLetterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMealLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealLetter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealLettersGrid_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickLettersCounts_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MealLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pickableId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}},{"kind":"Field","name":{"kind":"Name","value":"mealLetter"}},{"kind":"Field","name":{"kind":"Name","value":"mealBag"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlans"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}}]} as unknown as DocumentNode<PickLettersUpdateMealLetterMutationMutation, PickLettersUpdateMealLetterMutationMutationVariables>;
export const PickLettersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PickLettersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickLetters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"menuId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lockedMenu"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickLettersCounts_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealLettersGrid_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProteinLettersGrid_row"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MealLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pickableId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}},{"kind":"Field","name":{"kind":"Name","value":"mealLetter"}},{"kind":"Field","name":{"kind":"Name","value":"mealBag"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlans"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProteinLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProteinLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBoxingAssignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientName"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBrandName"}},{"kind":"Field","name":{"kind":"Name","value":"isReplacement"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"mealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]} as unknown as DocumentNode<PickLettersQueryQuery, PickLettersQueryQueryVariables>;
export const PickLettersUpdateProteinLetterMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PickLettersUpdateProteinLetterMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProteinLetterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProteinLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProteinLettersGrid_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickLettersCounts_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProteinLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProteinLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBoxingAssignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientName"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBrandName"}},{"kind":"Field","name":{"kind":"Name","value":"isReplacement"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"mealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}}]} as unknown as DocumentNode<PickLettersUpdateProteinLetterMutationMutation, PickLettersUpdateProteinLetterMutationMutationVariables>;
export const SignInPageMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInPageMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SignInPageMutationMutation, SignInPageMutationMutationVariables>;
export const FacilitySelectQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacilitySelectQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessiblePackingFacilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FacilitySelectQueryQuery, FacilitySelectQueryQueryVariables>;
export const MenuSelectQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuSelectQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<MenuSelectQueryQuery, MenuSelectQueryQueryVariables>;