import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, type Bilingual } from './messages.ts';
import { readScan, ScanThrottle, type ZoneAddress } from './scan-rules.ts';
import { sendScan, type ZoneScan } from './send-scan.ts';
import { storeZone } from './zone-storage.ts';

/** Floor spec §9: a mode other than ready reverts after 20 s; an error clears after 5 s. */
export const MODE_REVERT_MS = 20_000;
export const ERROR_CLEAR_MS = 5_000;

export type ZoneMode = 'ready' | 'fetching' | 'scanned' | 'test';

export interface ZoneError {
  /** 'ERROR:' and this, in the banner. */
  status: string;
  /** What the worker should do, in both languages. */
  hint?: Bilingual;
}

/**
 * What the zone screen does with scans: CFG scans configure it and go to /, the test scan shows
 * OK, invalid and throttled scans go no further, a box scan lights its picks (retried while the
 * gateway is down).
 */
export function useZoneScans(
  zone: ZoneAddress | undefined,
  paused: boolean,
  onScanned?: (scan: ZoneScan) => void,
) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mode, setMode] = useState<ZoneMode>('ready');
  const [scan, setScan] = useState<ZoneScan | null>(null);
  const [error, setError] = useState<ZoneError | null>(null);
  const throttle = useRef(new ScanThrottle());
  const latest = useRef(0);
  const scanned = useRef(onScanned);
  useEffect(() => {
    scanned.current = onScanned;
  });

  useEffect(() => {
    if (mode === 'ready') return undefined;
    const timer = setTimeout(() => {
      setMode('ready');
      setScan(null);
    }, MODE_REVERT_MS);
    return () => clearTimeout(timer);
  }, [mode, scan]);

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
          setScan(null);
          setError(null);
          setMode('test');
          return;
        case 'invalid':
          setError({ status: MESSAGES.invalidScan.en, hint: MESSAGES.invalidScan });
          return;
        case 'box': {
          if (!zone) {
            setError({ status: MESSAGES.configureZone.en, hint: MESSAGES.configureZone });
            return;
          }
          const id = (latest.current += 1);
          setMode('fetching');
          setError(null);
          void sendScan(client, zone, action.barcode, () => latest.current === id).then(
            (outcome) => {
              if (latest.current !== id) return;
              if (outcome.kind === 'ok') {
                setScan(outcome.scan);
                setMode('scanned');
                scanned.current?.(outcome.scan);
              } else if (outcome.kind === 'refused') {
                setScan(null);
                setMode('ready');
                setError({
                  status: outcome.message,
                  hint: outcome.code === 'NOT_FOUND' ? MESSAGES.scanAgain : undefined,
                });
              }
            },
          );
        }
      }
    },
    [client, navigate, paused, zone],
  );

  return { mode, scan, error, onScan };
}
