import { readJson } from '../../support/http.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';

let host: TestOpsHost;
let admin: string;
let chicagoLead: string;
beforeAll(async () => {
  host = await startTestOpsHost();
  admin = await signInCookie(host.url);
  chicagoLead = await signInCookie(host.url, 'chicago.lead@example.com');
});
afterAll(() => host?.stop());

const get = (path: string, cookie?: string) =>
  fetch(`${host.url}${path}`, { headers: cookie ? { cookie } : {} });

describe('facility access', () => {
  it('every route but sign-in and health answers 401 without a session', async () => {
    for (const path of [
      '/accessible_packing_facilities',
      '/menus?get_menus_cached_for_pickables=true',
      '/pack_line_planner/authentication/fetch_login_code?packing_facility_id=1',
      '/packing_facilities/1',
      '/realtime/stream?channel=pack_line_printer_login_code',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(401);
      expect(await readJson(response), path).toEqual({ message: 'Sign in required.' });
    }
    expect((await get('/healthz')).status).toBe(200);
  });

  it('an admin sees the four facilities with their ids and names', async () => {
    const body = await readJson(await get('/accessible_packing_facilities', admin));
    expect(
      body.packing_facilities.map((f: { id: number; name: string }) => [f.id, f.name]),
    ).toEqual([
      [1, 'Chicago'],
      [2, 'San Bernardino'],
      [7, 'Skyview'],
      [8, 'Baltimore'],
    ]);
    expect(body.packing_facilities[0]).toMatchObject({
      abbreviated_name: 'CHI',
      slug: 'chicago',
      time_zone: 'America/Chicago',
    });
  });

  it('a user with one facility sees only that one', async () => {
    const body = await readJson(await get('/accessible_packing_facilities', chicagoLead));
    expect(body.packing_facilities.map((f: { id: number }) => f.id)).toEqual([1]);
  });

  it('a facility the user may not see answers 403', async () => {
    expect((await get('/packing_facilities/1', chicagoLead)).status).toBe(200);
    const byPath = await get('/packing_facilities/8', chicagoLead);
    expect(byPath.status).toBe(403);
    expect(await readJson(byPath)).toEqual({
      message: 'You do not have access to this packing facility.',
    });
  });

  it('a facility id that does not exist is refused like any other facility outside the set', async () => {
    // Answering 404 here would tell a user which facility ids exist.
    expect((await get('/packing_facilities/99', admin)).status).toBe(403);
  });
});

describe('menus', () => {
  it('lists menus newest first with their dates as slugs', async () => {
    const body = await readJson(await get('/menus?get_menus_cached_for_pickables=true', admin));
    const slugs: string[] = body.menus.map((m: { slug: string }) => m.slug);
    expect(slugs.length).toBeGreaterThan(1);
    expect(slugs.every((slug) => /^\d{4}-\d{2}-\d{2}$/.test(slug))).toBe(true);
    expect([...slugs].sort().reverse()).toEqual(slugs);
    expect(body.menus[0]).toMatchObject({
      menu_id: body.menus[0].id,
      menu_slug: body.menus[0].slug,
    });
  });

  it('the previous-menu call returns the one menu being packed', async () => {
    const body = await readJson(await get('/menus?get_previous_menu_only=true', admin));
    const packed = await host.handle.db
      .selectFrom('menus')
      .select('id')
      .where('is_being_packed', '=', true)
      .executeTakeFirstOrThrow();
    expect(body.menu.id).toBe(packed.id);
  });

  it('a malformed flag is refused with 400', async () => {
    const response = await get('/menus?get_previous_menu_only=maybe', admin);
    expect(response.status).toBe(400);
  });
});
