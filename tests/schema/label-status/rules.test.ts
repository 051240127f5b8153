import { describe, expect, it } from 'vitest';
import {
  formatTrackingNumber,
  judgeShipment,
  regionStatusKey,
  shipDateSchema,
} from '../../../schema/src/label-status/rules.ts';

const address = { line1: '1 Main St', city: 'Chicago', state: 'IL', postalCode: '60601' };

describe('what label generation does with a box', () => {
  it.each([
    ['a complete address with a 5-digit ZIP', address, 'label'],
    ['a ZIP+4', { ...address, postalCode: '60601-1234' }, 'label'],
    ['a ZIP with spaces around it', { ...address, postalCode: ' 60601 ' }, 'label'],
    ['no street', { ...address, line1: null }, 'postpone'],
    ['a blank street', { ...address, line1: '  ' }, 'postpone'],
    ['no city', { ...address, city: null }, 'postpone'],
    ['no state', { ...address, state: null }, 'postpone'],
    ['no postal code', { ...address, postalCode: null }, 'postpone'],
    ['a 3-digit postal code', { ...address, postalCode: '606' }, 'error'],
    ['N/A as postal code', { ...address, postalCode: 'N/A' }, 'error'],
    ['a letter in the ZIP', { ...address, postalCode: '6060X' }, 'error'],
    ['a Canadian postal code', { ...address, postalCode: 'K1A 0B1' }, 'error'],
    ['a state code in lower case', { ...address, state: 'il' }, 'label'],
    ['DC', { ...address, state: 'DC' }, 'label'],
    ['Puerto Rico', { ...address, state: 'PR' }, 'label'],
    ['a state written out', { ...address, state: 'Illinois' }, 'error'],
    ['two letters that are no state', { ...address, state: 'ZZ' }, 'error'],
  ] as const)('%s: %s', (_case, input, kind) => {
    expect(judgeShipment(input).kind).toBe(kind);
  });

  it('an erroring box names itself and its postal code in the message', () => {
    const verdict = judgeShipment({ ...address, postalCode: 'N/A' });
    expect(verdict.kind === 'error' && verdict.errorClass).toBe('AddressValidationError');
    expect(verdict.kind === 'error' && verdict.message(42)).toBe(
      'Shipment 42: postal code "N/A" is not a valid US ZIP code',
    );
  });

  it('a box whose state is no US state code names itself and the state (a routing code starts with it)', () => {
    const verdict = judgeShipment({ ...address, state: 'Illinois' });
    expect(verdict.kind === 'error' && verdict.errorClass).toBe('AddressValidationError');
    expect(verdict.kind === 'error' && verdict.message(42)).toBe(
      'Shipment 42: state "Illinois" is not a two-letter US state code',
    );
  });

  it('a postponed box says why', () => {
    const verdict = judgeShipment({ ...address, city: null });
    expect(verdict.kind === 'postpone' && verdict.reason).toBe('Missing address');
  });
});

describe('tracking numbers', () => {
  it.each([
    [1, '1ZOPS0000000000001'],
    ['42', '1ZOPS0000000000042'],
    [9_999_999_999_999n, '1ZOPS9999999999999'],
  ] as const)('sequence value %s gives %s', (value, expected) => {
    expect(formatTrackingNumber(value)).toBe(expected);
    expect(formatTrackingNumber(value)).toHaveLength(18);
  });

  it.each([0, -1, '12a', '10000000000000'])('refuses sequence value %s', (value) => {
    expect(() => formatTrackingNumber(value)).toThrow(RangeError);
  });
});

describe('ship dates', () => {
  it.each([
    ['2026-11-26', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['11/26/2026', false],
    ['', false],
  ])('%s is a ship date: %s', (text, valid) => {
    expect(shipDateSchema.safeParse(text).success).toBe(valid);
  });

  it('a region on a ship day has one key', () => {
    expect(regionStatusKey('Upper Peninsula', '2026-11-26')).toBe('2026-11-26/Upper Peninsula');
  });
});
