import type { Db } from '../db/database.ts';

/** A facility as the access check resolved it. */
export interface CheckedFacility {
  id: number;
  name: string;
  slug: string;
  abbreviation: string;
}

/** How a request names its facility. */
export type FacilityKey = 'id' | 'slug' | 'abbreviation' | 'name';

/** Facilities change only when the data is reseeded: read once, read again on a miss. */
const RELOAD_AFTER_MS = 60_000;

/**
 * Finds facilities by any of the names requests give them. Kept in memory (four rows) so the
 * floor's hot paths pay no query for the check; a miss reloads at most once a second, so an
 * unknown name cannot make every request query the table.
 */
export class FacilityDirectory {
  private facilities: CheckedFacility[] = [];
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  async find(by: FacilityKey, value: unknown): Promise<CheckedFacility | undefined> {
    const match = () => this.facilities.find((facility) => matches(facility, by, value));
    const age = Date.now() - this.loadedAt;
    if (age > RELOAD_AFTER_MS || (!match() && age > 1_000)) await this.reload();
    return match();
  }

  /** The facility an operator typed: its abbreviation, slug, name or id. */
  async findTyped(given: string): Promise<CheckedFacility | undefined> {
    return (
      (await this.find('abbreviation', given)) ??
      (await this.find('slug', given)) ??
      (await this.find('name', given)) ??
      (await this.find('id', given))
    );
  }

  /** Forgets what it read (after a reseed). */
  invalidate(): void {
    this.loadedAt = 0;
  }

  private reload(): Promise<void> {
    this.loading ??= this.db
      .selectFrom('packing_facilities')
      .select(['id', 'name', 'slug', 'abbreviated_name'])
      .execute()
      .then((rows) => {
        this.facilities = rows.map((row) => ({
          id: row.id,
          name: row.name,
          slug: row.slug,
          abbreviation: row.abbreviated_name,
        }));
        this.loadedAt = Date.now();
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}

function matches(facility: CheckedFacility, by: FacilityKey, value: unknown): boolean {
  switch (by) {
    case 'id':
      return facility.id === asId(value);
    case 'slug':
      return facility.slug === value;
    case 'abbreviation':
      // Zone screens upper-case their address.
      return typeof value === 'string' && facility.abbreviation === value.toUpperCase();
    case 'name':
      return facility.name === value;
  }
}

/** An id given as a number or as digits (paths and query strings are text). */
function asId(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : undefined;
}
