import { describe, expect, it } from 'vitest';
import {
  boxIdOf,
  gridSize,
  normaliseZone,
  readScan,
  scannedBanner,
  ScanThrottle,
  usesPickList,
} from '../../../../web/src/floor/zone-display/scan-rules.ts';
import { countNearMissBox } from '../../../../web/src/floor/zone-display/near-miss.ts';
import { errorRatePercent, scanRate } from '../../../../web/src/shared/zone-rates.ts';

describe('scan rules', () => {
  it('accepts word characters and hyphens at least 9 long, and nothing else', () => {
    expect(readScan('123456-AB')).toEqual({ kind: 'box', barcode: '123456-AB', boxId: '123456' });
    expect(readScan('12345678')).toEqual({ kind: 'invalid' });
    expect(readScan('123456-A B')).toEqual({ kind: 'invalid' });
    expect(readScan('123456-AB!')).toEqual({ kind: 'invalid' });
    expect(readScan('abc_defgh')).toMatchObject({ kind: 'box' });
  });

  it('the box id is the part before the first hyphen', () => {
    expect(boxIdOf('1234567-AB12-9')).toBe('1234567');
    expect(boxIdOf('123456789')).toBe('123456789');
  });

  it('a CFG scan configures the zone, upper-cased, MEALCARD read as MealCard', () => {
    expect(readScan('CFG-chi-a-3')).toEqual({
      kind: 'configure',
      zone: { packingFacilityAbbreviation: 'CHI', lineLetter: 'A', zoneId: '3' },
    });
    expect(readScan('CFG-CHI-B-MEALCARD')).toMatchObject({ zone: { zoneId: 'MealCard' } });
    expect(readScan('CFG-CHI-3')).toEqual({ kind: 'invalid' });
    expect(
      normaliseZone({ packingFacilityAbbreviation: 'sky', lineLetter: 'c', zoneId: 'mealcard' }),
    ).toEqual({ packingFacilityAbbreviation: 'SKY', lineLetter: 'C', zoneId: 'MealCard' });
  });

  it('P2L_SCAN_TEST is the test scan', () => {
    expect(readScan('P2L_SCAN_TEST')).toEqual({ kind: 'test' });
  });

  it('the same value a third time within 5 s is ignored; other values and later scans pass', () => {
    const throttle = new ScanThrottle();
    expect(throttle.ignore('111111111', 0)).toBe(false);
    expect(throttle.ignore('111111111', 1_000)).toBe(false);
    expect(throttle.ignore('222222222', 1_500)).toBe(false);
    expect(throttle.ignore('111111111', 2_000)).toBe(true);
    expect(throttle.ignore('111111111', 4_000)).toBe(true);
    // Only the scans of the last 5 s count.
    expect(throttle.ignore('111111111', 9_500)).toBe(false);
  });
});

describe('grid sizing', () => {
  it('takes the zone’s rows and columns, 6 × 6 by default', () => {
    expect(gridSize({ zoneType: 'Food', rows: 3, columns: 4 })).toEqual({ rows: 3, columns: 4 });
    expect(gridSize({ zoneType: 'Food' })).toEqual({ rows: 6, columns: 6 });
  });

  it('3 × 3 on an error in a meal card zone, 1 × 1 as the fallback', () => {
    expect(gridSize({ zoneType: 'Meal Card', rows: 5, columns: 6, hasError: true })).toEqual({
      rows: 3,
      columns: 3,
    });
    expect(gridSize({ zoneType: 'Food', rows: 5, columns: 6, hasError: true })).toEqual({
      rows: 5,
      columns: 6,
    });
    expect(gridSize({})).toEqual({ rows: 1, columns: 1 });
    expect(gridSize({ zoneType: 'Pallet', rows: 1, columns: 1 })).toEqual({ rows: 1, columns: 1 });
  });

  it('switches to the pick list when a row would be under 130 px high', () => {
    expect(usesPickList(720, 6)).toBe(true);
    expect(usesPickList(1080, 6)).toBe(false);
    expect(usesPickList(780, 6)).toBe(false);
  });
});

describe('banner and footer', () => {
  it('shows line and zone with the Includes notes joined by " | ", else the group info', () => {
    expect(
      scannedBanner('A', 5, { includesBinder: true, includesPromotionalItem: true }, 'Chicago'),
    ).toBe('A5 — Includes Binder | Includes Promotional Item');
    expect(scannedBanner('B', 2, {}, 'Upper Midwest · Monday · 12"')).toBe(
      'B2 — Upper Midwest · Monday · 12"',
    );
  });

  it('scan rate is 1 − error rate as a percentage with one decimal', () => {
    expect(scanRate(0)).toBe('100.0%');
    expect(scanRate(0.0625)).toBe('93.8%');
    expect(scanRate(1)).toBe('0.0%');
  });

  it('the wall’s error rate and the screen’s scan rate of a zone make 100 %', () => {
    for (const rate of [0, 0.2, 1 / 7, 6 / 7, 1]) {
      const shown = parseFloat(errorRatePercent(rate)) + parseFloat(scanRate(rate));
      expect(shown).toBeCloseTo(100, 5);
    }
  });
});

describe('near miss', () => {
  const settings = { qaNearMiss: true, qaNearMissBoxScanCount: 3 };

  it('opens by itself when the distinct boxes scanned reach the count', () => {
    let boxes: string[] = [];
    const opened: boolean[] = [];
    for (const box of ['1', '2', '2', '3', '4', '5', '6']) {
      const counted = countNearMissBox(boxes, box, settings);
      boxes = counted.boxes;
      opened.push(counted.open);
    }
    expect(opened).toEqual([false, false, false, true, false, false, true]);
  });

  it('stays shut with near miss off, and the box list starts again when full', () => {
    expect(countNearMissBox(['1', '2'], '3', { ...settings, qaNearMiss: false }).open).toBe(false);
    expect(countNearMissBox(['1', '2', '3', '4'], '5', settings, 5).boxes).toEqual([]);
  });
});
