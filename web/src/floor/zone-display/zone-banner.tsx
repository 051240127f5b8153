import { Both } from './both-languages.tsx';
import { FIRST_BOX, MESSAGES, type Bilingual } from './messages.ts';
import { scannedBanner } from './scan-rules.ts';
import type { ZoneError, ZoneMode } from './use-zone-scans.ts';
import type { ZoneScan } from './send-scan.ts';

interface ZoneBannerProps {
  mode: ZoneMode;
  scan: ZoneScan | null;
  error: ZoneError | null;
  /** Null when the screen has no zone, or its zone is not in the line's preset. */
  zone: { lineLetter: string; zoneId: number; zoneType: string } | null;
  missing: Bilingual | null;
}

/** The top banner: ready, the scanned box's notes, the test OK, an error or a missing zone. */
export function ZoneBanner({ mode, scan, error, zone, missing }: ZoneBannerProps) {
  if (error) {
    return (
      <header className="zone-banner zone-banner-error" role="alert">
        <div>ERROR: {error.status}</div>
        {error.hint && error.hint.en !== error.status && <Both text={error.hint} />}
        {error.hint && error.hint.en === error.status && (
          <div className="zone-es">{error.hint.es}</div>
        )}
      </header>
    );
  }
  if (missing || !zone) {
    return (
      <header className="zone-banner zone-banner-error" role="alert">
        <Both text={missing ?? MESSAGES.configureZone} />
      </header>
    );
  }
  if (mode === 'test') {
    return (
      <header className="zone-banner zone-banner-ok" role="status">
        {MESSAGES.testOk.en}
      </header>
    );
  }
  if (mode === 'scanned' && scan) {
    return (
      <header className="zone-banner zone-banner-scanned" role="status">
        {zone.zoneType === 'QA' && scan.includesFirstOrderMessage && (
          <div className="zone-first-box">
            <Both text={FIRST_BOX} />
          </div>
        )}
        <div>{scannedBanner(zone.lineLetter, zone.zoneId, scan, scan.groupInfo)}</div>
      </header>
    );
  }
  return (
    <header className="zone-banner" role="status">
      {mode === 'fetching' ? '…' : <Both text={MESSAGES.readyToScan} />}
    </header>
  );
}
