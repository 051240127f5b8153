import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../../ops-host/src/http/authenticate.ts';
import {
  exampleContext,
  facilityFixture,
  type ExampleContext,
  type FacilityFixture,
} from '../../support/facility-fixture.ts';
import {
  floorSessionCookie,
  signInCookie,
  startTestOpsHost,
  TEST_SERVICE_TOKEN,
  type TestOpsHost,
} from '../../support/ops-host.ts';
import type { Json } from '../../support/http.ts';
import { lineOrder } from '../../support/planner.ts';
import { groupAssignedTo, ROUTE_EXAMPLES, type ExampleRequest } from '../http/route-examples.ts';
import { historyCount } from './support.ts';

// Every change is recorded (issue 47): the host's route table is walked, and each route that
// writes must record one history entry when it changes something, or be declared here as writing
// nothing worth history, with the reason. A new write route that records nothing fails, as the
// access matrix fails a route without an example.

/** Routes that write but record nothing, by design; each with why. */
const EXEMPT: Record<string, string> = {
  'POST /session': "An admin user's own sign-in: a session, not a change of any facility's data.",
  'DELETE /session': "An admin user's own sign-out.",
  'PUT /user_preferences': "The user's own choice of facility and menu to open the screens on.",
  'GET /pack_line_planner/authentication/fetch_login_code':
    'Reads the supervisor code (refused to read-only keys because it opens floor screens).',
  'POST /operator/seed': 'Replaces every table, history included, with demo data.',
  'POST /operator/reset': 'Empties every table, history included.',
  'POST /operator/box_barcodes':
    'Lists barcodes of boxes planned on a line, to try the zone screens with: it only reads.',
  // Floor.
  'POST /pack_line_printer/authentication/verify_supervisor_code':
    "Checks the supervisor's code typed on a kiosk and changes nothing (a wrong code only counts toward the kiosk's limit); what the code then confirms is recorded by its own route.",
  'GET /v2/scans':
    "A zone screen's scan is the pick record itself (scans, counted in zone_scan_minutes), thousands an hour per line: the floor's hot path, read on the status wall, not history.",
  'POST /register_event':
    "A zone screen's heartbeat and state (active, idle): the screen's liveness, sent every few seconds, not a change of the facility's data.",
  // End of floor.
};

/**
 * Recorded routes whose change needs what the walk below has not (a printer that answers, a
 * kiosk signed onto a line), each with the test that shows its entry.
 */
const RECORDED_IN_OWN_TESTS: Record<string, string> = {
  // Floor: the printer kiosk.
  'POST /pack_line_printer/pack_lines/printer_assignment':
    'tests/ops-host/printer-kiosk/history.test.ts',
  'POST /pack_line_printer/pack_lines/printer_confirmation':
    'tests/ops-host/printer-kiosk/history.test.ts',
  'POST /pack_line_printer/pack_lines/printer_unassignment':
    'tests/ops-host/printer-kiosk/history.test.ts',
  'POST /pack_line_printer/print_label': 'tests/ops-host/printer-kiosk/history.test.ts',
  'POST /pack_line_printer/reprint_label': 'tests/ops-host/printer-kiosk/history.test.ts',
  'POST /pack_line_printer/print_training_label': 'tests/ops-host/printer-kiosk/history.test.ts',
  // End of the printer kiosk's.
  // Operator: a run needs boxes that ship on a day still to be labelled.
  'POST /operator/label_generation': 'tests/ops-host/label-status/generation.test.ts',
};

/** The planner's view of the facility's lines and groups. */
const plannerView = (f: FacilityFixture, ctx: ExampleContext) =>
  ctx.read(`/pack_line_planner/pack_line_plan_groups?packing_facility_id=${f.id}`);

/** The example line's filters as they are, and with M99 added or taken off. */
async function filtersChange(f: FacilityFixture, ctx: ExampleContext) {
  const line = ((await plannerView(f, ctx)).pack_lines as Json[]).find(
    (l) => l.name === f.lineName,
  )!;
  const filters = line.filters as string[];
  return {
    pack_line_name: f.lineName,
    current_filters: filters,
    new_filters: filters.includes('M99') ? filters.filter((x) => x !== 'M99') : [...filters, 'M99'],
  };
}

let uniqueness = 0;
/** A letter no row has yet, in the given letter's bucket (a CSV row finds its pickable by it). */
const freshLetter = (like: string) => `${like[0]}${8000 + (uniqueness += 1)}`;

async function mealRow(f: FacilityFixture, ctx: ExampleContext) {
  const body = await ctx.read(
    `/pick_letters/meal_letters?packing_facility_id=${f.id}&menu_id=${f.menuId}`,
  );
  const rows = body.meal_letters as Array<Record<string, string | number>>;
  return rows.find(
    (row) => typeof row.meal_letter === 'string' && row.pickable_type !== 'BoxLiner',
  )!;
}

async function proteinRow(f: FacilityFixture, ctx: ExampleContext) {
  const body = await ctx.read(
    `/pick_letters/protein_letters?packing_facility_id=${f.id}&menu_id=${f.menuId}`,
  );
  return (body.protein_letters as Array<Record<string, string | number>>)[0]!;
}

/**
 * Requests that change something, for recorded routes whose access-matrix example writes what is
 * already there (a change that changes nothing need not be recorded). Other recorded routes use
 * their access-matrix example.
 */
const CHANGE_EXAMPLES: Record<
  string,
  (f: FacilityFixture, ctx: ExampleContext) => Promise<ExampleRequest>
> = {
  'PUT /ice_restrictions': async (f, ctx) => {
    // Restricts 32oz for tempo on the last menu, or lifts it: each call changes the row.
    const body = await ctx.read('/ice_restrictions');
    const menus = body.menus as Array<{ id: number; is_past: boolean }>;
    const facilities = body.packing_facilities as Array<Record<string, unknown>>;
    const sizes = facilities.find((x) => x.packing_facility_id === f.id)!.ice_restrictions as Array<
      Record<string, unknown>
    >;
    const plans = sizes.find((s) => s.ice_size === 'thirty_two_oz')!.meal_plans as Array<
      Record<string, unknown>
    >;
    const row = plans.find((p) => p.meal_plan_id === 3)!;
    const last = menus.at(-1)!;
    const restricted = (row.menu_restrictions as Array<Record<string, unknown>>).some(
      (m) => m.menu_id === last.id && m.ice_restriction,
    );
    return {
      body: {
        packing_facility_id: f.id,
        meal_plan_id: 3,
        ice_size: 'thirty_two_oz',
        indefinite_restriction_starting_menu_id: null,
        menu_ids: restricted ? [] : [last.id],
      },
    };
  },
  // Floor: the current group of the example line set to an open group of it, or back to none.
  'PUT /pack_line_printer/active_groups': async (f, ctx) => {
    const line = await ctx.db
      .selectFrom('pack_lines')
      .select(['id', 'current_group_id'])
      .where('packing_facility_id', '=', f.id)
      .where('name', '=', f.lineName)
      .executeTakeFirstOrThrow();
    const open = await ctx.db
      .selectFrom('pack_line_plan_groups')
      .select('id')
      .where('pack_line_id', '=', line.id)
      .where('is_complete', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return {
      body: {
        packing_facility_slug: f.slug,
        pack_line_name: f.lineName,
        current_group_id: line.current_group_id === open.id ? null : open.id,
        next_group_id: null,
      },
    };
  },
  // The kiosk's filters of the example line: M99 added, or taken off.
  'POST /pack_line_printer/filters/update_filters': async (f, ctx) => ({
    body: { packing_facility_slug: f.slug, ...(await filtersChange(f, ctx)) },
  }),
  // The tails of the last open group on a line that has some, with the supervisor's code.
  'PUT /pack_line_printer/pack_lines/unassign_tails': async (f, ctx) => {
    const group = (await plannerView(f, ctx)).pack_line_plan_groups as Json[];
    const tailed = group.findLast(
      (g) => !g.complete && g.unpackable_box_count > 0 && g.line_assignment !== 'Unassigned',
    )!;
    const code = await ctx.read(
      `/pack_line_planner/authentication/fetch_login_code?packing_facility_id=${f.id}`,
    );
    return {
      body: {
        packing_facility_slug: f.slug,
        pack_line_name: tailed.line_assignment,
        pack_line_plan_group_ids: [tailed.id],
        printer_ip: `${f.id}.250`,
        login_code: code.login_code,
      },
    };
  },
  // End of floor.
  // Operator: the printer network narrowed to its upper half, or widened back; either keeps
  // the printers the walk uses (.250) inside it.
  'POST /operator/printer_network': async (f, ctx) => {
    const row = await ctx.db
      .selectFrom('packing_facilities')
      .select('printer_network')
      .where('id', '=', f.id)
      .executeTakeFirstOrThrow();
    const wide = `127.0.${f.id}.0/24`;
    return {
      body: {
        facility: f.abbreviation,
        network: row.printer_network === wide ? `127.0.${f.id}.128/25` : wide,
      },
    };
  },
  'PUT /pick_letters/meal_letters/update': async (f, ctx) => {
    const row = await mealRow(f, ctx);
    return {
      body: {
        packing_facility_id: f.id,
        menu_id: f.menuId,
        pickable_id: row.pickable_id,
        pickable_type: row.pickable_type,
        meal_letter: freshLetter(String(row.meal_letter)),
      },
    };
  },
  'PUT /pick_letters/protein_letters/:ingredientBoxingAssignmentId': async (f, ctx) => {
    const row = await proteinRow(f, ctx);
    return {
      params: { ingredientBoxingAssignmentId: Number(row.ingredient_boxing_assignment_id) },
      body: { packing_facility_id: f.id, menu_id: f.menuId, letter_assignment: freshLetter('P') },
    };
  },
  'PUT /pick_letters/meal_letters/batch_update': async (f, ctx) => {
    const row = await mealRow(f, ctx);
    return {
      body: {
        packing_facility_id: f.id,
        menu_id: f.menuId,
        pickables: [
          {
            menu_id: String(f.menuId),
            pickable_name: row.pickable_name,
            meal_letter: freshLetter(String(row.meal_letter)),
          },
        ],
      },
    };
  },
  'PUT /pick_letters/protein_letters/batch_update': async (f, ctx) => {
    const row = await proteinRow(f, ctx);
    return {
      body: {
        packing_facility_id: f.id,
        menu_id: f.menuId,
        ingredient_boxing_assignments: [
          {
            menu_id: String(f.menuId),
            ingredient_id: String(row.ingredient_id),
            letter: freshLetter('P'),
          },
        ],
      },
    };
  },
};

// Planner (admin): changes of the planner whose access-matrix example changes nothing.
Object.assign(CHANGE_EXAMPLES, {
  'PUT /pack_line_planner/pack_line_plan_groups/update_display_order': async (
    f: FacilityFixture,
    ctx: ExampleContext,
  ) => {
    const order = lineOrder(await plannerView(f, ctx), f.lineName);
    return {
      body: {
        packing_facility_id: f.id,
        pack_line_name: f.lineName,
        ordered_pack_line_plan_groups: [...order].reverse(),
        seen_ordered_pack_line_plan_groups: order,
      },
    };
  },
  'PUT /pack_line_planner/pack_line_plan_groups/reassign_tails': async (
    f: FacilityFixture,
    ctx: ExampleContext,
  ) => {
    const view = await plannerView(f, ctx);
    const group = (view.pack_line_plan_groups as Json[]).find(
      (g) => !g.complete && g.unpackable_box_count > 0 && g.line_assignment !== 'Unassigned',
    )!;
    const target = (view.pack_lines as Json[]).find((l) => l.name !== group.line_assignment)!;
    return groupAssignedTo(f, target.name, group);
  },
  'PUT /pack_line_planner/pack_lines/update': async (f: FacilityFixture, ctx: ExampleContext) => {
    const line = await ctx.db
      .selectFrom('pack_lines')
      .select('line_preset_id')
      .where('packing_facility_id', '=', f.id)
      .where('name', '=', f.lineName)
      .executeTakeFirstOrThrow();
    const other = await ctx.db
      .selectFrom('line_presets')
      .select('id')
      .where('packing_facility_id', '=', f.id)
      .where('id', '!=', line.line_preset_id ?? 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return {
      body: {
        packing_facility_id: f.id,
        pack_line_name: f.lineName,
        preset_id: other.id,
        seen_preset_id: line.line_preset_id,
      },
    };
  },
  'PUT /pack_line_planner/filters': async (f: FacilityFixture, ctx: ExampleContext) => ({
    body: { packing_facility_id: f.id, ...(await filtersChange(f, ctx)) },
  }),
});
// End of planner (admin).

let host: TestOpsHost;
let own: FacilityFixture;
let ctx: ExampleContext;
let cookie: string;

beforeAll(async () => {
  host = await startTestOpsHost();
  own = await facilityFixture(host.handle.db, 1);
  ctx = exampleContext(host.handle.db, host.url);
  cookie = await signInCookie(host.url);
}, 120_000);
afterAll(() => host?.stop());

const key = (route: DeclaredRoute) => `${route.method} ${route.url}`;
/** A route writes when its method does, or when it is declared to (a GET that records a scan). */
const writes = (route: DeclaredRoute) =>
  route.method !== 'GET' || route.access.notForReadOnlyKeys === true;

/**
 * Who calls a route in the walk: an admin user where users may, a floor screen (a fresh sign-in,
 * so a sign-out ends no other call's session) on the floor's own routes, the operator's token on
 * its commands.
 */
async function callerOf(route: DeclaredRoute): Promise<Record<string, string>> {
  const callers = route.access.callers;
  if (callers === 'operator') return { authorization: `Bearer ${TEST_SERVICE_TOKEN}` };
  const floor =
    (callers !== 'public' && callers.includes('floor') && !callers.includes('user')) ||
    route.url.startsWith('/pack_line_printer/authentication');
  return { cookie: floor ? await floorSessionCookie(host, own.slug) : cookie };
}

async function send(route: DeclaredRoute, request: ExampleRequest, caller: Record<string, string>) {
  const path = route.url.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(String(request.params?.[name])),
  );
  const query = new URLSearchParams(
    Object.entries(request.query ?? {}).map(([n, v]): [string, string] => [n, String(v)]),
  );
  const response = await fetch(`${host.url}${path}${query.size > 0 ? `?${query}` : ''}`, {
    method: route.method,
    headers: {
      ...caller,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return { status: response.status, text: await response.text() };
}

const entries = () => historyCount(host);

describe('every change is recorded', () => {
  it('the lists name write routes of the host, each in one list only', () => {
    const writeRoutes = host.routes.filter(writes).map(key);
    const listed = [...Object.keys(EXEMPT), ...Object.keys(RECORDED_IN_OWN_TESTS)];
    expect(listed.filter((name) => !writeRoutes.includes(name))).toEqual([]);
    expect(listed.filter((name, i) => listed.indexOf(name) !== i)).toEqual([]);
    expect(Object.values(EXEMPT).filter((reason) => reason.trim().length < 10)).toEqual([]);
  });

  it('every other write route records one entry per change', async () => {
    const listed = new Set([...Object.keys(EXEMPT), ...Object.keys(RECORDED_IN_OWN_TESTS)]);
    const recorded = host.routes.filter((route) => writes(route) && !listed.has(key(route)));
    // Today: ice restrictions, the four letter changes and undo.
    expect(recorded.length).toBeGreaterThanOrEqual(6);
    const wrong: string[] = [];
    for (const route of recorded) {
      const example = CHANGE_EXAMPLES[key(route)] ?? ROUTE_EXAMPLES[key(route)]?.request;
      if (!example) {
        wrong.push(`${key(route)}: no example (tests/ops-host/http/route-examples.ts)`);
        continue;
      }
      const request = await example(own, ctx);
      // The caller first: a floor screen's sign-in is an entry of its own.
      const caller = await callerOf(route);
      const before = await entries();
      const answer = await send(route, request, caller);
      const added = (await entries()) - before;
      if (answer.status >= 300) {
        wrong.push(`${key(route)}: ${answer.status} ${answer.text.slice(0, 120)}`);
      } else if (added !== 1) {
        wrong.push(`${key(route)}: recorded ${added} entries, expected 1`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
