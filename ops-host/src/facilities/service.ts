import type { Queryable } from '../db/database.ts';

export interface FacilityRow {
  id: number;
  name: string;
  abbreviated_name: string;
  colloquial_name: string;
  slug: string;
  ship_days: string[];
}

const columns = ['id', 'name', 'abbreviated_name', 'colloquial_name', 'slug', 'ship_days'] as const;

/** The facilities of the given ids (all of them when ids is undefined), by id. */
export async function listFacilities(db: Queryable, ids?: number[]): Promise<FacilityRow[]> {
  if (ids && ids.length === 0) return [];
  let query = db.selectFrom('packing_facilities').select(columns).orderBy('id');
  if (ids) query = query.where('id', 'in', ids);
  return query.execute();
}

export async function findFacility(db: Queryable, id: number): Promise<FacilityRow | undefined> {
  return db
    .selectFrom('packing_facilities')
    .select(columns)
    .where('id', '=', id)
    .executeTakeFirst();
}
