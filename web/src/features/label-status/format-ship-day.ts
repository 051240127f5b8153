import { parseLocalDate } from '../../shared/date-format.ts';

/** A ship date 'yyyy-MM-dd' as 'Thursday 11/26/2026'; the raw text when it is not such a date. */
export function formatShipDay(isoDate: string): string {
  return parseLocalDate(isoDate)?.format('dddd MM/DD/YYYY') ?? isoDate;
}
