import { z } from 'zod';

/**
 * Label generation rules shared by the operations host (which applies them) and the tracker
 * (which names the states).
 */

/** A region's label progress on a ship day. */
export const labelProgressStatuses = ['In Progress', 'Completed', 'Errored'] as const;
export type LabelProgressStatus = (typeof labelProgressStatuses)[number];

/** A US ZIP code: the check made before the carrier is asked for a label. */
const US_ZIP = /^\d{5}(-\d{4})?$/;

export interface ShipmentAddress {
  line1: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
}

/**
 * The two-letter codes the carrier delivers to: the states, DC, the territories and the military
 * post offices. A label's routing code starts with one of them.
 */
const US_STATE_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
    'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC AS GU MP PR VI AA AE AP'
  ).split(' '),
);

/** The error class a region gets when one of its boxes has an address the carrier cannot take. */
export const ADDRESS_VALIDATION_ERROR = 'AddressValidationError';

/** Why a box was postponed when its address is incomplete. */
export const MISSING_ADDRESS_REASON = 'Missing address';

export type ShipmentVerdict =
  | { kind: 'label' }
  | { kind: 'postpone'; reason: string }
  | { kind: 'error'; errorClass: string; message: (shipmentId: number | string) => string };

const isBlank = (value: string | null) => value === null || value.trim() === '';

/**
 * What label generation does with one box: an incomplete address postpones the box (it ships
 * once the address is fixed); a postal code that is not a US ZIP, or a state that is not a US
 * state code, is broken data that needs a person, so it errors the whole region; anything else
 * gets a tracking number.
 */
export function judgeShipment(address: ShipmentAddress): ShipmentVerdict {
  if (isBlank(address.line1) || isBlank(address.city) || isBlank(address.state)) {
    return { kind: 'postpone', reason: MISSING_ADDRESS_REASON };
  }
  if (isBlank(address.postalCode)) return { kind: 'postpone', reason: MISSING_ADDRESS_REASON };
  const postalCode = (address.postalCode ?? '').trim();
  if (!US_ZIP.test(postalCode)) {
    return {
      kind: 'error',
      errorClass: ADDRESS_VALIDATION_ERROR,
      message: (id) => `Shipment ${id}: postal code "${postalCode}" is not a valid US ZIP code`,
    };
  }
  const state = (address.state ?? '').trim();
  if (!US_STATE_CODES.has(state.toUpperCase())) {
    return {
      kind: 'error',
      errorClass: ADDRESS_VALIDATION_ERROR,
      message: (id) => `Shipment ${id}: state "${state}" is not a two-letter US state code`,
    };
  }
  return { kind: 'label' };
}

/**
 * The carrier whose tracking numbers label generation assigns, and the service the boxes ship
 * by: what a shipping label's service band says.
 */
export const CARRIER = { name: 'UPS', service: 'GROUND' } as const;

/** Prefix of the tracking numbers label generation assigns (carrier 1Z, our shipper code). */
const TRACKING_PREFIX = '1ZOPS';
const TRACKING_DIGITS = 13;

/**
 * The tracking number for the n-th number ever taken from the database's sequence: 18 characters
 * like the carrier's, and distinct for distinct n.
 */
export function formatTrackingNumber(sequenceValue: number | bigint | string): string {
  const digits = String(sequenceValue);
  if (!/^[1-9]\d*$/.test(digits) || digits.length > TRACKING_DIGITS) {
    throw new RangeError(`Tracking number sequence value out of range: ${digits}`);
  }
  return `${TRACKING_PREFIX}${digits.padStart(TRACKING_DIGITS, '0')}`;
}

/** Cache and React key of a region on a ship day: the same two parts as its realtime channel. */
export function regionStatusKey(regionName: string, shipDate: string): string {
  return `${shipDate}/${regionName}`;
}

/** A ship date as the tracker and the operator command take it: a real calendar day, yyyy-MM-dd. */
export const shipDateSchema = z.iso.date({ message: 'must be a date written yyyy-MM-dd' });
