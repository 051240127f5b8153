import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/access.ts';

export interface FacilityRow {
  id: number;
  name: string;
  abbreviated_name: string;
  colloquial_name: string;
  slug: string;
  ship_days: string[];
  /** IANA zone of the facility's clock, e.g. America/Chicago. */
  time_zone: string;
}

const columns = [
  'id',
  'name',
  'abbreviated_name',
  'colloquial_name',
  'slug',
  'ship_days',
  'timezone as time_zone',
] as const;

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

/** The facility an operator names on the command line: abbreviation (CHI), slug, name or id. */
export async function facilityNamed(db: Queryable, key: string): Promise<FacilityRow> {
  const given = key.trim();
  const facility = await db
    .selectFrom('packing_facilities')
    .select(columns)
    .where((eb) =>
      eb.or([
        eb('abbreviated_name', '=', given.toUpperCase()),
        eb('slug', '=', given.toLowerCase()),
        eb('name', '=', given),
        ...(/^[0-9]{1,9}$/.test(given) ? [eb('id', '=', Number(given))] : []),
      ]),
    )
    .executeTakeFirst();
  if (!facility) throw new HttpError(404, `No packing facility ${key}.`);
  return facility;
}
