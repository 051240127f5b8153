import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../support/http.ts';
import {
  signInCookie,
  startTestOpsHost,
  TEST_ADMIN_PASSWORD,
  type DatabaseKind,
  type TestOpsHost,
} from '../../support/ops-host.ts';
import { postgresReachable } from '../../support/postgres.ts';

// The facility and menu the admin screens open on are the user's own, kept on the host so they
// follow the user to another browser; on PGlite and on PostgreSQL alike.

const databases: DatabaseKind[] = [
  'pglite',
  ...((await postgresReachable()) ? ['postgres' as const] : []),
];

describe.each(databases)('user preferences on %s', (database) => {
  let host: TestOpsHost;
  let admin: string;
  let chicagoLead: string;
  let menuId: number;

  beforeAll(async () => {
    host = await startTestOpsHost({ database });
    admin = await signInCookie(host.url);
    chicagoLead = await signInCookie(host.url, 'chicago.lead@example.com', TEST_ADMIN_PASSWORD);
    const menu = await host.handle.db.selectFrom('menus').select('id').executeTakeFirstOrThrow();
    menuId = menu.id;
  }, 120_000);
  afterAll(() => host?.stop());

  const call = (cookie: string, method = 'GET', body?: unknown) =>
    fetch(`${host.url}/user_preferences`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('are empty until the user chooses, then keep each choice, a field at a time', async () => {
    expect((await readJson(await call(admin))).user_preferences).toEqual({
      packing_facility_id: null,
      menu_id: null,
    });
    const saved = await call(admin, 'PUT', { packing_facility_id: 8 });
    expect(saved.status).toBe(200);
    expect((await readJson(saved)).user_preferences).toEqual({
      packing_facility_id: 8,
      menu_id: null,
    });
    await call(admin, 'PUT', { menu_id: menuId });
    // A new sign-in (another browser) finds them.
    const elsewhere = await signInCookie(host.url);
    expect((await readJson(await call(elsewhere))).user_preferences).toEqual({
      packing_facility_id: 8,
      menu_id: menuId,
    });
  });

  it('are each user’s own', async () => {
    await call(admin, 'PUT', { packing_facility_id: 2 });
    expect((await readJson(await call(chicagoLead))).user_preferences.packing_facility_id).toBe(
      null,
    );
  });

  it('refuse a facility that is not the user’s, and change nothing', async () => {
    await call(chicagoLead, 'PUT', { packing_facility_id: 1 });
    const refused = await call(chicagoLead, 'PUT', { packing_facility_id: 8 });
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).message).toBe(
      'You do not have access to this packing facility.',
    );
    expect((await readJson(await call(chicagoLead))).user_preferences.packing_facility_id).toBe(1);
  });

  it('refuse an unknown menu and a malformed body, and change nothing', async () => {
    await call(chicagoLead, 'PUT', { menu_id: menuId });
    const unknown = await call(chicagoLead, 'PUT', { menu_id: 999_999 });
    expect(unknown.status).toBe(422);
    expect((await readJson(unknown)).message).toBe('No menu 999999.');
    for (const body of [{ menu_id: 'soon' }, { colour: 'blue' }, { packing_facility_id: 0 }]) {
      expect((await call(chicagoLead, 'PUT', body)).status).toBe(400);
    }
    expect((await readJson(await call(chicagoLead))).user_preferences).toEqual({
      packing_facility_id: 1,
      menu_id: menuId,
    });
  });

  it('leave out a facility the user may no longer see', async () => {
    const lead = await host.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'chicago.lead@example.com')
      .executeTakeFirstOrThrow();
    await host.handle.db
      .updateTable('user_preferences')
      .set({ packing_facility_id: 8 })
      .where('user_id', '=', lead.id)
      .execute();
    expect((await readJson(await call(chicagoLead))).user_preferences.packing_facility_id).toBe(
      null,
    );
  });

  it('need a signed-in user', async () => {
    expect((await call('')).status).toBe(401);
  });
});
