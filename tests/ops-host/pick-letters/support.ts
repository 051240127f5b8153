import type { TestOpsHost } from '../../support/ops-host.ts';

/** The seeded menus the letter tests need: one not yet packed, one whose packing has started. */
export async function seededMenus(host: TestOpsHost) {
  const db = host.handle.db;
  const open = await db
    .selectFrom('menus')
    .select('id')
    .where('packing_started_at', 'is', null)
    .orderBy('menu_date')
    .executeTakeFirstOrThrow();
  const locked = await db
    .selectFrom('menus')
    .select('id')
    .where('packing_started_at', 'is not', null)
    .orderBy('menu_date', 'desc')
    .executeTakeFirstOrThrow();
  return { openMenuId: open.id, lockedMenuId: locked.id };
}

export function restClient(baseUrl: string, cookie: string) {
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    get: (path: string) => call('GET', path),
    put: (path: string, body: unknown) => call('PUT', path, body),
  };
}
