import type { GraphQLResolveInfo } from 'graphql';
import type { UpstreamUser as UpstreamUserModel, UpstreamPackingFacility as UpstreamPackingFacilityModel, UpstreamMenu as UpstreamMenuModel } from '../upstream/types.ts';
import type { UpstreamLabelStatusFacility as UpstreamLabelStatusFacilityModel, LabelStatusShipDayModel as LabelStatusShipDayModelModel, UpstreamRegionOnShipDay as UpstreamRegionOnShipDayModel, UpstreamLabelsProgress as UpstreamLabelsProgressModel } from '../modules/label-status/types.ts';
import type { UpstreamLinePreset as UpstreamLinePresetModel, UpstreamLineAssignment as UpstreamLineAssignmentModel, UpstreamZone as UpstreamZoneModel } from '../modules/line-presets/types.ts';
import type { UpstreamIceRestrictionsBody as UpstreamIceRestrictionsBodyModel, UpstreamIceRestrictionMenu as UpstreamIceRestrictionMenuModel, UpstreamFacilityIceRestrictions as UpstreamFacilityIceRestrictionsModel, UpstreamIceSizeRestrictions as UpstreamIceSizeRestrictionsModel, UpstreamIceMealPlan as UpstreamIceMealPlanModel, UpstreamMenuIceRestriction as UpstreamMenuIceRestrictionModel } from '../modules/ice-restrictions/types.ts';
import type { UpstreamMealLetter as UpstreamMealLetterModel, ProteinLetterModel as ProteinLetterModelModel, LetterCountsModel as LetterCountsModelModel, PickLettersModel as PickLettersModelModel } from '../modules/pick-letters/types.ts';
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
  previousMenu: Maybe<Menu>;
  /** The regions shipping on a facility's ship day (yyyy-MM-dd); FORBIDDEN for another facility. */
  regionsShippingOnDay: Array<ShippingRegionLabelStatus>;
  supervisorLoginCode: SupervisorLoginCode;
  /** The signed-in admin user, or null when there is no session. */
  viewer: Maybe<User>;
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
  linePreset: Maybe<LinePreset>;
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
  user: Maybe<User>;
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
  iceRestriction: Maybe<IceRestriction>;
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateLinePresetInput: CreateLinePresetInput;
  CreateLinePresetPayload: ResolverTypeWrapper<Omit<CreateLinePresetPayload, 'linePreset'> & { linePreset?: Maybe<ResolversTypes['LinePreset']> }>;
  DeleteLinePresetInput: DeleteLinePresetInput;
  DeleteLinePresetPayload: ResolverTypeWrapper<DeleteLinePresetPayload>;
  FacilityIceRestrictions: ResolverTypeWrapper<UpstreamFacilityIceRestrictionsModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IceRestriction: ResolverTypeWrapper<UpstreamIceMealPlanModel>;
  IceRestrictionMenu: ResolverTypeWrapper<UpstreamIceRestrictionMenuModel>;
  IceRestrictions: ResolverTypeWrapper<UpstreamIceRestrictionsBodyModel>;
  IceSize: IceSize;
  IceSizeRestrictions: ResolverTypeWrapper<UpstreamIceSizeRestrictionsModel>;
  IndefiniteIceRestriction: ResolverTypeWrapper<IndefiniteIceRestriction>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
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
  PackingFacility: ResolverTypeWrapper<UpstreamPackingFacilityModel>;
  PickLetterCounts: ResolverTypeWrapper<LetterCountsModelModel>;
  PickLetters: ResolverTypeWrapper<PickLettersModelModel>;
  PostponedShipmentsUpdate: ResolverTypeWrapper<PostponedShipmentsUpdate>;
  ProteinLetter: ResolverTypeWrapper<ProteinLetterModelModel>;
  ProteinLetterCsvRowInput: ProteinLetterCsvRowInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SaveLinePresetInput: SaveLinePresetInput;
  SaveLinePresetPayload: ResolverTypeWrapper<Omit<SaveLinePresetPayload, 'linePreset'> & { linePreset?: Maybe<ResolversTypes['LinePreset']> }>;
  ShipmentCount: ResolverTypeWrapper<ShipmentCount>;
  ShippingRegionLabelStatus: ResolverTypeWrapper<UpstreamRegionOnShipDayModel>;
  SignInInput: SignInInput;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  SignOutPayload: ResolverTypeWrapper<SignOutPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SupervisorLoginCode: ResolverTypeWrapper<SupervisorLoginCode>;
  UpdateIceRestrictionInput: UpdateIceRestrictionInput;
  UpdateIceRestrictionPayload: ResolverTypeWrapper<Omit<UpdateIceRestrictionPayload, 'iceRestriction'> & { iceRestriction?: Maybe<ResolversTypes['IceRestriction']> }>;
  UpdateMealLetterInput: UpdateMealLetterInput;
  UpdateMealLetterPayload: ResolverTypeWrapper<Omit<UpdateMealLetterPayload, 'counts' | 'mealLetter'> & { counts?: Maybe<ResolversTypes['PickLetterCounts']>, mealLetter?: Maybe<ResolversTypes['MealLetter']> }>;
  UpdateProteinLetterInput: UpdateProteinLetterInput;
  UpdateProteinLetterPayload: ResolverTypeWrapper<Omit<UpdateProteinLetterPayload, 'counts' | 'proteinLetters'> & { counts?: Maybe<ResolversTypes['PickLetterCounts']>, proteinLetters: Array<ResolversTypes['ProteinLetter']> }>;
  UploadMealLettersInput: UploadMealLettersInput;
  UploadMealLettersPayload: ResolverTypeWrapper<Omit<UploadMealLettersPayload, 'counts' | 'mealLetters'> & { counts?: Maybe<ResolversTypes['PickLetterCounts']>, mealLetters: Array<ResolversTypes['MealLetter']> }>;
  UploadProteinLettersInput: UploadProteinLettersInput;
  UploadProteinLettersPayload: ResolverTypeWrapper<Omit<UploadProteinLettersPayload, 'counts' | 'proteinLetters'> & { counts?: Maybe<ResolversTypes['PickLetterCounts']>, proteinLetters: Array<ResolversTypes['ProteinLetter']> }>;
  User: ResolverTypeWrapper<UpstreamUserModel>;
  UserError: ResolverTypeWrapper<UserError>;
  Zone: ResolverTypeWrapper<UpstreamZoneModel>;
  ZoneInput: ZoneInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  CreateLinePresetInput: CreateLinePresetInput;
  CreateLinePresetPayload: Omit<CreateLinePresetPayload, 'linePreset'> & { linePreset?: Maybe<ResolversParentTypes['LinePreset']> };
  DeleteLinePresetInput: DeleteLinePresetInput;
  DeleteLinePresetPayload: DeleteLinePresetPayload;
  FacilityIceRestrictions: UpstreamFacilityIceRestrictionsModel;
  ID: Scalars['ID']['output'];
  IceRestriction: UpstreamIceMealPlanModel;
  IceRestrictionMenu: UpstreamIceRestrictionMenuModel;
  IceRestrictions: UpstreamIceRestrictionsBodyModel;
  IceSizeRestrictions: UpstreamIceSizeRestrictionsModel;
  IndefiniteIceRestriction: IndefiniteIceRestriction;
  Int: Scalars['Int']['output'];
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
  PackingFacility: UpstreamPackingFacilityModel;
  PickLetterCounts: LetterCountsModelModel;
  PickLetters: PickLettersModelModel;
  PostponedShipmentsUpdate: PostponedShipmentsUpdate;
  ProteinLetter: ProteinLetterModelModel;
  ProteinLetterCsvRowInput: ProteinLetterCsvRowInput;
  Query: Record<PropertyKey, never>;
  SaveLinePresetInput: SaveLinePresetInput;
  SaveLinePresetPayload: Omit<SaveLinePresetPayload, 'linePreset'> & { linePreset?: Maybe<ResolversParentTypes['LinePreset']> };
  ShipmentCount: ShipmentCount;
  ShippingRegionLabelStatus: UpstreamRegionOnShipDayModel;
  SignInInput: SignInInput;
  SignInPayload: Omit<SignInPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  SignOutPayload: SignOutPayload;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SupervisorLoginCode: SupervisorLoginCode;
  UpdateIceRestrictionInput: UpdateIceRestrictionInput;
  UpdateIceRestrictionPayload: Omit<UpdateIceRestrictionPayload, 'iceRestriction'> & { iceRestriction?: Maybe<ResolversParentTypes['IceRestriction']> };
  UpdateMealLetterInput: UpdateMealLetterInput;
  UpdateMealLetterPayload: Omit<UpdateMealLetterPayload, 'counts' | 'mealLetter'> & { counts?: Maybe<ResolversParentTypes['PickLetterCounts']>, mealLetter?: Maybe<ResolversParentTypes['MealLetter']> };
  UpdateProteinLetterInput: UpdateProteinLetterInput;
  UpdateProteinLetterPayload: Omit<UpdateProteinLetterPayload, 'counts' | 'proteinLetters'> & { counts?: Maybe<ResolversParentTypes['PickLetterCounts']>, proteinLetters: Array<ResolversParentTypes['ProteinLetter']> };
  UploadMealLettersInput: UploadMealLettersInput;
  UploadMealLettersPayload: Omit<UploadMealLettersPayload, 'counts' | 'mealLetters'> & { counts?: Maybe<ResolversParentTypes['PickLetterCounts']>, mealLetters: Array<ResolversParentTypes['MealLetter']> };
  UploadProteinLettersInput: UploadProteinLettersInput;
  UploadProteinLettersPayload: Omit<UploadProteinLettersPayload, 'counts' | 'proteinLetters'> & { counts?: Maybe<ResolversParentTypes['PickLetterCounts']>, proteinLetters: Array<ResolversParentTypes['ProteinLetter']> };
  User: UpstreamUserModel;
  UserError: UserError;
  Zone: UpstreamZoneModel;
  ZoneInput: ZoneInput;
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
  createLinePreset?: Resolver<ResolversTypes['CreateLinePresetPayload'], ParentType, ContextType, RequireFields<MutationCreateLinePresetArgs, 'input'>>;
  deleteLinePreset?: Resolver<ResolversTypes['DeleteLinePresetPayload'], ParentType, ContextType, RequireFields<MutationDeleteLinePresetArgs, 'input'>>;
  saveLinePreset?: Resolver<ResolversTypes['SaveLinePresetPayload'], ParentType, ContextType, RequireFields<MutationSaveLinePresetArgs, 'input'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  updateIceRestriction?: Resolver<ResolversTypes['UpdateIceRestrictionPayload'], ParentType, ContextType, RequireFields<MutationUpdateIceRestrictionArgs, 'input'>>;
  updateMealLetter?: Resolver<ResolversTypes['UpdateMealLetterPayload'], ParentType, ContextType, RequireFields<MutationUpdateMealLetterArgs, 'input'>>;
  updateProteinLetter?: Resolver<ResolversTypes['UpdateProteinLetterPayload'], ParentType, ContextType, RequireFields<MutationUpdateProteinLetterArgs, 'input'>>;
  uploadMealLetters?: Resolver<ResolversTypes['UploadMealLettersPayload'], ParentType, ContextType, RequireFields<MutationUploadMealLettersArgs, 'input'>>;
  uploadProteinLetters?: Resolver<ResolversTypes['UploadProteinLettersPayload'], ParentType, ContextType, RequireFields<MutationUploadProteinLettersArgs, 'input'>>;
};

export type PackingFacilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackingFacility'] = ResolversParentTypes['PackingFacility']> = {
  abbreviatedName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colloquialName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipDays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type PostponedShipmentsUpdateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostponedShipmentsUpdate'] = ResolversParentTypes['PostponedShipmentsUpdate']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accessiblePackingFacilities?: Resolver<Array<ResolversTypes['PackingFacility']>, ParentType, ContextType>;
  iceRestrictions?: Resolver<ResolversTypes['IceRestrictions'], ParentType, ContextType>;
  labelStatusFacilities?: Resolver<Array<ResolversTypes['LabelStatusFacility']>, ParentType, ContextType>;
  linePreset?: Resolver<ResolversTypes['LinePreset'], ParentType, ContextType, RequireFields<QueryLinePresetArgs, 'id' | 'packingFacilityId'>>;
  linePresets?: Resolver<Array<ResolversTypes['LinePreset']>, ParentType, ContextType, RequireFields<QueryLinePresetsArgs, 'packingFacilityId'>>;
  menus?: Resolver<Array<ResolversTypes['Menu']>, ParentType, ContextType>;
  packingFacility?: Resolver<ResolversTypes['PackingFacility'], ParentType, ContextType, RequireFields<QueryPackingFacilityArgs, 'id'>>;
  pickLetters?: Resolver<ResolversTypes['PickLetters'], ParentType, ContextType, RequireFields<QueryPickLettersArgs, 'menuId' | 'packingFacilityId'>>;
  previousMenu?: Resolver<Maybe<ResolversTypes['Menu']>, ParentType, ContextType>;
  regionsShippingOnDay?: Resolver<Array<ResolversTypes['ShippingRegionLabelStatus']>, ParentType, ContextType, RequireFields<QueryRegionsShippingOnDayArgs, 'packingFacilityId' | 'shipDay'>>;
  supervisorLoginCode?: Resolver<ResolversTypes['SupervisorLoginCode'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type SaveLinePresetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveLinePresetPayload'] = ResolversParentTypes['SaveLinePresetPayload']> = {
  linePreset?: Resolver<Maybe<ResolversTypes['LinePreset']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
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

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  labelStatusEvents?: SubscriptionResolver<ResolversTypes['LabelStatusEvent'], "labelStatusEvents", ParentType, ContextType, RequireFields<SubscriptionLabelStatusEventsArgs, 'packingFacilityId' | 'regionName' | 'shipDay'>>;
  supervisorLoginCodeChanged?: SubscriptionResolver<ResolversTypes['SupervisorLoginCode'], "supervisorLoginCodeChanged", ParentType, ContextType>;
};

export type SupervisorLoginCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupervisorLoginCode'] = ResolversParentTypes['SupervisorLoginCode']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpdateIceRestrictionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateIceRestrictionPayload'] = ResolversParentTypes['UpdateIceRestrictionPayload']> = {
  iceRestriction?: Resolver<Maybe<ResolversTypes['IceRestriction']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateMealLetterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateMealLetterPayload'] = ResolversParentTypes['UpdateMealLetterPayload']> = {
  counts?: Resolver<Maybe<ResolversTypes['PickLetterCounts']>, ParentType, ContextType>;
  mealLetter?: Resolver<Maybe<ResolversTypes['MealLetter']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateProteinLetterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateProteinLetterPayload'] = ResolversParentTypes['UpdateProteinLetterPayload']> = {
  counts?: Resolver<Maybe<ResolversTypes['PickLetterCounts']>, ParentType, ContextType>;
  proteinLetters?: Resolver<Array<ResolversTypes['ProteinLetter']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
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

export type Resolvers<ContextType = GatewayContext> = {
  CreateLinePresetPayload?: CreateLinePresetPayloadResolvers<ContextType>;
  DeleteLinePresetPayload?: DeleteLinePresetPayloadResolvers<ContextType>;
  FacilityIceRestrictions?: FacilityIceRestrictionsResolvers<ContextType>;
  IceRestriction?: IceRestrictionResolvers<ContextType>;
  IceRestrictionMenu?: IceRestrictionMenuResolvers<ContextType>;
  IceRestrictions?: IceRestrictionsResolvers<ContextType>;
  IceSizeRestrictions?: IceSizeRestrictionsResolvers<ContextType>;
  IndefiniteIceRestriction?: IndefiniteIceRestrictionResolvers<ContextType>;
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
  PackingFacility?: PackingFacilityResolvers<ContextType>;
  PickLetterCounts?: PickLetterCountsResolvers<ContextType>;
  PickLetters?: PickLettersResolvers<ContextType>;
  PostponedShipmentsUpdate?: PostponedShipmentsUpdateResolvers<ContextType>;
  ProteinLetter?: ProteinLetterResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SaveLinePresetPayload?: SaveLinePresetPayloadResolvers<ContextType>;
  ShipmentCount?: ShipmentCountResolvers<ContextType>;
  ShippingRegionLabelStatus?: ShippingRegionLabelStatusResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  SignOutPayload?: SignOutPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SupervisorLoginCode?: SupervisorLoginCodeResolvers<ContextType>;
  UpdateIceRestrictionPayload?: UpdateIceRestrictionPayloadResolvers<ContextType>;
  UpdateMealLetterPayload?: UpdateMealLetterPayloadResolvers<ContextType>;
  UpdateProteinLetterPayload?: UpdateProteinLetterPayloadResolvers<ContextType>;
  UploadMealLettersPayload?: UploadMealLettersPayloadResolvers<ContextType>;
  UploadProteinLettersPayload?: UploadProteinLettersPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Zone?: ZoneResolvers<ContextType>;
};

