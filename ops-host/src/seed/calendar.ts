// Calendar helpers for the seed. Dates are 'yyyy-MM-dd' strings (as the database returns them);
// day arithmetic is done in UTC, where every day has 24 hours.

const DAY_MS = 86_400_000;

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

/** Monday = 0 … Sunday = 6. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday of the week holding instant (UTC). */
export function mondayOf(instant: Date): string {
  const today = isoDate(instant);
  return addDays(today, -weekdayIndex(today));
}

export function minutesBefore(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() - minutes * 60_000);
}

export function minutesAfter(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}

export function earliest(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

/** The instant when the wall clock in timeZone shows date and time ('HH:MM'). */
export function atLocalTime(date: string, time: string, timeZone: string): Date {
  const asUtc = new Date(`${date}T${time}:00Z`);
  const offsetName =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(asUtc)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offsetName);
  if (!match) return asUtc;
  const sign = match[1] === '-' ? -1 : 1;
  const offsetMinutes = sign * (Number(match[2]) * 60 + Number(match[3]));
  return minutesBefore(asUtc, offsetMinutes);
}
