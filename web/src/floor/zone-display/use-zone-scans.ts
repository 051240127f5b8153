import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, type Bilingual } from './messages.ts';
import { ScanBatches } from './scan-batch.ts';
import { readScan, ScanThrottle, type ZoneAddress } from './scan-rules.ts';
import { sendScan, type ZoneScan } from './send-scan.ts';
import { storeZone } from './zone-storage.ts';

/** A mode other than ready reverts after 20 s; an error clears after 5 s. */
export const MODE_REVERT_MS = 20_000;
export const ERROR_CLEAR_MS = 5_000;

export type ZoneMode = 'ready' | 'fetching' | 'scanned' | 'test';

export interface ZoneError {
  /** 'ERROR:' and this, in the banner. */
  status: string;
  /** What the worker should do, in both languages. */
  hint?: Bilingual;
}

/** What to do about a refused scan, in both languages. */
function refusalHint(refusal: { code: string; message: string }): Bilingual | undefined {
  if (refusal.code === 'NOT_FOUND') return MESSAGES.scanAgain;
  // The host names the line the box belongs to, in English: the Spanish goes beside it.
  if (refusal.code === 'BAD_USER_INPUT') {
    return { en: refusal.message || MESSAGES.wrongLine.en, es: MESSAGES.wrongLine.es };
  }
  return undefined;
}

/**
 * What the zone screen does with scans: CFG scans configure it and go to /, the test scan shows
 * OK, invalid and throttled scans go no further, a box scan lights its picks (of several scans of
 * the box in flight, the first good answer wins) or, with no answer within its 7 s, asks for the
 * box to be scanned again. An answer for a box scanned before the latest box is never shown.
 */
export function useZoneScans(
  zone: ZoneAddress | undefined,
  options: {
    /** Scans are ignored (a QA dialog is open). */
    paused: boolean;
    /** Why box scans cannot be answered here (no zone, an unknown facility or zone). */
    blocked: Bilingual | null;
    onScanned?: (scan: ZoneScan) => void;
    /** The host refused a box scan (and counted it). */
    onRefused?: () => void;
  },
) {
  const { paused, blocked, onScanned, onRefused } = options;
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mode, setMode] = useState<ZoneMode>('ready');
  const [scan, setScan] = useState<ZoneScan | null>(null);
  const [error, setError] = useState<ZoneError | null>(null);
  const throttle = useRef(new ScanThrottle());
  const batches = useRef(new ScanBatches());
  const scanned = useRef(onScanned);
  const refused = useRef(onRefused);
  useEffect(() => {
    scanned.current = onScanned;
    refused.current = onRefused;
  });

  // Answers for another zone's screen are not wanted.
  useEffect(() => () => batches.current.abandon(), [zone]);

  useEffect(() => {
    if (mode === 'ready') return undefined;
    const timer = setTimeout(() => {
      setMode('ready');
      setScan(null);
    }, MODE_REVERT_MS);
    return () => clearTimeout(timer);
  }, [mode, scan]);

  // A scan refused because the zone went from the line's preset meanwhile: once the screen
  // knows, the banner says what is wrong rather than asking for the box again.
  useEffect(() => {
    if (blocked) setError((shown) => shown && { status: blocked.en, hint: blocked });
  }, [blocked]);

  useEffect(() => {
    if (!error) return undefined;
    const timer = setTimeout(() => setError(null), ERROR_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const onScan = useCallback(
    (raw: string) => {
      if (paused || raw.trim() === '') return;
      if (throttle.current.ignore(raw.trim(), Date.now())) return;
      const action = readScan(raw);
      switch (action.kind) {
        case 'configure':
          storeZone(action.zone);
          void navigate('/');
          return;
        case 'test':
          batches.current.abandon();
          setScan(null);
          setError(null);
          setMode('test');
          return;
        case 'invalid':
          setError({ status: MESSAGES.invalidScan.en, hint: MESSAGES.invalidScan });
          return;
        case 'box': {
          if (!zone || blocked) {
            const why = blocked ?? MESSAGES.configureZone;
            setError({ status: why.en, hint: why });
            return;
          }
          const ticket = batches.current.join(action.boxId);
          setMode('fetching');
          setError(null);
          void sendScan(client, zone, action.barcode, () => batches.current.isWanted(ticket)).then(
            (outcome) => {
              if (outcome.kind === 'ok' && batches.current.answered(ticket)) {
                setScan(outcome.scan);
                setMode('scanned');
                scanned.current?.(outcome.scan);
              } else if (outcome.kind === 'refused' && batches.current.failed(ticket)) {
                setScan(null);
                setMode('ready');
                setError({ status: outcome.message, hint: refusalHint(outcome) });
                refused.current?.();
              } else if (outcome.kind === 'timedOut' && batches.current.failed(ticket)) {
                setScan(null);
                setMode('ready');
                setError({ status: MESSAGES.noAnswer.en, hint: MESSAGES.noAnswer });
              }
            },
          );
        }
      }
    },
    [blocked, client, navigate, paused, zone],
  );

  return { mode, scan, error, onScan };
}
