import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../support/http.ts';
import {
  floorSessionCookie,
  signInCookie,
  startTestOpsHost,
  type TestOpsHost,
} from '../../support/ops-host.ts';

// The holes an outsider found with the Chicago lead's session, each closed where every route
// shares it (http/authenticate.ts, http/schemas.ts, http/validation.ts).
let host: TestOpsHost;
let lead: string;
let chicagoFloor: string;
let menuId: number;
beforeAll(async () => {
  host = await startTestOpsHost();
  lead = await signInCookie(host.url, 'chicago.lead@example.com');
  chicagoFloor = await floorSessionCookie(host, 'chicago');
  const menu = await host.handle.db
    .selectFrom('menus')
    .select('id')
    .where('is_being_packed', '=', true)
    .executeTakeFirstOrThrow();
  menuId = menu.id;
});
afterAll(() => host?.stop());

function call(method: string, path: string, body?: unknown, cookie = lead) {
  return fetch(`${host.url}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const iceRows = (facilityId: number) =>
  host.handle.db
    .selectFrom('ice_restrictions')
    .selectAll()
    .where('packing_facility_id', '=', facilityId)
    .orderBy('id')
    .execute();

describe('a facility named in two places', () => {
  it('PUT /ice_restrictions naming Chicago in the query and San Bernardino in the body is refused and changes nothing', async () => {
    const before = await iceRows(2);
    const response = await call('PUT', '/ice_restrictions?packing_facility_id=1', {
      packing_facility_id: 2,
      meal_plan_id: 1,
      ice_size: 'ninety_six_oz',
      indefinite_restriction_starting_menu_id: menuId,
      menu_ids: [],
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toBe(
      'The request names different packing facilities (query/packing_facility_id, body/packing_facility_id).',
    );
    expect(await iceRows(2)).toEqual(before);
  });

  it.each([
    [
      '/pick_letters/meal_letters/update',
      { pickable_id: 1, pickable_type: 'MenuSelection', meal_letter: 'M1' },
    ],
    ['/pick_letters/protein_letters/1', { letter_assignment: 'P1' }],
    [
      '/pick_letters/meal_letters/batch_update',
      { pickables: [{ menu_id: '1', pickable_name: 'x', meal_letter: 'M1' }] },
    ],
    [
      '/pick_letters/protein_letters/batch_update',
      { ingredient_boxing_assignments: [{ menu_id: '1', ingredient_id: '1', letter: 'P1' }] },
    ],
  ])('PUT %s split across query and body is refused with 400', async (path, fields) => {
    const response = await call('PUT', `${path}?packing_facility_id=1`, {
      ...fields,
      packing_facility_id: 2,
      menu_id: menuId,
    });
    expect(response.status).toBe(400);
  });

  it('a body naming the facility as true is refused, not read as facility 1', async () => {
    const response = await call('PUT', '/ice_restrictions', {
      packing_facility_id: true,
      meal_plan_id: 1,
      ice_size: 'ninety_six_oz',
      indefinite_restriction_starting_menu_id: null,
      menu_ids: [],
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toBe('body/packing_facility_id must be integer');
  });
});

describe('realtime channels belong to a facility', () => {
  const stream = (channel: string, cookie: string) =>
    call('GET', `/realtime/stream?channel=${encodeURIComponent(channel)}`, undefined, cookie);

  async function statusOf(channel: string, cookie: string): Promise<number> {
    const response = await stream(channel, cookie);
    await response.body?.cancel();
    return response.status;
  }

  it("the Chicago lead cannot listen to San Bernardino's zone screens", async () => {
    expect(await statusOf('pick_to_light_updates_SBD_A', lead)).toBe(403);
    expect(await statusOf('pick_to_light_updates_CHI_A', lead)).toBe(200);
  });

  it('every kind of channel is checked against its facility', async () => {
    const region = await host.handle.db
      .selectFrom('shipping_regions')
      .select(['name', 'packing_facility_id'])
      .where('packing_facility_id', '=', 2)
      .executeTakeFirstOrThrow();
    for (const channel of [
      'pack_line_planner_updates_for_SBD',
      `label-status-${region.name}-2026-11-26`,
      'printer_app_updates_san_bernardino',
      'pack_line_printer_updates_SBD_A',
      'printer_management_for_san_bernardino_A',
    ]) {
      expect([channel, await statusOf(channel, lead)]).toEqual([channel, 403]);
    }
  });

  it('a floor session listens to its own facility but never to the supervisor code', async () => {
    expect(await statusOf('printer_app_updates_chicago', chicagoFloor)).toBe(200);
    expect(await statusOf('printer_app_updates_baltimore', chicagoFloor)).toBe(403);
    expect(await statusOf('pack_line_printer_login_code', chicagoFloor)).toBe(403);
    expect(await statusOf('pack_line_printer_login_code', lead)).toBe(200);
  });

  it('a channel that is none of ours is refused', async () => {
    expect(await statusOf('someone_elses_channel', lead)).toBe(403);
  });

  it('the gateway’s access question gets the same answers', async () => {
    const ask = (channel: string, cookie: string) =>
      call('GET', `/realtime/access?channel=${channel}`, undefined, cookie);
    expect((await ask('pick_to_light_updates_CHI_A', lead)).status).toBe(204);
    expect((await ask('pick_to_light_updates_SBD_A', lead)).status).toBe(403);
    expect((await ask('pick_to_light_updates_SBD_A', '')).status).toBe(401);
  });
});

describe('client mistakes are 4xx naming the field', () => {
  it.each([
    [
      'an id past 2³¹−1 in a query',
      'GET',
      `/pick_letters/counts?packing_facility_id=1&menu_id=2147483648`,
      undefined,
      'querystring/menu_id must be <= 2147483647',
    ],
    [
      'an id past 2³¹−1 in a path',
      'GET',
      '/pick_to_light/packing_facilities/1/line_presets/99999999999',
      undefined,
      'params/presetId must be <= 2147483647',
    ],
    [
      'an id past 2³¹−1 in a body',
      'PUT',
      '/ice_restrictions',
      {
        packing_facility_id: 1,
        meal_plan_id: 2147483648,
        ice_size: 'ninety_six_oz',
        indefinite_restriction_starting_menu_id: null,
        menu_ids: [],
      },
      'body/meal_plan_id must be <= 2147483647',
    ],
    [
      'an assignment id past 2³¹−1',
      'PUT',
      '/pick_letters/protein_letters/2147483648',
      { letter_assignment: 'P1', packing_facility_id: 1, menu_id: 1 },
      'params/ingredientBoxingAssignmentId must be <= 2147483647',
    ],
    [
      'a NUL in a preset name',
      'POST',
      '/pick_to_light/packing_facilities/1/line_presets',
      { name: 'Line\u0000A' },
      'body/name must match pattern',
    ],
    [
      'a NUL in a preset description',
      'POST',
      '/pick_to_light/packing_facilities/1/line_presets',
      { name: 'Fine', description: 'a\u0000b' },
      'body/description must match pattern',
    ],
    [
      'an event id that is not one',
      'GET',
      '/realtime/stream?channel=pick_to_light_updates_CHI_A&last_event_id=99999999999999999999',
      undefined,
      'querystring/last_event_id must be <=',
    ],
  ])('%s', async (_case, method, path, body, message) => {
    const response = await call(method, path, body);
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toContain(message);
  });

  it('a NUL in the sign-in email is refused with 400', async () => {
    const response = await call('POST', '/session', {
      email: 'admin\u0000@example.com',
      password: 'x',
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toContain('body/email must match pattern');
  });

  it('a Last-Event-ID that is not an event id is refused with 400, not a closed stream', async () => {
    const response = await fetch(
      `${host.url}/realtime/stream?channel=pick_to_light_updates_CHI_A`,
      {
        headers: { cookie: lead, 'last-event-id': 'yesterday' },
      },
    );
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toContain('headers/last-event-id');
  });
});
