import dayjs from 'dayjs';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a calendar date 'yyyy-MM-dd' as that day in local time. `new Date('2026-11-23')` would
 * read it as UTC midnight, which is the previous day west of Greenwich.
 */
export function parseLocalDate(isoDate: string): dayjs.Dayjs | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const [, year, month, day] = match;
  const date = dayjs(new Date(Number(year), Number(month) - 1, Number(day)));
  // Reject dates the Date constructor rolled over, such as 2026-02-30.
  return date.date() === Number(day) ? date : null;
}

/** A menu date 'yyyy-MM-dd' as MM/dd/yyyy; the raw text when it is not such a date. */
export function formatMenuDate(isoDate: string): string {
  return parseLocalDate(isoDate)?.format('MM/DD/YYYY') ?? isoDate;
}

/** A menu date 'yyyy-MM-dd' as MM/dd (ice restrictions' column headers). */
export function formatMenuDateShort(isoDate: string): string {
  return parseLocalDate(isoDate)?.format('MM/DD') ?? isoDate;
}
