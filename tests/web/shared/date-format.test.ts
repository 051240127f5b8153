import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatMenuDate,
  formatMenuDateShort,
  parseLocalDate,
} from '../../../web/src/shared/date-format.ts';

describe('date format', () => {
  const originalTz = process.env.TZ;
  // West of Greenwich, reading '2026-11-23' as UTC would show 11/22.
  beforeEach(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('shows a menu date as MM/dd/yyyy on the same calendar day', () => {
    expect(formatMenuDate('2026-11-23')).toBe('11/23/2026');
    expect(formatMenuDate('2027-01-01')).toBe('01/01/2027');
  });

  it('shows a menu date as MM/dd for column headers', () => {
    expect(formatMenuDateShort('2026-03-08')).toBe('03/08');
  });

  it('leaves text that is not a yyyy-MM-dd date as it is', () => {
    expect(formatMenuDate('soon')).toBe('soon');
    expect(parseLocalDate('2026-02-30')).toBeNull();
  });
});
