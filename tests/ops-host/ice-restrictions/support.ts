import type { Db } from '../../../ops-host/src/db/database.ts';
import { readJson, type Json } from '../../support/http.ts';

export const STANDARD = 1;

/** A REST caller signed in with the given cookie. */
export function restClient(baseUrl: string, cookie: string) {
  return {
    async list(): Promise<Json> {
      return readJson(await fetch(`${baseUrl}/ice_restrictions`, { headers: { cookie } }));
    },
    async put(body: Json): Promise<{ status: number; body: Json }> {
      const response = await fetch(`${baseUrl}/ice_restrictions`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await readJson(response) };
    },
  };
}

/** Per box of one facility, plan and menu: whether it is printed and its 96oz packs. */
export async function ninetySixOzByBox(
  db: Db,
  where: { facilityId: number; mealPlanId: number; menuId: number },
) {
  const rows = await db
    .selectFrom('shipments as s')
    .leftJoin('shipment_ice_packs as i', 'i.shipment_id', 's.id')
    .select(['s.id', 's.printed_at'])
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('i.ninety_six_oz'), eb.lit(0)).as('oz96'))
    .select((eb) => eb.fn.count<number>('i.location').as('locations'))
    .where('s.packing_facility_id', '=', where.facilityId)
    .where('s.meal_plan_id', '=', where.mealPlanId)
    .where('s.menu_id', '=', where.menuId)
    .groupBy(['s.id', 's.printed_at'])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    printed: row.printed_at !== null,
    oz96: Number(row.oz96),
    locations: Number(row.locations),
  }));
}

/** Every ice row of every box, to show that a refused change touched nothing. */
export async function allIce(db: Db) {
  return db
    .selectFrom('shipment_ice_packs')
    .selectAll()
    .orderBy('shipment_id')
    .orderBy('location')
    .execute();
}
