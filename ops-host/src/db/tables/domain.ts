// Domain tables, one interface per table of migrations/002_domain.sql (see the comments there for
// why each column exists). bigint ids are read as numbers (db/connect.ts type parsers); box ids
// stay far below 2^53.
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { DateColumn, Timestamp } from './core.ts';

/** A column with a default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A timestamp column with a default (now()). */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as parsed JSON, written as a JSON string (as in core.ts). */
type Json = ColumnType<unknown, string | undefined, string>;

export type MealPlanSlug = 'standard' | 'family' | 'tempo';
export type PickableKind =
  | 'meal'
  | 'protein'
  | 'add_on'
  | 'heat_and_eat'
  | 'meal_card'
  | 'box_liner'
  | 'ice_pack'
  | 'ice_location'
  | 'accessory';
export type PickableType =
  | 'MenuSelection'
  | 'Protein'
  | 'Ingredient'
  | 'MealCard'
  | 'ShippingBoxLiner'
  | 'IcePack'
  | 'IceLocation'
  | 'Accessory';
export type MealBagSize = 'Meal Bag' | 'Large Meal Bag' | 'Family Meal Bag' | 'Protein Meal Bag';
export type IceSizeOz = 96 | 80 | 64 | 32;
export type IceLocation = 'top' | 'middle' | 'bottom';
export type AccessoryCode = 'WB' | 'PC' | 'AC' | 'FC' | 'PI';
export type ZonePickableType =
  'Food' | 'Meal Card' | 'Meal Bag' | 'Pallet' | 'QA' | 'Ice Top' | 'Ice Middle' | 'Ice Bottom';
export type ScanOutcome = 'ok' | 'failed' | 'missed';
export type SubmissionType = 'near_miss' | 'qc';
export type LabelProgressStatus = 'In Progress' | 'Completed' | 'Errored';

export interface MealPlansTable {
  id: number;
  slug: MealPlanSlug;
  name: string;
}

export interface ShippingRegionsTable {
  id: Generated<number>;
  packing_facility_id: number;
  name: string;
  code: string;
  category: string;
  /** 'HH:MM:SS', local time of the facility. */
  dockout_time: Defaulted<string>;
}

export interface PickablesTable {
  id: Generated<number>;
  kind: PickableKind;
  pickable_type: GeneratedAlways<PickableType>;
  menu_id: number | null;
  name: string;
  meal_bag_size: MealBagSize | null;
  quantity_per_two_servings: number | null;
  brand_name: string | null;
  is_fully_cooked: Defaulted<boolean>;
  meal_pickable_id: number | null;
  ice_size_oz: IceSizeOz | null;
  ice_location: IceLocation | null;
  accessory_code: AccessoryCode | null;
}

export interface PickableMealPlansTable {
  pickable_id: number;
  meal_plan_id: number;
}

export interface IngredientBoxingAssignmentsTable {
  id: Generated<number>;
  menu_id: number;
  ingredient_pickable_id: number;
  meal_pickable_id: number;
  is_replacement: Defaulted<boolean>;
  quantity: number;
}

export interface PickableLettersTable {
  packing_facility_id: number;
  menu_id: number;
  pickable_id: number;
  letter: string;
  updated_at: DefaultedTimestamp;
}

export interface IceRestrictionsTable {
  /** uuid */
  id: Generated<string>;
  packing_facility_id: number;
  meal_plan_id: number;
  ice_size_oz: IceSizeOz;
  indefinite_restriction_menu_id: number | null;
  updated_at: DefaultedTimestamp;
}

export interface IceRestrictionMenusTable {
  /** uuid */
  id: Generated<string>;
  ice_restriction_id: string;
  menu_id: number;
}

export interface LinePresetsTable {
  id: Generated<number>;
  packing_facility_id: number;
  name: string;
  description: Defaulted<string>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface ZonesTable {
  id: Generated<number>;
  line_preset_id: number;
  zone_id: number;
  pickable_type: ZonePickableType;
  rows: number;
  columns: number;
  item_letters: Defaulted<string[]>;
  includes_binder: Defaulted<boolean>;
  includes_protein_card: Defaulted<boolean>;
  includes_add_on_card: Defaulted<boolean>;
  includes_family_add_on_card: Defaulted<boolean>;
  includes_promotional_item: Defaulted<boolean>;
  qa_add_ons: Defaulted<boolean>;
  qa_meal_bags: Defaulted<boolean>;
  qa_proteins: Defaulted<boolean>;
  qa_ready_to_heat: Defaulted<boolean>;
  qa_accessories: Defaulted<boolean>;
  qa_top_ice: Defaulted<boolean>;
  qa_middle_ice: Defaulted<boolean>;
  qa_bottom_ice: Defaulted<boolean>;
  qa_near_miss: Defaulted<boolean>;
  qa_qc: Defaulted<boolean>;
}

export interface PackLinesTable {
  id: Generated<number>;
  packing_facility_id: number;
  name: string;
  line_preset_id: number | null;
  current_group_id: number | null;
  next_group_id: number | null;
  last_scanned_at: Timestamp | null;
}

export interface PackLineFiltersTable {
  pack_line_id: number;
  letter: string;
}

export interface PackLinePlanGroupsTable {
  id: Generated<number>;
  packing_facility_id: number;
  menu_id: number;
  name: string;
  ship_date: DateColumn;
  shipping_region_id: number;
  meal_plan_id: number;
  box_size_inches: number;
  /** null = Unassigned */
  pack_line_id: number | null;
  display_order: Defaulted<number>;
  is_complete: Defaulted<boolean>;
  is_soft_complete: Defaulted<boolean>;
  dockout_at: Timestamp | null;
  split_from_group_id: number | null;
  created_at: DefaultedTimestamp;
}

export interface ShipmentsTable {
  /** The box id (bigint). */
  id: number;
  barcode_suffix: string;
  /** `{id}-{barcode_suffix}` */
  barcode: GeneratedAlways<string>;
  packing_facility_id: number;
  menu_id: number;
  ship_date: DateColumn;
  /** Weekday name of ship_date, e.g. 'Monday'. */
  ship_day: GeneratedAlways<string>;
  shipping_region_id: number;
  meal_plan_id: number;
  box_size_inches: number;
  brand: string;
  customer_name: string;
  address_line1: string | null;
  address_line2: string | null;
  address_city: string | null;
  address_state: string | null;
  address_postal_code: string | null;
  tracking_number: string | null;
  is_first_order: Defaulted<boolean>;
  is_beta: Defaulted<boolean>;
  is_qc_sample: Defaulted<boolean>;
  is_postponed: Defaulted<boolean>;
  postponed_reason: string | null;
  pack_line_plan_group_id: number | null;
  printed_at: Timestamp | null;
}

export interface ShipmentContentsTable {
  shipment_id: number;
  pickable_id: number;
  quantity: number;
}

export interface ShipmentIcePacksTable {
  shipment_id: number;
  location: IceLocation;
  thirty_two_oz: Defaulted<number>;
  sixty_four_oz: Defaulted<number>;
  eighty_oz: Defaulted<number>;
  ninety_six_oz: Defaulted<number>;
}

/** A floor screen's session (printer kiosk), bound to one facility. */
export interface FloorSessionsTable {
  token_hash: string;
  packing_facility_id: number;
  client_address: string | null;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  signed_out_at: Timestamp | null;
}

export interface RateLimitHitsTable {
  id: Generated<string>;
  bucket: string;
  hit_at: DefaultedTimestamp;
}

export interface PrinterAssignmentsTable {
  id: Generated<number>;
  packing_facility_id: number;
  pack_line_id: number;
  printer_ip: string;
  confirmation_code: string;
  confirmed_at: Timestamp | null;
  assigned_at: DefaultedTimestamp;
  unassigned_at: Timestamp | null;
  floor_session_token_hash: string | null;
}

export interface LabelsTable {
  /** The screens' metadataId. */
  id: Generated<number>;
  shipment_id: number;
  pack_line_plan_group_id: number | null;
  pack_line_id: number | null;
  printer_ip: string;
  tracking_number: string | null;
  zpl: string;
  printed_at: DefaultedTimestamp;
  last_printed_at: DefaultedTimestamp;
  print_count: Defaulted<number>;
  /** 020_label_print_state.sql: sending, uncertain or printed. */
  print_state: Defaulted<'sending' | 'uncertain' | 'printed'>;
}

export interface ScansTable {
  id: Generated<number>;
  packing_facility_id: number;
  pack_line_id: number;
  zone_id: number;
  barcode: string;
  shipment_id: number | null;
  outcome: ScanOutcome;
  scanned_at: DefaultedTimestamp;
}

/** A zone's scans of one minute, counted by a trigger on scans (its error rate reads these). */
export interface ZoneScanMinutesTable {
  pack_line_id: number;
  zone_id: number;
  minute: Timestamp;
  total: number;
  bad: number;
}

/** A zone a box skipped, once per box: it counts as a bad scan of that zone. */
export interface ZoneMissesTable {
  pack_line_id: number;
  zone_id: number;
  shipment_id: number;
  detected_at: DefaultedTimestamp;
}

export interface HeartbeatsTable {
  id: Generated<number>;
  packing_facility_id: number;
  pack_line_id: number;
  /** 0 = the line's printer screen. */
  zone_id: number;
  event_type: string;
  zone_state: string | null;
  received_at: DefaultedTimestamp;
}

export interface SubmissionsTable {
  id: Generated<number>;
  shipment_id: number;
  submission_type: SubmissionType;
  pack_line_id: number | null;
  qa_zone_id: number;
  issues: Json;
  box_upsize: Defaulted<boolean>;
  submitted_at: DefaultedTimestamp;
}

export interface PauseReasonsTable {
  id: Generated<number>;
  reason: string;
  display_order: Defaulted<number>;
}

export interface PauseSubReasonsTable {
  id: Generated<number>;
  pause_reason_id: number;
  sub_reason: string;
  display_order: Defaulted<number>;
}

export interface PauseEventsTable {
  id: Generated<number>;
  pack_line_id: number;
  pause_reason_id: number;
  pause_sub_reason_id: number | null;
  printer_ip: string | null;
  is_auto_trigger: Defaulted<boolean>;
  paused_at: DefaultedTimestamp;
}

export interface LabelGenerationRunsTable {
  id: Generated<number>;
  packing_facility_id: number;
  ship_date: DateColumn;
  status: LabelProgressStatus;
  triggered_by: Defaulted<string>;
  started_at: DefaultedTimestamp;
  labels_generated_at: Timestamp | null;
}

export interface LabelGenerationRegionsTable {
  id: Generated<number>;
  label_generation_run_id: number;
  shipping_region_id: number;
  status: LabelProgressStatus;
  expected_count: Defaulted<number>;
  postponed_count: Defaulted<number>;
  updated_at: DefaultedTimestamp;
}

export interface LabelErrorsTable {
  id: Generated<number>;
  label_generation_region_id: number;
  shipment_id: number | null;
  error_class: string;
  error_message: string;
  created_at: DefaultedTimestamp;
}

/** View (007_packability.sql): what a zone cell names for each pickable of a box. */
export interface ShipmentCellKeysView {
  shipment_id: number;
  pickable_id: number;
  quantity: number;
  /** NULL: the pickable has no letter yet, so the box cannot be packed anywhere. */
  cell_key: string | null;
}

/** View (007_packability.sql): every non-empty cell of every line's preset. */
export interface PackLineCellsView {
  pack_line_id: number;
  zone_id: number;
  pickable_type: ZonePickableType;
  cell_key: string;
  /** The cell's place in the zone's item_letters, from 0. */
  cell_index: number;
}

export interface DomainTables {
  meal_plans: MealPlansTable;
  shipping_regions: ShippingRegionsTable;
  pickables: PickablesTable;
  pickable_meal_plans: PickableMealPlansTable;
  ingredient_boxing_assignments: IngredientBoxingAssignmentsTable;
  pickable_letters: PickableLettersTable;
  ice_restrictions: IceRestrictionsTable;
  ice_restriction_menus: IceRestrictionMenusTable;
  line_presets: LinePresetsTable;
  zones: ZonesTable;
  pack_lines: PackLinesTable;
  pack_line_filters: PackLineFiltersTable;
  pack_line_plan_groups: PackLinePlanGroupsTable;
  shipments: ShipmentsTable;
  shipment_contents: ShipmentContentsTable;
  shipment_ice_packs: ShipmentIcePacksTable;
  floor_sessions: FloorSessionsTable;
  shipment_cell_keys: ShipmentCellKeysView;
  pack_line_cells: PackLineCellsView;
  rate_limit_hits: RateLimitHitsTable;
  printer_assignments: PrinterAssignmentsTable;
  labels: LabelsTable;
  scans: ScansTable;
  zone_scan_minutes: ZoneScanMinutesTable;
  zone_misses: ZoneMissesTable;
  heartbeats: HeartbeatsTable;
  submissions: SubmissionsTable;
  pause_reasons: PauseReasonsTable;
  pause_sub_reasons: PauseSubReasonsTable;
  pause_events: PauseEventsTable;
  label_generation_runs: LabelGenerationRunsTable;
  label_generation_regions: LabelGenerationRegionsTable;
  label_errors: LabelErrorsTable;
}
