import { hashPassword } from '../auth/password.ts';
import { parsePrinterNetwork } from '../label-printers/network.ts';
import type { Weekday } from './calendar.ts';
import type { SeedContext } from './context.ts';
import type { Address } from './model.ts';

export interface FacilitySeed {
  id: number;
  name: string;
  abbreviatedName: string;
  slug: string;
  shipDays: Weekday[];
  timezone: string;
  /** The sender of its shipping labels (also written by 105_facility_return_address.sql). */
  returnAddress: Address;
  /** Where its printers are: the demo's virtual printers listen on 127.0.{id}.{line}. */
  printerNetwork: string;
}

/** The four facilities of the company. Skyview is placed in the Mountain time zone. */
export const FACILITIES: FacilitySeed[] = [
  {
    id: 1,
    name: 'Chicago',
    abbreviatedName: 'CHI',
    slug: 'chicago',
    shipDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
    timezone: 'America/Chicago',
    returnAddress: {
      line1: '4200 S Packers Ave',
      line2: 'Dock 7',
      city: 'Chicago',
      state: 'IL',
      postalCode: '60609',
    },
    printerNetwork: '127.0.1.0/24',
  },
  {
    id: 2,
    name: 'San Bernardino',
    abbreviatedName: 'SBD',
    slug: 'san_bernardino',
    shipDays: ['Monday', 'Tuesday', 'Wednesday'],
    timezone: 'America/Los_Angeles',
    returnAddress: {
      line1: '1650 S Waterman Ave',
      line2: null,
      city: 'San Bernardino',
      state: 'CA',
      postalCode: '92408',
    },
    printerNetwork: '127.0.2.0/24',
  },
  {
    id: 7,
    name: 'Skyview',
    abbreviatedName: 'SKY',
    slug: 'skyview',
    shipDays: ['Tuesday', 'Wednesday', 'Thursday'],
    timezone: 'America/Denver',
    returnAddress: {
      line1: '15700 E 40th Ave',
      line2: 'Suite 100',
      city: 'Aurora',
      state: 'CO',
      postalCode: '80011',
    },
    printerNetwork: '127.0.7.0/24',
  },
  {
    id: 8,
    name: 'Baltimore',
    abbreviatedName: 'BAL',
    slug: 'baltimore',
    shipDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
    timezone: 'America/New_York',
    returnAddress: {
      line1: '2001 Benhill Ave',
      line2: null,
      city: 'Baltimore',
      state: 'MD',
      postalCode: '21226',
    },
    printerNetwork: '127.0.8.0/24',
  },
];

export const DEMO_USERS = [
  { email: 'admin@example.com', name: 'Demo Admin', facilityIds: [1, 2, 7, 8] },
  { email: 'chicago.lead@example.com', name: 'Chicago Lead', facilityIds: [1] },
];

export function facilityById(id: number): FacilitySeed {
  const facility = FACILITIES.find((candidate) => candidate.id === id);
  if (!facility) throw new Error(`Unknown seed facility ${id}`);
  return facility;
}

/**
 * The printer of a seeded line: on the facility's printer network, the line's number as the last
 * part (line A of Chicago, on 127.0.1.0/24: 127.0.1.1, typed 1.1 on the kiosk).
 */
export function linePrinterAddress(facilityId: number, lineNumber: number): string {
  return parsePrinterNetwork(facilityById(facilityId).printerNetwork).host(lineNumber);
}

export async function seedFacilitiesAndUsers(ctx: SeedContext, adminPassword: string) {
  await ctx.writer.insert(
    'packing_facilities',
    FACILITIES.map((facility) => ({
      id: facility.id,
      name: facility.name,
      abbreviated_name: facility.abbreviatedName,
      colloquial_name: facility.name,
      slug: facility.slug,
      ship_days: facility.shipDays,
      printer_network: facility.printerNetwork,
      timezone: facility.timezone,
      return_address_line1: facility.returnAddress.line1,
      return_address_line2: facility.returnAddress.line2,
      return_address_city: facility.returnAddress.city,
      return_address_state: facility.returnAddress.state,
      return_address_postal_code: facility.returnAddress.postalCode,
    })),
  );
  // Hashed one by one: each hash gets its own salt, as a real sign-up would.
  const users = [];
  const access = [];
  for (const user of DEMO_USERS) {
    const id = ctx.writer.nextId('users');
    const passwordHash = await hashPassword(adminPassword);
    users.push({
      id,
      email: user.email,
      name: user.name,
      password_hash: passwordHash,
      created_at: ctx.now,
    });
    access.push(
      ...user.facilityIds.map((facilityId) => ({ user_id: id, packing_facility_id: facilityId })),
    );
  }
  await ctx.writer.insert('users', users);
  await ctx.writer.insert('user_packing_facilities', access);
}
