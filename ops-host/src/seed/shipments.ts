import type { Faker } from '@faker-js/faker';
import { localClock } from '../facilities/local-clock.ts';
import { addDays, atLocalTime, WEEKDAYS } from './calendar.ts';
import { boxContents } from './contents.ts';
import type { SeedContext } from './context.ts';
import { facilityById } from './facilities-and-users.ts';
import type { IcePolicy } from './ice.ts';
import type { MenuSeed } from './menus.ts';
import type { Address, BoxSeed, FacilityPlan, GroupSeed } from './model.ts';
import type { Catalog } from './pickables.ts';
import type { RegionSeed } from './regions.ts';
import { createRandom } from './random.ts';

/** Box ids start at seven digits so that `{id}-{suffix}` is always at least 9 characters. */
const FIRST_BOX_ID = 1_000_001;

export interface ShipmentInputs {
  menu: MenuSeed;
  catalog: Catalog;
  regions: RegionSeed[];
  ice: IcePolicy;
}

/** The packed menu's plan groups and boxes of every data facility, in memory. */
export function buildFacilityPlans(ctx: SeedContext, inputs: ShipmentInputs): FacilityPlan[] {
  return ctx.profile.dataFacilityIds.map((facilityId) => buildFacility(ctx, inputs, facilityId));
}

function buildFacility(ctx: SeedContext, inputs: ShipmentInputs, facilityId: number): FacilityPlan {
  const { profile } = ctx;
  const facility = facilityById(facilityId);
  const random = createRandom(`boxes:${facilityId}`);
  const addresses = createRandom(`addresses:${facilityId}`);
  const shipDates = facility.shipDays
    .map((day) => addDays(inputs.menu.date, WEEKDAYS.indexOf(day)))
    .sort();
  const lastDate = shipDates.at(-1);
  const regions = inputs.regions.filter((region) => region.facilityId === facilityId);
  const groups: GroupSeed[] = [];
  for (const shipDate of shipDates) {
    for (const region of regions) {
      if (region.isBroken && shipDate !== lastDate) continue;
      for (const shape of profile.groupShapes) {
        if (profile.groupsPerFacility !== undefined && groups.length >= profile.groupsPerFacility)
          break;
        if (!random.datatype.boolean({ probability: profile.shapeProbability })) continue;
        const group: GroupSeed = {
          id: 0,
          facilityId,
          menuId: inputs.menu.id,
          name: region.name,
          shipDate,
          region,
          plan: shape.plan,
          boxSizeInches: shape.boxSizeInches,
          line: null,
          displayOrder: 0,
          isComplete: false,
          isSoftComplete: false,
          dockoutAt: atLocalTime(shipDate, region.dockoutTime, facility.timezone),
          splitFrom: null,
          boxes: [],
        };
        const base = random.number.int(profile.boxesPerGroup);
        const count = Math.max(1, Math.round(base * (0.5 + region.weight / 5)));
        for (let i = 0; i < count; i += 1)
          group.boxes.push(buildBox(ctx, inputs, { random, addresses }, group, i > 0));
        groups.push(group);
      }
    }
  }
  // The facility's own date: in the evening in America, UTC already shows the next day, and
  // the day being packed there is still today's.
  const today = localClock(ctx.now, facility.timezone).date;
  return {
    facilityId,
    timezone: facility.timezone,
    shipDates,
    // Once the menu's last ship day is over, the floor is still on it until the next menu's
    // packing starts (Friday morning in Chicago): never a night with nothing in progress.
    packingDate: shipDates.find((date) => date >= today) ?? shipDates.at(-1),
    groups,
    postponed: [],
  };
}

/** mayLackAddress is false for a group's first box, so postponing never empties a group. */
function buildBox(
  ctx: SeedContext,
  inputs: ShipmentInputs,
  { random, addresses }: { random: Faker; addresses: Faker },
  group: GroupSeed,
  mayLackAddress: boolean,
): BoxSeed {
  const { contents, isFirstOrder } = boxContents(
    random,
    inputs.catalog,
    group.menuId,
    group.plan,
    group.boxSizeInches,
  );
  return {
    id: ctx.writer.nextId('shipments', FIRST_BOX_ID),
    barcodeSuffix: random.string.alphanumeric({ length: 4, casing: 'upper' }),
    facilityId: group.facilityId,
    menuId: group.menuId,
    shipDate: group.shipDate,
    region: group.region,
    plan: group.plan,
    boxSizeInches: group.boxSizeInches,
    brand: group.plan === 'tempo' ? 'Fresh Table Tempo' : 'Fresh Table',
    customerName: random.person.fullName(),
    address: address(addresses, group.region, mayLackAddress),
    isFirstOrder,
    isBeta: random.datatype.boolean({ probability: 0.01 }),
    isQcSample: random.datatype.boolean({ probability: 0.02 }),
    contents,
    ice: inputs.ice.icePacks(
      group.facilityId,
      group.plan,
      inputs.menu,
      group.region.category,
      group.boxSizeInches,
    ),
    trackingNumber: null,
    postponedReason: null,
    printed: null,
  };
}

/**
 * An address in one of the region's towns. About 1 box in 70 (never a group's first) comes
 * without an address; half the broken region's postal codes are junk.
 */
function address(random: Faker, region: RegionSeed, mayLackAddress: boolean): Address | null {
  if (random.datatype.boolean({ probability: 0.015 }) && mayLackAddress) return null;
  const broken = region.isBroken && random.datatype.boolean({ probability: 0.5 });
  const place = random.helpers.arrayElement(region.places);
  return {
    line1: random.location.streetAddress(),
    line2: random.datatype.boolean({ probability: 0.15 })
      ? random.location.secondaryAddress()
      : null,
    city: place.city,
    state: region.state,
    postalCode: broken
      ? random.helpers.arrayElement([
          'N/A',
          random.string.numeric(3),
          `${random.string.numeric(4)}X`,
        ])
      : random.helpers.arrayElement(place.postalCodes),
  };
}
