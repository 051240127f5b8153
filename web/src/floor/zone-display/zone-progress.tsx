import { missedZone, pendingZone } from './messages.ts';
import type { ZoneScan } from './send-scan.ts';

/** Zones missed before this one (highlighted) and the zones still ahead of the box. */
export function ZoneProgress({ scan }: { scan: ZoneScan }) {
  const missed = scan.zoneProgress.filter((z) => z.state === 'missed');
  const pending = scan.zoneProgress.filter((z) => z.state === 'pending');
  if (missed.length === 0 && pending.length === 0) return null;
  return (
    <div className="zone-progress">
      {missed.map((z) => (
        <span key={z.zoneId} className="zone-missed" role="alert">
          {missedZone(z.zoneId).en} / {missedZone(z.zoneId).es}
        </span>
      ))}
      {pending.map((z) => (
        <span key={z.zoneId} className="zone-pending">
          {pendingZone(z.zoneId).en} / {pendingZone(z.zoneId).es}
        </span>
      ))}
    </div>
  );
}
