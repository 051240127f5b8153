import { MESSAGES } from './messages.ts';
import { scanRate } from '../../shared/zone-rates.ts';
import type { Connectivity } from '../../shared/use-heartbeat.ts';

/** Scan rate, and the offline message while the last heartbeat failed. */
export function ZoneFooter({
  errorRate,
  connectivity,
}: {
  errorRate: number | null;
  connectivity: Connectivity;
}) {
  return (
    <footer className="zone-footer">
      {connectivity.offline && (
        <div className="zone-offline" role="alert">
          <span>
            {MESSAGES.offline.en} / {MESSAGES.offline.es}
          </span>
          {connectivity.lastOnline && (
            <span>
              {' '}
              {MESSAGES.lastOnline.en} / {MESSAGES.lastOnline.es}:{' '}
              {connectivity.lastOnline.toLocaleTimeString()}
            </span>
          )}
        </div>
      )}
      {errorRate !== null && <div className="zone-scan-rate">Scan Rate: {scanRate(errorRate)}</div>}
    </footer>
  );
}
