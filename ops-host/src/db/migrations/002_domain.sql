-- Domain tables: everything the admin and floor screens read or change, apart from the core
-- tables of 001. Counts shown to users (box counts, printed, remaining, unpackable, expected
-- shipments) are derived from shipments and labels with queries; they are never stored, so
-- they cannot drift from the boxes. The one exception is the label generation progress, which
-- is a record of what a run saw at the time.

-- ---------------------------------------------------------------------------------------------
-- Reference data
-- ---------------------------------------------------------------------------------------------

CREATE TABLE meal_plans (
  -- Fixed ids (1 standard, 2 family, 3 tempo): ice restrictions and letters refer to them.
  id                  integer PRIMARY KEY,
  slug                text NOT NULL UNIQUE CHECK (slug IN ('standard', 'family', 'tempo')),
  name                text NOT NULL
);

CREATE TABLE shipping_regions (
  id                  serial PRIMARY KEY,
  packing_facility_id integer NOT NULL REFERENCES packing_facilities (id) ON DELETE CASCADE,
  -- Unique across facilities, not only within one: the realtime channel of the label tracker is
  -- label-status-{regionName}-{shipDate}, so two facilities sharing a name would share events.
  name                text NOT NULL UNIQUE CHECK (name <> ''),
  -- Short code printed on pallets and shown on the printer (regionCode).
  code                text NOT NULL,
  -- Transit climate class (e.g. Cool, Moderate, Hot, Extreme); decides how much ice a box gets.
  category            text NOT NULL CHECK (category <> ''),
  -- Truck departure, local time, for the group's dockout timestamp.
  dockout_time        time NOT NULL DEFAULT '16:00'
);
CREATE INDEX shipping_regions_facility ON shipping_regions (packing_facility_id);

-- ---------------------------------------------------------------------------------------------
-- Pickables: everything a worker can pick into a box, in one table so that shipment contents,
-- letters, zones and filters refer to a single id space. kind says which optional columns apply.
-- ---------------------------------------------------------------------------------------------

CREATE TABLE pickables (
  id                  serial PRIMARY KEY,
  kind                text NOT NULL CHECK (kind IN (
                        'meal', 'protein', 'add_on', 'heat_and_eat', 'meal_card', 'box_liner',
                        'ice_pack', 'ice_location', 'accessory')),
  -- The type name the floor and the letter grid show, fixed by kind so it cannot disagree.
  pickable_type       text GENERATED ALWAYS AS (CASE kind
                        WHEN 'meal' THEN 'MenuSelection'
                        WHEN 'protein' THEN 'Protein'
                        WHEN 'add_on' THEN 'Ingredient'
                        WHEN 'heat_and_eat' THEN 'Ingredient'
                        WHEN 'meal_card' THEN 'MealCard'
                        WHEN 'box_liner' THEN 'ShippingBoxLiner'
                        WHEN 'ice_pack' THEN 'IcePack'
                        WHEN 'ice_location' THEN 'IceLocation'
                        ELSE 'Accessory' END) STORED,
  -- Meals, add-ons, heat & eat items and meal cards change every week and belong to one menu;
  -- proteins (ingredients reused across menus), the box liner, ice and accessories do not.
  menu_id             integer REFERENCES menus (id) ON DELETE CASCADE,
  name                text NOT NULL CHECK (name = btrim(name) AND name <> ''),
  -- Meals only: the bag it is packed in; NULL means the size cannot be edited.
  meal_bag_size       text CHECK (meal_bag_size IN (
                        'Meal Bag', 'Large Meal Bag', 'Family Meal Bag', 'Protein Meal Bag')),
  -- Ingredients: the default picks per 2 servings, and the supplier brand shown with proteins.
  quantity_per_two_servings integer CHECK (quantity_per_two_servings > 0),
  brand_name          text,
  -- Ready to heat (tempo meals, heat & eat): the floor shows it (isFullyCooked).
  is_fully_cooked     boolean NOT NULL DEFAULT false,
  -- Meal cards: the meal the card describes.
  meal_pickable_id    integer REFERENCES pickables (id) ON DELETE CASCADE,
  ice_size_oz         smallint CHECK (ice_size_oz IN (96, 80, 64, 32)),
  ice_location        text CHECK (ice_location IN ('top', 'middle', 'bottom')),
  -- Accessories are addressed by their code in zones (WB, PC, AC, FC, PI), not by a letter.
  accessory_code      text CHECK (accessory_code IN ('WB', 'PC', 'AC', 'FC', 'PI')),
  CHECK ((menu_id IS NOT NULL) = (kind IN ('meal', 'add_on', 'heat_and_eat', 'meal_card'))),
  CHECK (kind = 'meal' OR meal_bag_size IS NULL),
  CHECK ((kind = 'meal_card') = (meal_pickable_id IS NOT NULL)),
  CHECK ((kind = 'ice_pack') = (ice_size_oz IS NOT NULL)),
  CHECK ((kind = 'ice_location') = (ice_location IS NOT NULL)),
  CHECK ((kind = 'accessory') = (accessory_code IS NOT NULL)),
  -- The meal letter CSV finds a pickable by its trimmed name within the menu.
  UNIQUE NULLS NOT DISTINCT (menu_id, name)
);
CREATE UNIQUE INDEX pickables_one_per_ice_size ON pickables (ice_size_oz) WHERE ice_size_oz IS NOT NULL;
CREATE UNIQUE INDEX pickables_one_per_ice_location ON pickables (ice_location) WHERE ice_location IS NOT NULL;
CREATE UNIQUE INDEX pickables_one_per_accessory ON pickables (accessory_code) WHERE accessory_code IS NOT NULL;
CREATE INDEX pickables_meal_card ON pickables (meal_pickable_id) WHERE meal_pickable_id IS NOT NULL;

-- Which plans a meal is offered on (the letter grid's mealPlans list).
CREATE TABLE pickable_meal_plans (
  pickable_id         integer NOT NULL REFERENCES pickables (id) ON DELETE CASCADE,
  meal_plan_id        integer NOT NULL REFERENCES meal_plans (id),
  PRIMARY KEY (pickable_id, meal_plan_id)
);

-- A protein packed with a meal of a menu (the requirements' ingredient boxing assignment). Its letter is
-- the protein's letter in pickable_letters: a protein has one bin however many meals use it,
-- which is also why the protein CSV names the ingredient, not the assignment.
CREATE TABLE ingredient_boxing_assignments (
  id                  serial PRIMARY KEY,
  menu_id             integer NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  ingredient_pickable_id integer NOT NULL REFERENCES pickables (id) ON DELETE CASCADE,
  meal_pickable_id    integer NOT NULL REFERENCES pickables (id) ON DELETE CASCADE,
  -- A protein a customer may swap in for the meal's usual one.
  is_replacement      boolean NOT NULL DEFAULT false,
  -- Picks per 2 servings.
  quantity            integer NOT NULL CHECK (quantity > 0),
  UNIQUE (menu_id, meal_pickable_id, ingredient_pickable_id)
);
CREATE INDEX ingredient_boxing_assignments_ingredient ON ingredient_boxing_assignments (menu_id, ingredient_pickable_id);

-- The letter of a pickable at one facility for one menu (meal, protein, add-on, heat & eat, meal
-- card, box liner and ice location letters alike). Duplicates are allowed on purpose: the screen
-- warns about them rather than blocking them. A pickable without a row has no letter yet.
CREATE TABLE pickable_letters (
  packing_facility_id integer NOT NULL REFERENCES packing_facilities (id) ON DELETE CASCADE,
  menu_id             integer NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  pickable_id         integer NOT NULL REFERENCES pickables (id) ON DELETE CASCADE,
  -- Stored upper case; the bucket rules (P proteins, M meals, …) are checked by the service,
  -- which knows the pickable's kind.
  letter              text NOT NULL CHECK (letter ~ '^[A-Z][0-9]+$'),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (packing_facility_id, menu_id, pickable_id)
);
-- Zone cells name letters; scans and packability go from a cell's letter to the pickable.
CREATE INDEX pickable_letters_by_letter ON pickable_letters (packing_facility_id, menu_id, letter);

-- ---------------------------------------------------------------------------------------------
-- Ice restrictions: one row per (facility, meal plan, ice size), so the screen can list every row
-- with its uuid even when nothing is restricted.
-- ---------------------------------------------------------------------------------------------

CREATE TABLE ice_restrictions (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  packing_facility_id integer NOT NULL REFERENCES packing_facilities (id) ON DELETE CASCADE,
  meal_plan_id        integer NOT NULL REFERENCES meal_plans (id),
  ice_size_oz         smallint NOT NULL CHECK (ice_size_oz IN (96, 80, 64, 32)),
  -- Restricted for this menu and every later one; NULL = no indefinite restriction.
  indefinite_restriction_menu_id integer REFERENCES menus (id) ON DELETE SET NULL,
  updated_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (packing_facility_id, meal_plan_id, ice_size_oz)
);

-- A row means the size is disabled for that menu (the menuRestrictions entry with
-- iceRestriction = true); menus without a row are not restricted by menu.
CREATE TABLE ice_restriction_menus (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ice_restriction_id  uuid NOT NULL REFERENCES ice_restrictions (id) ON DELETE CASCADE,
  menu_id             integer NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  UNIQUE (ice_restriction_id, menu_id)
);

-- ---------------------------------------------------------------------------------------------
-- Line presets and zones
-- ---------------------------------------------------------------------------------------------

CREATE TABLE line_presets (
  id                  serial PRIMARY KEY,
  packing_facility_id integer NOT NULL REFERENCES packing_facilities (id) ON DELETE CASCADE,
  name                text NOT NULL CHECK (btrim(name) <> ''),
  description         text NOT NULL DEFAULT '',
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (packing_facility_id, name)
);

CREATE TABLE zones (
  id                  serial PRIMARY KEY,
  line_preset_id      integer NOT NULL REFERENCES line_presets (id) ON DELETE CASCADE,
  -- The number workers and CFG barcodes use (CFG-{abbreviation}-{line}-{zoneId}).
  zone_id             integer NOT NULL CHECK (zone_id > 0),
  pickable_type       text NOT NULL CHECK (pickable_type IN (
                        'Food', 'Meal Card', 'Meal Bag', 'Pallet', 'QA',
                        'Ice Top', 'Ice Middle', 'Ice Bottom')),
  rows                smallint NOT NULL CHECK (rows BETWEEN 1 AND 10),
  columns             smallint NOT NULL CHECK (columns BETWEEN 1 AND 10),
  -- One entry per cell in reading order; '' is an empty cell. Formats are checked by the
  -- preset service (it must answer with the requirements' messages); the shape is checked here.
  item_letters        text[] NOT NULL DEFAULT '{}',
  includes_binder             boolean NOT NULL DEFAULT false,
  includes_protein_card       boolean NOT NULL DEFAULT false,
  includes_add_on_card        boolean NOT NULL DEFAULT false,
  includes_family_add_on_card boolean NOT NULL DEFAULT false,
  includes_promotional_item   boolean NOT NULL DEFAULT false,
  qa_add_ons          boolean NOT NULL DEFAULT false,
  qa_meal_bags        boolean NOT NULL DEFAULT false,
  qa_proteins         boolean NOT NULL DEFAULT false,
  qa_ready_to_heat    boolean NOT NULL DEFAULT false,
  qa_accessories      boolean NOT NULL DEFAULT false,
  qa_top_ice          boolean NOT NULL DEFAULT false,
  qa_middle_ice       boolean NOT NULL DEFAULT false,
  qa_bottom_ice       boolean NOT NULL DEFAULT false,
  qa_near_miss        boolean NOT NULL DEFAULT false,
  qa_qc               boolean NOT NULL DEFAULT false,
  UNIQUE (line_preset_id, zone_id),
  -- Ice zones have 1-4 columns and 1 or 2 rows (Include Middle Ice); pallet and
  -- QA zones are 1x1 without letters.
  CHECK (pickable_type NOT LIKE 'Ice %' OR (columns <= 4 AND rows <= 2)),
  CHECK (pickable_type NOT IN ('Pallet', 'QA') OR (rows = 1 AND columns = 1)),
  CHECK (cardinality(item_letters) = CASE
           WHEN pickable_type IN ('Pallet', 'QA') THEN 0
           WHEN pickable_type LIKE 'Ice %' THEN columns
           ELSE rows * columns END)
);

-- ---------------------------------------------------------------------------------------------
-- Pack lines and plan groups
-- ---------------------------------------------------------------------------------------------

CREATE TABLE pack_lines (
  id                  serial PRIMARY KEY,
  packing_facility_id integer NOT NULL REFERENCES packing_facilities (id) ON DELETE CASCADE,
  name                text NOT NULL CHECK (name ~ '^[A-Z]$'),
  -- RESTRICT: a preset with lines cannot be deleted.
  line_preset_id      integer REFERENCES line_presets (id) ON DELETE RESTRICT,
  -- current_group_id and next_group_id reference pack_line_plan_groups (constraint added below).
  current_group_id    integer,
  next_group_id       integer,
  last_scanned_at     timestamptz,
  UNIQUE (packing_facility_id, name)
);
CREATE INDEX pack_lines_preset ON pack_lines (line_preset_id);

-- Letters a planner or printer filtered out on a line: boxes needing them are unpackable there.
CREATE TABLE pack_line_filters (
  pack_line_id        integer NOT NULL REFERENCES pack_lines (id) ON DELETE CASCADE,
  letter              text NOT NULL,
  PRIMARY KEY (pack_line_id, letter)
);

CREATE TABLE pack_line_plan_groups (
  id                  serial PRIMARY KEY,
  packing_facility_id integer NOT NULL REFERENCES packing_facilities (id) ON DELETE CASCADE,
  menu_id             integer NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  -- The region's name, or '{name} tail' for tails, as the screens show it.
  name                text NOT NULL,
  ship_date           date NOT NULL,
  shipping_region_id  integer NOT NULL REFERENCES shipping_regions (id),
  meal_plan_id        integer NOT NULL REFERENCES meal_plans (id),
  box_size_inches     smallint NOT NULL CHECK (box_size_inches > 0),
  -- NULL = Unassigned.
  pack_line_id        integer REFERENCES pack_lines (id) ON DELETE SET NULL,
  -- Position in the line's order (or among Unassigned); smaller first.
  display_order       integer NOT NULL DEFAULT 0,
  is_complete         boolean NOT NULL DEFAULT false,
  -- Completed by hand (Manual); always together with is_complete.
  is_soft_complete    boolean NOT NULL DEFAULT false,
  dockout_at          timestamptz,
  -- The group this one was split or tailed from, kept so the history can be followed.
  split_from_group_id integer REFERENCES pack_line_plan_groups (id) ON DELETE SET NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT is_soft_complete OR is_complete)
);
CREATE INDEX pack_line_plan_groups_facility_menu ON pack_line_plan_groups (packing_facility_id, menu_id);
CREATE INDEX pack_line_plan_groups_line_order ON pack_line_plan_groups (pack_line_id, display_order);

ALTER TABLE pack_lines
  ADD CONSTRAINT pack_lines_current_group_fk FOREIGN KEY (current_group_id)
    REFERENCES pack_line_plan_groups (id) ON DELETE SET NULL,
  ADD CONSTRAINT pack_lines_next_group_fk FOREIGN KEY (next_group_id)
    REFERENCES pack_line_plan_groups (id) ON DELETE SET NULL;

-- ---------------------------------------------------------------------------------------------
-- Shipments (boxes)
-- ---------------------------------------------------------------------------------------------

CREATE TABLE shipments (
  -- The box id from upstream, the part of the barcode before the first hyphen.
  id                  bigint PRIMARY KEY,
  barcode_suffix      text NOT NULL CHECK (barcode_suffix ~ '^[A-Za-z0-9]+$'),
  barcode             text GENERATED ALWAYS AS (id::text || '-' || barcode_suffix) STORED,
  packing_facility_id integer NOT NULL REFERENCES packing_facilities (id) ON DELETE CASCADE,
  menu_id             integer NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  ship_date           date NOT NULL,
  -- Derived so that it can never disagree with ship_date.
  ship_day            text GENERATED ALWAYS AS ((ARRAY['Monday', 'Tuesday', 'Wednesday',
                        'Thursday', 'Friday', 'Saturday', 'Sunday'])[extract(isodow FROM ship_date)::int]) STORED,
  shipping_region_id  integer NOT NULL REFERENCES shipping_regions (id),
  meal_plan_id        integer NOT NULL REFERENCES meal_plans (id),
  box_size_inches     smallint NOT NULL CHECK (box_size_inches > 0),
  brand               text NOT NULL,
  customer_name       text NOT NULL,
  -- Address parts are nullable: upstream data can be incomplete, and label generation postpones
  -- (or, for a malformed postal code, errors) such boxes instead of refusing to store them.
  address_line1       text,
  address_line2       text,
  address_city        text,
  address_state       text,
  address_postal_code text,
  -- Set by label generation.
  tracking_number     text UNIQUE,
  is_first_order      boolean NOT NULL DEFAULT false,
  is_beta             boolean NOT NULL DEFAULT false,
  is_qc_sample        boolean NOT NULL DEFAULT false,
  -- Postponed boxes leave their plan group so they never hold a group open.
  is_postponed        boolean NOT NULL DEFAULT false,
  postponed_reason    text,
  pack_line_plan_group_id integer REFERENCES pack_line_plan_groups (id) ON DELETE SET NULL,
  -- Mirrors labels.printed_at for the box; kept here so "next unprinted box" is one index scan.
  printed_at          timestamptz,
  CHECK (length(id::text) + 1 + length(barcode_suffix) >= 9),
  CHECK (NOT is_postponed OR pack_line_plan_group_id IS NULL)
);
-- Hot path: the printer takes the next unprinted box of a group (FOR UPDATE SKIP LOCKED).
CREATE INDEX shipments_unprinted_by_group ON shipments (pack_line_plan_group_id, id)
  WHERE printed_at IS NULL;
-- Group counts (boxCount, printedBoxCount) without visiting the table.
CREATE INDEX shipments_by_group ON shipments (pack_line_plan_group_id) INCLUDE (printed_at);
CREATE INDEX shipments_facility_menu_date ON shipments (packing_facility_id, menu_id, ship_date);
-- Label generation walks a ship day region by region.
CREATE INDEX shipments_region_date ON shipments (shipping_region_id, ship_date);

CREATE TABLE shipment_contents (
  shipment_id         bigint NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  pickable_id         integer NOT NULL REFERENCES pickables (id),
  quantity            integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (shipment_id, pickable_id)
);
-- Remaining pickables and packability go from a pickable to the boxes holding it.
CREATE INDEX shipment_contents_pickable ON shipment_contents (pickable_id);

-- Ice per location, counts per pack size (field names as the floor reads them).
CREATE TABLE shipment_ice_packs (
  shipment_id         bigint NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  location            text NOT NULL CHECK (location IN ('top', 'middle', 'bottom')),
  thirty_two_oz       smallint NOT NULL DEFAULT 0 CHECK (thirty_two_oz >= 0),
  sixty_four_oz       smallint NOT NULL DEFAULT 0 CHECK (sixty_four_oz >= 0),
  eighty_oz           smallint NOT NULL DEFAULT 0 CHECK (eighty_oz >= 0),
  ninety_six_oz       smallint NOT NULL DEFAULT 0 CHECK (ninety_six_oz >= 0),
  PRIMARY KEY (shipment_id, location)
);

-- ---------------------------------------------------------------------------------------------
-- Printers and labels
-- ---------------------------------------------------------------------------------------------

-- A kiosk signed in with the supervisor login code (its httpOnly cookie's token hash).
CREATE TABLE printer_sessions (
  token_hash          text PRIMARY KEY,
  packing_facility_id integer REFERENCES packing_facilities (id) ON DELETE CASCADE,
  client_address      text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  expires_at          timestamptz NOT NULL,
  signed_out_at       timestamptz
);

-- A printer signed onto a line. History is kept (unassigned_at set) for the label audit trail;
-- the partial unique indexes give the "in use" conflicts of the printer rules.
CREATE TABLE printer_assignments (
  id                  serial PRIMARY KEY,
  packing_facility_id integer NOT NULL REFERENCES packing_facilities (id) ON DELETE CASCADE,
  pack_line_id        integer NOT NULL REFERENCES pack_lines (id) ON DELETE CASCADE,
  -- The full address: the facility's network prefix plus the two octets typed on the kiosk.
  printer_ip          text NOT NULL CHECK (printer_ip ~ '^[0-9]{1,3}(\.[0-9]{1,3}){3}$'),
  -- Printed on the test label; the kiosk must type it back (checked by the host).
  confirmation_code   char(4) NOT NULL CHECK (confirmation_code ~ '^[0-9]{4}$'),
  confirmed_at        timestamptz,
  assigned_at         timestamptz NOT NULL DEFAULT now(),
  unassigned_at       timestamptz,
  printer_session_token_hash text REFERENCES printer_sessions (token_hash) ON DELETE SET NULL
);
CREATE UNIQUE INDEX printer_assignments_active_printer ON printer_assignments (packing_facility_id, printer_ip)
  WHERE unassigned_at IS NULL;
CREATE UNIQUE INDEX printer_assignments_active_line ON printer_assignments (pack_line_id)
  WHERE unassigned_at IS NULL;

-- One label per box; a reprint resends it (last_printed_at, print_count). Its id is the requirements'
-- metadataId.
CREATE TABLE labels (
  id                  bigserial PRIMARY KEY,
  shipment_id         bigint NOT NULL UNIQUE REFERENCES shipments (id) ON DELETE CASCADE,
  pack_line_plan_group_id integer REFERENCES pack_line_plan_groups (id) ON DELETE SET NULL,
  pack_line_id        integer REFERENCES pack_lines (id) ON DELETE SET NULL,
  printer_ip          text NOT NULL,
  tracking_number     text,
  zpl                 text NOT NULL,
  printed_at          timestamptz NOT NULL DEFAULT now(),
  last_printed_at     timestamptz NOT NULL DEFAULT now(),
  print_count         integer NOT NULL DEFAULT 1 CHECK (print_count >= 1)
);
-- 'Last print' per line and the printer's queue of recent labels.
CREATE INDEX labels_line_printed ON labels (pack_line_id, printed_at DESC);
CREATE INDEX labels_group ON labels (pack_line_plan_group_id);

-- ---------------------------------------------------------------------------------------------
-- Floor activity: scans, heartbeats, QA submissions, pauses
-- ---------------------------------------------------------------------------------------------

CREATE TABLE scans (
  id                  bigserial PRIMARY KEY,
  packing_facility_id integer NOT NULL REFERENCES packing_facilities (id) ON DELETE CASCADE,
  pack_line_id        integer NOT NULL REFERENCES pack_lines (id) ON DELETE CASCADE,
  zone_id             integer NOT NULL,
  barcode             text NOT NULL,
  -- NULL when the barcode named no known box (every scan is recorded).
  shipment_id         bigint REFERENCES shipments (id) ON DELETE SET NULL,
  outcome             text NOT NULL CHECK (outcome IN ('ok', 'failed', 'missed')),
  scanned_at          timestamptz NOT NULL DEFAULT now()
);
-- errorRate (last hour of a zone) and the previous box at a pallet zone.
CREATE INDEX scans_zone_time ON scans (pack_line_id, zone_id, scanned_at DESC);
-- missedZoneId: which zones already scanned this box.
CREATE INDEX scans_shipment ON scans (shipment_id, pack_line_id, zone_id);

-- Every register_event call. Only the latest per (line, zone) decides online/offline; older rows
-- are history and may be pruned.
CREATE TABLE heartbeats (
  id                  bigserial PRIMARY KEY,
  packing_facility_id integer NOT NULL REFERENCES packing_facilities (id) ON DELETE CASCADE,
  pack_line_id        integer NOT NULL REFERENCES pack_lines (id) ON DELETE CASCADE,
  -- 0 is the line's printer screen.
  zone_id             integer NOT NULL CHECK (zone_id >= 0),
  event_type          text NOT NULL,
  zone_state          text,
  received_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX heartbeats_line_zone_time ON heartbeats (pack_line_id, zone_id, received_at DESC);

CREATE TABLE submissions (
  id                  serial PRIMARY KEY,
  shipment_id         bigint NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  submission_type     text NOT NULL CHECK (submission_type IN ('near_miss', 'qc')),
  pack_line_id        integer REFERENCES pack_lines (id) ON DELETE SET NULL,
  qa_zone_id          integer NOT NULL,
  -- Per pick station a list of missing, wrong, quality or extra, as the kiosk sends it.
  issues              jsonb NOT NULL DEFAULT '{}'::jsonb,
  box_upsize          boolean NOT NULL DEFAULT false,
  submitted_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX submissions_shipment ON submissions (shipment_id);

CREATE TABLE pause_reasons (
  id                  serial PRIMARY KEY,
  reason              text NOT NULL UNIQUE,
  display_order       integer NOT NULL DEFAULT 0
);

CREATE TABLE pause_sub_reasons (
  id                  serial PRIMARY KEY,
  pause_reason_id     integer NOT NULL REFERENCES pause_reasons (id) ON DELETE CASCADE,
  sub_reason          text NOT NULL,
  display_order       integer NOT NULL DEFAULT 0,
  UNIQUE (pause_reason_id, sub_reason),
  -- Target of the composite key below.
  UNIQUE (id, pause_reason_id)
);

CREATE TABLE pause_events (
  id                  serial PRIMARY KEY,
  pack_line_id        integer NOT NULL REFERENCES pack_lines (id) ON DELETE CASCADE,
  pause_reason_id     integer NOT NULL REFERENCES pause_reasons (id),
  pause_sub_reason_id integer,
  printer_ip          text,
  -- Opened by the idle timer rather than by a person.
  is_auto_trigger     boolean NOT NULL DEFAULT false,
  paused_at           timestamptz NOT NULL DEFAULT now(),
  -- The sub reason must belong to the reason.
  FOREIGN KEY (pause_sub_reason_id, pause_reason_id)
    REFERENCES pause_sub_reasons (id, pause_reason_id)
);
-- "Paused until the next print": the latest pause of a line against its latest label.
CREATE INDEX pause_events_line_time ON pause_events (pack_line_id, paused_at DESC);

-- ---------------------------------------------------------------------------------------------
-- Label generation (label status tracker)
-- ---------------------------------------------------------------------------------------------

-- One row per (facility, ship date); a rerun updates it. labels_generated_at is the ship day's
-- labelsGeneratedAt (set when the run completes).
CREATE TABLE label_generation_runs (
  id                  serial PRIMARY KEY,
  packing_facility_id integer NOT NULL REFERENCES packing_facilities (id) ON DELETE CASCADE,
  ship_date           date NOT NULL,
  status              text NOT NULL CHECK (status IN ('In Progress', 'Completed', 'Errored')),
  -- 'schedule', 'cli' or 'seed': who started it, for the audit trail.
  triggered_by        text NOT NULL DEFAULT 'schedule',
  started_at          timestamptz NOT NULL DEFAULT now(),
  labels_generated_at timestamptz,
  UNIQUE (packing_facility_id, ship_date)
);

-- What the run saw for each region: counts are a snapshot of that moment (unlike plan group
-- counts) because they describe the run, and the tracker must show them while it is running.
CREATE TABLE label_generation_regions (
  id                  serial PRIMARY KEY,
  label_generation_run_id integer NOT NULL REFERENCES label_generation_runs (id) ON DELETE CASCADE,
  shipping_region_id  integer NOT NULL REFERENCES shipping_regions (id) ON DELETE CASCADE,
  status              text NOT NULL CHECK (status IN ('In Progress', 'Completed', 'Errored')),
  expected_count      integer NOT NULL DEFAULT 0 CHECK (expected_count >= 0),
  postponed_count     integer NOT NULL DEFAULT 0 CHECK (postponed_count >= 0),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (label_generation_run_id, shipping_region_id)
);

CREATE TABLE label_errors (
  id                  serial PRIMARY KEY,
  label_generation_region_id integer NOT NULL REFERENCES label_generation_regions (id) ON DELETE CASCADE,
  -- The box that caused it, when one did.
  shipment_id         bigint REFERENCES shipments (id) ON DELETE SET NULL,
  error_class         text NOT NULL,
  error_message       text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX label_errors_region ON label_errors (label_generation_region_id);
