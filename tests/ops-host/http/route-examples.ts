import { channels } from '../../../schema/src/realtime.ts';
import { newApiKey } from '../../support/api-keys.ts';
import { undoableEntry } from '../../support/history.ts';
import { boxBarcodeOnLine as boxOnLine } from '../../support/zone-fixture.ts';
import type { Json } from '../../support/http.ts';
import type { ExampleContext, FacilityFixture } from '../../support/facility-fixture.ts';
import { lineOrder, seenOf } from '../../support/planner.ts';

export interface ExampleRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

export interface RouteExample {
  /** A request this route answers with 2xx, for the given facility. */
  request: (facility: FacilityFixture, ctx: ExampleContext) => Promise<ExampleRequest>;
  /**
   * The 2xx would replace or rewrite the data the other cases read (reseeding, a label run):
   * only the refusals are checked.
   */
  refusalsOnly?: boolean;
}

const fixed =
  (request: ExampleRequest = {}): RouteExample['request'] =>
  async () =>
    request;

let uniqueness = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${(uniqueness += 1)}`;

/** The barcode of a box planned on the facility's example line. */
/**
 * A printer address on the facility's network, as the kiosk types it, where no printer answers:
 * the demo seed gives facility {id} the printer network 127.0.{id}.0/24.
 */
const noPrinter = (f: FacilityFixture) => `${f.id}.250`;

const boxBarcodeOnLine = (f: FacilityFixture, ctx: ExampleContext) =>
  boxOnLine(ctx.db, f.id, f.lineName);

/** The facility's example line. */
const lineRow = (f: FacilityFixture, ctx: ExampleContext) =>
  ctx.db
    .selectFrom('pack_lines')
    .select('id')
    .where('packing_facility_id', '=', f.id)
    .where('name', '=', f.lineName)
    .executeTakeFirstOrThrow();

async function mealLetterRow(f: FacilityFixture, ctx: ExampleContext) {
  const body = await ctx.read(
    `/pick_letters/meal_letters?packing_facility_id=${f.id}&menu_id=${f.menuId}`,
  );
  const rows = body.meal_letters as Array<Record<string, unknown>>;
  return rows.find((row) => typeof row.meal_letter === 'string' && row.meal_bag)!;
}

async function proteinLetterRow(f: FacilityFixture, ctx: ExampleContext) {
  const body = await ctx.read(
    `/pick_letters/protein_letters?packing_facility_id=${f.id}&menu_id=${f.menuId}`,
  );
  const rows = body.protein_letters as Array<Record<string, unknown>>;
  return rows.find((row) => typeof row.letter === 'string')!;
}

async function newPreset(f: FacilityFixture, ctx: ExampleContext): Promise<number> {
  const created = await ctx.db
    .insertInto('line_presets')
    .values({ packing_facility_id: f.id, name: unique('Matrix'), description: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** An open plan group of the facility with boxes left (the planner's changes need one). */
async function openGroup(f: FacilityFixture, ctx: ExampleContext) {
  const body = await ctx.read(
    `/pack_line_planner/pack_line_plan_groups?packing_facility_id=${f.id}`,
  );
  const groups = body.pack_line_plan_groups as Json[];
  return groups.find((g) => !g.complete && g.remaining_box_count >= 2)!;
}

/** An open group of the facility going to its example line, as the planner saw it. */
async function groupToLine(f: FacilityFixture, ctx: ExampleContext): Promise<ExampleRequest> {
  return groupAssignedTo(f, f.lineName, await openGroup(f, ctx));
}

/** A group, as the planner saw it, assigned (or its tails reassigned) to a line. */
export function groupAssignedTo(f: FacilityFixture, lineName: string, group: Json): ExampleRequest {
  return {
    body: {
      packing_facility_id: f.id,
      pack_line_plan_group_data: [
        { pack_line_name: lineName, pack_line_plan_group_ids: [group.id] },
      ],
      seen_pack_line_plan_groups: [seenOf(group)],
    },
  };
}

/**
 * One valid request per route of the operations host, keyed "METHOD url" as Fastify declares it.
 * The access matrix fails for a route without one: a new route adds its example here.
 */
export const ROUTE_EXAMPLES: Record<string, RouteExample> = {
  'GET /healthz': { request: fixed() },
  'GET /openapi.json': { request: fixed() },
  'GET /metrics': { request: fixed() },
  'POST /session': {
    request: fixed({ body: { email: 'admin@example.com', password: 'test-admin-password' } }),
  },
  'GET /session': { request: fixed() },
  'DELETE /session': { request: fixed() },
  'GET /user_preferences': { request: fixed() },
  'PUT /user_preferences': { request: async (f) => ({ body: { packing_facility_id: f.id } }) },
  'POST /pack_line_printer/authentication': {
    request: async (f, ctx) => {
      const body = await ctx.read(
        `/pack_line_planner/authentication/fetch_login_code?packing_facility_id=${f.id}`,
      );
      return { body: { login_code: body.login_code, packing_facility_slug: f.slug } };
    },
  },
  'GET /pack_line_printer/authentication/status': { request: fixed() },
  'DELETE /pack_line_printer/authentication': { request: fixed() },
  'GET /accessible_packing_facilities': { request: fixed() },
  'GET /pack_line_printer/pack_lines/pack_line_names': {
    request: async (f) => ({ query: { packing_facility_slug: f.slug } }),
  },
  'GET /pack_line_printer/pack_lines/pack_line_data': {
    request: async (f) => ({
      query: { packing_facility_slug: f.slug, pack_line_name: f.lineName },
    }),
  },
  // Printing needs a printer that answers (tests/ops-host/printer-kiosk): refusals only.
  'POST /pack_line_printer/pack_lines/printer_assignment': {
    request: async (f) => ({
      body: { packing_facility_slug: f.slug, pack_line_name: f.lineName, printer_ip: noPrinter(f) },
    }),
    refusalsOnly: true,
  },
  'POST /pack_line_printer/pack_lines/printer_confirmation': {
    request: async (f) => ({
      body: {
        packing_facility_slug: f.slug,
        pack_line_name: f.lineName,
        printer_ip: noPrinter(f),
        confirmation_code: '1234',
      },
    }),
    refusalsOnly: true,
  },
  'POST /pack_line_printer/pack_lines/printer_unassignment': {
    request: async (f) => ({
      body: { packing_facility_slug: f.slug, pack_line_name: f.lineName, printer_ip: noPrinter(f) },
    }),
  },
  'POST /pack_line_printer/print_label': {
    request: async (f) => ({ body: { pack_line_plan_group_id: 1, printer_ip: noPrinter(f) } }),
    refusalsOnly: true,
  },
  'POST /pack_line_printer/reprint_label': {
    request: async (f) => ({ body: { printer_ip: noPrinter(f), metadata_id: 1 } }),
    refusalsOnly: true,
  },
  'POST /pack_line_printer/print_training_label': {
    request: async (f) => ({
      body: { packing_facility_slug: f.slug, printer_ip: noPrinter(f), login_code: '00000' },
    }),
    refusalsOnly: true,
  },
  'GET /pack_line_printer/search_labels/search': {
    request: async (f) => ({ query: { packing_facility_slug: f.slug, search_text: 'abc' } }),
  },
  // No printer answers at noPrinter(f): the answer says so (online: false).
  'GET /pack_line_printer/pack_lines/printer_status': {
    request: async (f) => ({
      query: {
        packing_facility_slug: f.slug,
        printer_ip: noPrinter(f),
        pack_line_name: f.lineName,
      },
    }),
  },
  'GET /pack_line_printer/event_reasons': { request: fixed() },
  'POST /pack_line_printer/events': {
    request: async (f, ctx) => {
      const line = await lineRow(f, ctx);
      const reason = await ctx.db
        .selectFrom('pause_reasons as r')
        .select('r.id')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('pause_sub_reasons').whereRef('pause_reason_id', '=', 'r.id'))),
        )
        .executeTakeFirstOrThrow();
      return {
        body: { packing_facility_slug: f.slug, pack_line_id: line.id, reason_id: reason.id },
      };
    },
  },
  // Needs a group with a tail and the supervisor's code (tests/integration): refusals only.
  'PUT /pack_line_printer/pack_lines/unassign_tails': {
    request: async (f) => ({
      body: {
        packing_facility_slug: f.slug,
        pack_line_name: f.lineName,
        pack_line_plan_group_ids: [1],
        printer_ip: noPrinter(f),
        login_code: '00000',
      },
    }),
    refusalsOnly: true,
  },
  'POST /pack_line_printer/authentication/verify_supervisor_code': {
    request: async (f, ctx) => {
      const body = await ctx.read(
        `/pack_line_planner/authentication/fetch_login_code?packing_facility_id=${f.id}`,
      );
      return { body: { packing_facility_slug: f.slug, login_code: body.login_code } };
    },
  },
  'POST /pack_line_printer/filters/update_filters': {
    request: async (f, ctx) => {
      const line = await lineRow(f, ctx);
      const rows = await ctx.db
        .selectFrom('pack_line_filters')
        .select('letter')
        .where('pack_line_id', '=', line.id)
        .execute();
      const current = rows.map((row) => row.letter);
      return {
        body: {
          packing_facility_slug: f.slug,
          pack_line_name: f.lineName,
          current_filters: current,
          new_filters: current,
        },
      };
    },
  },
  'PUT /pack_line_printer/active_groups': {
    request: async (f) => ({
      body: {
        packing_facility_slug: f.slug,
        pack_line_name: f.lineName,
        current_group_id: null,
        next_group_id: null,
      },
    }),
  },
  'GET /pack_line_printer/remaining_pickables/by_region': {
    request: async (f, ctx) => ({
      query: { packing_facility_slug: f.slug, pack_line_ids: String((await lineRow(f, ctx)).id) },
    }),
  },
  'GET /pack_line_printer/remaining_pickables/for_pack_line': {
    request: async (f, ctx) => ({
      query: { packing_facility_slug: f.slug, pack_line_ids: String((await lineRow(f, ctx)).id) },
    }),
  },
  'POST /register_event': {
    request: async (f) => ({
      body: {
        packing_facility_abbreviation: f.abbreviation,
        line_letter: f.lineName,
        pack_line_zone_id: 'MealCard',
        event_type: 'heartbeat',
        zone_state: 'active',
      },
    }),
  },
  'GET /v2/zone_configuration_barcodes': {
    request: async (f) => ({
      query: {
        packing_facility_abbreviation: f.abbreviation,
        line_letter: f.lineName,
        pack_line_zone_id: 1,
      },
    }),
  },
  'GET /v2/scans': {
    request: async (f, ctx) => ({
      query: {
        packing_facility_abbreviation: f.abbreviation,
        line_letter: f.lineName,
        pack_line_zone_id: 1,
        barcode_scan: await boxBarcodeOnLine(f, ctx),
      },
    }),
  },
  'POST /pick_to_light/submissions': {
    request: async (f, ctx) => ({
      body: {
        packing_facility_abbreviation: f.abbreviation,
        line_letter: f.lineName,
        submission: {
          shipment_id: Number((await boxBarcodeOnLine(f, ctx)).split('-')[0]),
          submission_type: 'near_miss',
          qa_zone_id: 9,
          issues: { '2': ['missing'], box_upsize: false },
        },
      },
    }),
  },
  'POST /operator/box_barcodes': {
    request: async (f) => ({ body: { facility: f.abbreviation, line: f.lineName, limit: 2 } }),
  },
  'GET /statuses': { request: async (f) => ({ query: { packing_facility_id: f.id } }) },
  'GET /packing_facilities/:packingFacilityId': {
    request: async (f) => ({ params: { packingFacilityId: f.id } }),
  },
  'GET /menus': { request: fixed({ query: { get_previous_menu_only: true } }) },
  'GET /history': { request: async (f) => ({ query: { packing_facility_id: f.id } }) },
  'GET /history/people': { request: async (f) => ({ query: { packing_facility_id: f.id } }) },
  'GET /history.csv': { request: async (f) => ({ query: { packing_facility_id: f.id } }) },
  'POST /history/:id/undo': {
    request: async (f, ctx) => ({
      params: { id: await undoableEntry(ctx.db, f) },
      body: { packing_facility_id: f.id },
    }),
  },
  'GET /ice_restrictions': { request: fixed() },
  'PUT /ice_restrictions': {
    request: async (f) => ({
      body: {
        packing_facility_id: f.id,
        meal_plan_id: 3,
        ice_size: 'thirty_two_oz',
        indefinite_restriction_starting_menu_id: null,
        menu_ids: [],
      },
    }),
  },
  'GET /pack_line_planner/authentication/fetch_login_code': {
    request: async (f) => ({ query: { packing_facility_id: f.id } }),
  },
  'GET /pick_to_light/packing_facilities/:packingFacilityId/line_presets': {
    request: async (f) => ({ params: { packingFacilityId: f.id } }),
  },
  'POST /pick_to_light/packing_facilities/:packingFacilityId/line_presets': {
    request: async (f) => ({
      params: { packingFacilityId: f.id },
      body: { name: unique('Matrix preset'), description: 'From the access matrix' },
    }),
  },
  'GET /pick_to_light/packing_facilities/:packingFacilityId/line_presets/:presetId': {
    request: async (f) => ({ params: { packingFacilityId: f.id, presetId: f.presetId } }),
  },
  'PUT /pick_to_light/packing_facilities/:packingFacilityId/line_presets/:presetId': {
    request: async (f, ctx) => {
      const presetId = await newPreset(f, ctx);
      return {
        params: { packingFacilityId: f.id, presetId },
        body: { name: unique('Matrix saved'), description: '', zones: [] },
      };
    },
  },
  'DELETE /pick_to_light/packing_facilities/:packingFacilityId/line_presets/:presetId': {
    request: async (f, ctx) => ({
      params: { packingFacilityId: f.id, presetId: await newPreset(f, ctx) },
    }),
  },
  'GET /pick_letters/meal_letters': {
    request: async (f) => ({ query: { packing_facility_id: f.id, menu_id: f.menuId } }),
  },
  'GET /pick_letters/protein_letters': {
    request: async (f) => ({ query: { packing_facility_id: f.id, menu_id: f.menuId } }),
  },
  'GET /pick_letters/counts': {
    request: async (f) => ({ query: { packing_facility_id: f.id, menu_id: f.menuId } }),
  },
  'PUT /pick_letters/meal_letters/update': {
    request: async (f, ctx) => {
      const row = await mealLetterRow(f, ctx);
      return {
        body: {
          packing_facility_id: f.id,
          menu_id: f.menuId,
          pickable_id: row.pickable_id,
          pickable_type: row.pickable_type,
          meal_letter: row.meal_letter,
          meal_bag_size: row.meal_bag,
        },
      };
    },
  },
  'PUT /pick_letters/protein_letters/:ingredientBoxingAssignmentId': {
    request: async (f, ctx) => {
      const row = await proteinLetterRow(f, ctx);
      return {
        params: { ingredientBoxingAssignmentId: Number(row.ingredient_boxing_assignment_id) },
        body: { packing_facility_id: f.id, menu_id: f.menuId, letter_assignment: row.letter },
      };
    },
  },
  'PUT /pick_letters/meal_letters/batch_update': {
    request: async (f, ctx) => {
      const row = await mealLetterRow(f, ctx);
      return {
        body: {
          packing_facility_id: f.id,
          menu_id: f.menuId,
          pickables: [
            {
              menu_id: String(f.menuId),
              pickable_name: row.pickable_name,
              meal_letter: row.meal_letter,
            },
          ],
        },
      };
    },
  },
  'PUT /pick_letters/protein_letters/batch_update': {
    request: async (f, ctx) => {
      const row = await proteinLetterRow(f, ctx);
      return {
        body: {
          packing_facility_id: f.id,
          menu_id: f.menuId,
          ingredient_boxing_assignments: [
            {
              menu_id: String(f.menuId),
              ingredient_id: String(row.ingredient_id),
              letter: row.letter,
            },
          ],
        },
      };
    },
  },
  'GET /pack_line_planner/pack_line_plan_groups': {
    request: async (f) => ({ query: { packing_facility_id: f.id } }),
  },
  'PUT /pack_line_planner/pack_line_plan_groups/assign_pack_line': { request: groupToLine },
  'PUT /pack_line_planner/pack_line_plan_groups/manual_completion': {
    request: async (f, ctx) => {
      const group = await openGroup(f, ctx);
      return {
        body: {
          packing_facility_id: f.id,
          pack_line_plan_group_ids: [group.id],
          seen_pack_line_plan_groups: [seenOf(group)],
        },
      };
    },
  },
  'PUT /pack_line_planner/pack_line_plan_groups/split_pack_line_plan_group': {
    request: async (f, ctx) => {
      const group = await openGroup(f, ctx);
      return {
        body: {
          packing_facility_id: f.id,
          current_plpg: { id: group.id, pack_line_name: group.line_assignment, metadata_count: 1 },
          new_plpg: { pack_line_name: null, metadata_count: group.remaining_box_count - 1 },
          total_count: group.remaining_box_count,
          seen_pack_line_plan_groups: [seenOf(group)],
        },
      };
    },
  },
  'PUT /pack_line_planner/pack_line_plan_groups/update_display_order': {
    request: async (f, ctx) => {
      const view = await ctx.read(
        `/pack_line_planner/pack_line_plan_groups?packing_facility_id=${f.id}`,
      );
      const order = lineOrder(view, f.lineName);
      return {
        body: {
          packing_facility_id: f.id,
          pack_line_name: f.lineName,
          ordered_pack_line_plan_groups: order,
          seen_ordered_pack_line_plan_groups: order,
        },
      };
    },
  },
  'PUT /pack_line_planner/pack_line_plan_groups/reassign_tails': {
    // A 2xx needs a group with a tail, which the matrix's data may not have.
    request: groupToLine,
    refusalsOnly: true,
  },
  'GET /pack_line_planner/pack_lines/packable_tail_counts': {
    request: async (f, ctx) => ({
      query: {
        packing_facility_id: f.id,
        pack_line_name: f.lineName,
        pack_line_plan_group_ids: String((await openGroup(f, ctx)).id),
      },
    }),
  },
  'PUT /pack_line_planner/pack_lines/update': {
    request: async (f, ctx) => {
      const line = await ctx.db
        .selectFrom('pack_lines')
        .select('line_preset_id')
        .where('packing_facility_id', '=', f.id)
        .where('name', '=', f.lineName)
        .executeTakeFirstOrThrow();
      return {
        body: {
          packing_facility_id: f.id,
          pack_line_name: f.lineName,
          preset_id: f.presetId,
          seen_preset_id: line.line_preset_id,
        },
      };
    },
  },
  'PUT /pack_line_planner/filters': {
    request: async (f, ctx) => {
      const body = await ctx.read(
        `/pack_line_planner/pack_line_plan_groups?packing_facility_id=${f.id}`,
      );
      const line = (body.pack_lines as Json[]).find((l) => l.name === f.lineName)!;
      return {
        body: {
          packing_facility_id: f.id,
          pack_line_name: f.lineName,
          current_filters: line.filters,
          new_filters: line.filters,
        },
      };
    },
  },
  'POST /pack_line_planner/pack_line_plan_groups_pdfs': {
    request: async (f, ctx) => ({
      body: { packing_facility_id: f.id, pack_line_plan_group_ids: [(await openGroup(f, ctx)).id] },
    }),
  },
  'GET /pack_line_planner/pdfs/:id': {
    request: async (f, ctx) => {
      const pdf = await ctx.db
        .insertInto('generated_pdfs')
        .values({
          packing_facility_id: f.id,
          kind: 'labels',
          filename: 'matrix.pdf',
          content: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { params: { id: pdf.id }, query: { packing_facility_id: f.id } };
    },
  },
  'GET /pack_line_planner/remaining_pickables/export_by_menu': {
    request: async (f) => ({ query: { packing_facility_id: f.id } }),
  },
  'PUT /pick_to_light/v2/generate_zone_barcodes_pdf': {
    request: async (f, ctx) => ({
      body: { id: (await lineRow(f, ctx)).id, packing_facility_id: f.id },
    }),
  },
  'PUT /pick_to_light/v2/pack_lines/refresh': {
    request: async (f, ctx) => {
      const line = await ctx.db
        .selectFrom('pack_lines')
        .select('id')
        .where('packing_facility_id', '=', f.id)
        .where('name', '=', f.lineName)
        .executeTakeFirstOrThrow();
      return { body: { ids: [line.id] } };
    },
  },
  'PUT /pick_to_light/v2/printers/refresh': {
    request: async (f) => ({ body: { packing_facility_name: f.name } }),
  },
  'GET /label_status_tracker/packing_facilities': { request: fixed() },
  'GET /label_status_tracker/packing_facilities/:packingFacilityId/ship_day/:shipDay': {
    request: async (f) => ({ params: { packingFacilityId: f.id, shipDay: '2026-11-26' } }),
  },
  'GET /realtime/access': {
    request: async (f) => ({ query: { channel: channels.planner(f.abbreviation) } }),
  },
  'GET /realtime/stream': {
    request: async (f) => ({ query: { channel: channels.planner(f.abbreviation) } }),
  },
  'POST /operator/login_code/rotate': {
    request: async (f) => ({ body: { facility: f.abbreviation } }),
  },
  'GET /api_key': { request: fixed() },
  'POST /operator/api_keys': {
    request: async (f) => ({ body: { name: unique('Matrix tool'), facilities: [f.abbreviation] } }),
  },
  'GET /operator/api_keys': { request: fixed() },
  'POST /operator/api_keys/revoke': {
    request: async (f, ctx) => ({
      body: { name: (await newApiKey(ctx.db, [f.abbreviation])).name },
    }),
  },
  'POST /operator/seed': { request: fixed({ body: { size: 'demo' } }) },
  'POST /operator/reset': { request: fixed({ body: { size: 'demo' } }), refusalsOnly: true },
  // Sets the network the demo seed gave the facility: the data the other cases read stays as it is.
  'POST /operator/printer_network': {
    request: async (f) => ({ body: { facility: f.abbreviation, network: `127.0.${f.id}.0/24` } }),
  },
  'POST /operator/label_generation': {
    request: async (f) => ({ body: { facility: f.abbreviation, ship_date: '2026-11-26' } }),
    refusalsOnly: true,
  },
};

/** One channel of each kind, for a facility: the matrix checks who may listen to it. */
export const CHANNEL_EXAMPLES: Record<keyof typeof channels, (f: FacilityFixture) => string> = {
  loginCode: () => channels.loginCode(),
  planner: (f) => channels.planner(f.abbreviation),
  labelStatus: (f) => channels.labelStatus(f.regionName, '2026-11-26'),
  pickToLight: (f) => channels.pickToLight(f.abbreviation, f.lineName),
  printerApp: (f) => channels.printerApp(f.slug),
  printerUpdates: (f) => channels.printerUpdates(f.abbreviation, f.lineName),
  printerManagement: (f) => channels.printerManagement(f.slug, f.lineName),
  packLineStatus: (f) => channels.packLineStatus(f.abbreviation),
  history: (f) => channels.history(f.abbreviation),
};
