import type { IncomingMessage } from 'node:http';
import { createSseChannels } from './sse-channels.ts';
import { sendJson, startTinyServer } from './tiny-server.ts';

/** A plan group as the host answers it, without its two omittable lists. */
export const planGroupFixture = (id: number) => ({
  id,
  name: `CHI-${id}`,
  ship_date: '2026-11-24',
  ship_day: 'Tuesday',
  shipping_region_id: 9,
  shipping_region: 'Chicago',
  shipping_region_category: 'Local',
  meal_plan: 'standard',
  box_size: 16,
  box_count: 10,
  remaining_box_count: 10,
  unpackable_box_count: 2,
  printed_box_count: 0,
  line_assignment: 'A',
  complete: false,
  soft_complete: false,
  display_order: id,
  dockout_time_stamp: null,
});

/**
 * A stand-in for the operations host, speaking its REST API (docs/rest-api.md) for the routes the
 * gateway's modules call: sessions by cookie, facilities, menus, the login code, the stream.
 */
export async function startFakeOpsHost() {
  const sessions = new Set<string>(['valid-token']);
  const sse = createSseChannels();
  /** Each facility's code; the signed-in user may see facilities 1 and 7. */
  const loginCodes: Record<string, string> = { 1: '12345', 7: '77777' };

  const sessionOf = (req: IncomingMessage) =>
    /ops_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  const signedIn = (req: IncomingMessage) => {
    const token = sessionOf(req);
    return token !== undefined && sessions.has(token);
  };
  const user = { id: 7, email: 'admin@example.com', name: 'Ada Admin' };
  const facility = (id: number) => ({
    id,
    name: `Facility ${id}`,
    abbreviated_name: `F${id}`,
    colloquial_name: `Plant ${id}`,
    slug: `facility-${id}`,
    ship_days: ['Monday', 'Thursday'],
    time_zone: 'America/Chicago',
  });
  const menu = {
    id: 31,
    slug: '2026-11-23',
    menu_id: 901,
    menu_slug: 'week-48',
    ends_at: '2026-11-29T23:59:59Z',
  };

  const plannerLine = {
    id: 11,
    name: 'A',
    packing_facility_id: 1,
    line_preset: null,
    box_count: 20,
    printed_box_count: 0,
    unpackable_box_count: 0,
    unconfigured_picks: 0,
    filtered_pickables: 0,
    filters: [],
    pickables: {},
    last_scanned_at: null,
    last_printed_at: null,
    current_group_id: null,
    next_group_id: null,
  };

  const server = await startTinyServer((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /realtime/stream') return sse.handle(req, res);
    if (route === 'POST /session') {
      const { email, password } = JSON.parse(body) as { email: string; password: string };
      if (email !== user.email || password !== 'right') {
        return sendJson(res, 401, { message: 'Incorrect email or password.' });
      }
      sessions.add('new-token');
      return sendJson(
        res,
        200,
        { user },
        { 'set-cookie': 'ops_session=new-token; Path=/; HttpOnly; SameSite=Lax' },
      );
    }
    if (route === 'DELETE /session') {
      const token = sessionOf(req);
      if (token) sessions.delete(token);
      return sendJson(res, 204, undefined, { 'set-cookie': 'ops_session=; Path=/; Max-Age=0' });
    }
    if (!signedIn(req)) return sendJson(res, 401, { message: 'Sign in required.' });
    if (route === 'GET /session') return sendJson(res, 200, { user });
    if (route === 'GET /accessible_packing_facilities') {
      return sendJson(res, 200, { packing_facilities: [facility(1), facility(7)] });
    }
    if (route === 'GET /packing_facilities/2')
      return sendJson(res, 403, { message: 'No access to this facility.' });
    if (route === 'GET /packing_facilities/1')
      return sendJson(res, 200, { packing_facility: facility(1) });
    if (
      route === 'GET /menus' &&
      url.searchParams.get('get_menus_cached_for_pickables') === 'true'
    ) {
      return sendJson(res, 200, { menus: [menu] });
    }
    if (route === 'GET /menus' && url.searchParams.get('get_previous_menu_only') === 'true') {
      return sendJson(res, 200, { menu: null });
    }
    // The real host decides by the channel's facility; this stand-in admits every signed-in user.
    if (route === 'GET /realtime/access') return sendJson(res, 204, undefined);
    if (route === 'GET /pack_line_planner/pack_line_plan_groups') {
      // The groups asked for (all when none are named), every line; nothing computed.
      const ids = url.searchParams.get('pack_line_plan_group_ids');
      const groups = ids === null ? [1, 2] : ids === '' ? [] : ids.split(',').map(Number);
      return sendJson(res, 200, {
        menus: [],
        last_updated_at: new Date().toISOString(),
        pack_line_plan_groups: groups.map((id) => ({
          ...planGroupFixture(id),
          unpackable_counts_per_line: [{ pack_line_name: 'A', count: 0 }],
          ineligible_zones: [],
        })),
        pack_lines: [plannerLine],
      });
    }
    if (route === 'GET /pack_line_planner/authentication/fetch_login_code') {
      const id = url.searchParams.get('packing_facility_id') ?? '';
      const code = loginCodes[id];
      if (code === undefined) {
        return sendJson(res, 403, { message: 'You do not have access to this packing facility.' });
      }
      return sendJson(res, 200, { login_code: code, packing_facility_id: Number(id) });
    }
    return sendJson(res, 404, { message: `No route ${route}` });
  });

  return {
    ...server,
    sse,
    sessions,
    /**
     * What rotating a facility's code does upstream: store a new one, announce it with the
     * facility and without the code.
     */
    rotate(code: string, facilityId: 1 | 7 = 1) {
      loginCodes[facilityId] = code;
      sse.publish('pack_line_printer_login_code', 'printer_login_code_refresh', {
        packing_facility_id: facilityId,
        packing_facility_abbreviation: `F${facilityId}`,
        rotated_at: new Date().toISOString(),
      });
    },
  };
}
