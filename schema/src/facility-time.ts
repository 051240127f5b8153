/**
 * An instant as a facility's people read it: "Wed 11/25/2026 6:00 PM CST" in the facility's IANA
 * time zone (the Label Status Tracker's "generated at", History's entries).
 */
export function formatFacilityTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(at)
    .replace(/,/g, '');
}
