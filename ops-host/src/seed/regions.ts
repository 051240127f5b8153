import type { SeedContext } from './context.ts';
import { facilityById } from './facilities-and-users.ts';
import { createRandom } from './random.ts';
import { REGION_PLACES, type Place } from './region-places.ts';

export interface RegionSeed {
  id: number;
  facilityId: number;
  name: string;
  category: string;
  /** US state of its addresses. */
  state: string;
  /** The towns its customers live in, with their ZIP codes. */
  places: Place[];
  /** Truck departure, local time ('HH:MM'): hot-weather regions leave earlier. */
  dockoutTime: string;
  /** Relative box volume. */
  weight: number;
  /**
   * Its boxes carry malformed postal codes, so label generation errors the region (bad
   * data errors the region). It ships only on the facility's last ship day.
   */
  isBroken: boolean;
}

type RegionSpec = [name: string, state: string, category: string, weight: number];

/** A demo region's towns, or for a benchmark region (named "{city} {state}") its own town. */
function placesOf(facilityId: number, [name, state]: RegionSpec): Place[] {
  const places = REGION_PLACES[name];
  if (places) return places;
  // Its own stream: the benchmark's region names stay as they were.
  const random = createRandom(`region-places:${facilityId}:${name}`);
  const city = name.slice(0, -(state.length + 1));
  return [
    {
      city,
      postalCodes: Array.from({ length: 3 }, () => random.location.zipCode({ state })),
    },
  ];
}

const DEMO_REGIONS: Record<number, RegionSpec[]> = {
  1: [
    ['Chicago Metro', 'IL', 'Moderate', 5],
    ['Milwaukee', 'WI', 'Cool', 2],
    ['Indianapolis', 'IN', 'Moderate', 3],
    ['Detroit', 'MI', 'Cool', 3],
    ['St. Louis', 'MO', 'Hot', 2],
    ['Minneapolis', 'MN', 'Cool', 2],
  ],
  2: [
    ['Los Angeles', 'CA', 'Hot', 5],
    ['San Diego', 'CA', 'Moderate', 3],
    ['Phoenix', 'AZ', 'Extreme', 3],
    ['Las Vegas', 'NV', 'Extreme', 2],
    ['Inland Empire', 'CA', 'Hot', 2],
    ['Tucson', 'AZ', 'Extreme', 1],
  ],
  7: [
    ['Denver Metro', 'CO', 'Moderate', 4],
    ['Salt Lake City', 'UT', 'Moderate', 2],
    ['Boise', 'ID', 'Cool', 1],
    ['Albuquerque', 'NM', 'Hot', 2],
    ['Colorado Springs', 'CO', 'Cool', 2],
    ['Cheyenne', 'WY', 'Cool', 1],
  ],
  8: [
    ['Baltimore Metro', 'MD', 'Moderate', 4],
    ['Washington DC', 'DC', 'Hot', 4],
    ['Philadelphia', 'PA', 'Moderate', 3],
    ['Richmond', 'VA', 'Hot', 2],
    ['Pittsburgh', 'PA', 'Cool', 2],
    ['Norfolk', 'VA', 'Hot', 1],
  ],
};

const BROKEN_REGION: { facilityId: number; spec: RegionSpec } = {
  facilityId: 1,
  spec: ['Upper Peninsula', 'MI', 'Cool', 1],
};

const CATEGORIES = ['Cool', 'Moderate', 'Hot', 'Extreme'];

export async function seedRegions(ctx: SeedContext): Promise<RegionSeed[]> {
  const regions: RegionSeed[] = [];
  for (const facilityId of ctx.profile.dataFacilityIds) {
    const specs =
      ctx.profile.generatedRegionsPerFacility > 0
        ? generatedRegions(facilityId, ctx.profile.generatedRegionsPerFacility)
        : (DEMO_REGIONS[facilityId] ?? []);
    for (const spec of specs) {
      const [name, state, category, weight] = spec;
      regions.push({
        id: ctx.writer.nextId('shipping_regions'),
        facilityId,
        name,
        state,
        places: placesOf(facilityId, spec),
        category,
        dockoutTime: dockout(category),
        weight,
        isBroken: false,
      });
    }
    if (ctx.profile.size === 'demo' && facilityId === BROKEN_REGION.facilityId) {
      const [name, state, category, weight] = BROKEN_REGION.spec;
      regions.push({
        id: ctx.writer.nextId('shipping_regions'),
        facilityId,
        name,
        state,
        places: placesOf(facilityId, BROKEN_REGION.spec),
        category,
        dockoutTime: dockout(category),
        weight,
        isBroken: true,
      });
    }
  }
  await ctx.writer.insert(
    'shipping_regions',
    regions.map((region) => {
      const abbreviation = facilityById(region.facilityId).abbreviatedName;
      const index = regions.filter((r) => r.facilityId === region.facilityId).indexOf(region) + 1;
      return {
        id: region.id,
        packing_facility_id: region.facilityId,
        name: region.name,
        code: `${abbreviation}-${String(index).padStart(2, '0')}`,
        category: region.category,
        dockout_time: region.dockoutTime,
      };
    }),
  );
  return regions;
}

function dockout(category: string): string {
  return category === 'Extreme' ? '14:00' : '16:00';
}

/** Region names for the benchmark: unique, stable, and never equal to a demo region's. */
function generatedRegions(facilityId: number, count: number): RegionSpec[] {
  const random = createRandom(`regions:${facilityId}`);
  const names = new Set<string>();
  const specs: RegionSpec[] = [];
  while (specs.length < count) {
    const state = random.location.state({ abbreviated: true });
    const name = `${random.location.city()} ${state}`;
    if (names.has(name)) continue;
    names.add(name);
    specs.push([
      name,
      state,
      random.helpers.arrayElement(CATEGORIES),
      random.number.int({ min: 1, max: 5 }),
    ]);
  }
  return specs;
}
