import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScanBatches } from '../../../../web/src/floor/zone-display/scan-batch.ts';
import {
  RETRY_DELAY_MS,
  SCAN_TIMEOUT_MS,
  sendScan,
} from '../../../../web/src/floor/zone-display/send-scan.ts';
import { fakeGateway, type Answer } from '../../support/fake-gateway.ts';
import { scanAnswer } from './zone-fixtures.ts';

const zone = { packingFacilityAbbreviation: 'CHI', lineLetter: 'A', zoneId: '1' };
const ok = (): Answer => ({ data: { scanBox: scanAnswer() } });

describe('sending a scan', () => {
  let logged: unknown[][];
  beforeEach(() => {
    vi.useFakeTimers();
    logged = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a scan made while the gateway is down is tried again each second and answers when it is back', async () => {
    let up = false;
    const gateway = fakeGateway({ ZoneDisplayScanMutation: () => (up ? ok() : 'down') });
    const outcome = sendScan(gateway.client, zone, '1000001-AB', () => true);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 2.5);
    expect(gateway.sent('ZoneDisplayScanMutation')).toHaveLength(3);
    up = true;
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(outcome).resolves.toMatchObject({ kind: 'ok', scan: { shipmentId: '1000001' } });
    expect(gateway.sent('ZoneDisplayScanMutation')).toHaveLength(4);
    expect(logged).toEqual([
      ['API Error', 'network'],
      ['API Error', 'network'],
      ['API Error', 'network'],
    ]);
  });

  it('a call unanswered after 7 s is given up, logged as a time-out, and tried again', async () => {
    let calls = 0;
    const gateway = fakeGateway({
      ZoneDisplayScanMutation: () => {
        calls += 1;
        return calls === 1 ? new Promise<Answer>(() => undefined) : ok();
      },
    });
    const outcome = sendScan(gateway.client, zone, '1000001-AB', () => true);
    await vi.advanceTimersByTimeAsync(SCAN_TIMEOUT_MS - 10);
    expect(logged).toEqual([]);
    await vi.advanceTimersByTimeAsync(10 + RETRY_DELAY_MS);
    await expect(outcome).resolves.toMatchObject({ kind: 'ok' });
    expect(logged).toEqual([['API Error', 'timeout']]);
  });

  it('the gateway refusing the box ends it at once, logged with the host’s status', async () => {
    const gateway = fakeGateway({
      ZoneDisplayScanMutation: () => ({
        errors: [
          {
            message: 'No box matches the barcode 999999999.',
            extensions: { code: 'NOT_FOUND', upstreamStatus: 404 },
          },
        ],
      }),
    });
    await expect(sendScan(gateway.client, zone, '999999999', () => true)).resolves.toEqual({
      kind: 'refused',
      code: 'NOT_FOUND',
      message: 'No box matches the barcode 999999999.',
    });
    expect(gateway.sent('ZoneDisplayScanMutation')).toHaveLength(1);
    expect(logged).toEqual([['API Error', '404']]);
  });

  it('the host being down behind the gateway is tried again like a gateway that is down', async () => {
    let calls = 0;
    const gateway = fakeGateway({
      ZoneDisplayScanMutation: () =>
        (calls += 1) === 1
          ? { errors: [{ message: 'unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }
          : ok(),
    });
    const outcome = sendScan(gateway.client, zone, '1000001-AB', () => true);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(outcome).resolves.toMatchObject({ kind: 'ok' });
    expect(logged).toEqual([['API Error', 'UPSTREAM_UNAVAILABLE']]);
  });

  it('stops trying once its answer is no longer wanted', async () => {
    const gateway = fakeGateway({ ZoneDisplayScanMutation: () => 'down' });
    let wanted = true;
    const outcome = sendScan(gateway.client, zone, '1000001-AB', () => wanted);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS / 2);
    wanted = false;
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 5);
    await expect(outcome).resolves.toEqual({ kind: 'abandoned' });
    expect(gateway.sent('ZoneDisplayScanMutation')).toHaveLength(1);
  });
});

describe('scans in flight', () => {
  it('the first good answer of the scans in flight is shown; the others are no longer wanted', () => {
    const batches = new ScanBatches();
    const first = batches.join();
    const second = batches.join();
    expect(batches.answered(second)).toBe(true);
    expect(batches.isWanted(first)).toBe(false);
    expect(batches.answered(first)).toBe(false);
    // A scan after the answer starts again.
    const third = batches.join();
    expect(batches.isWanted(third)).toBe(true);
    expect(batches.answered(third)).toBe(true);
  });

  it('a refusal shows only when no other scan of its batch is still waiting', () => {
    const batches = new ScanBatches();
    const first = batches.join();
    const second = batches.join();
    expect(batches.refused(first)).toBe(false);
    expect(batches.isWanted(second)).toBe(true);
    expect(batches.refused(second)).toBe(true);

    const third = batches.join();
    const fourth = batches.join();
    expect(batches.refused(third)).toBe(false);
    expect(batches.answered(fourth)).toBe(true);
  });

  it('moving to another zone abandons whatever is in flight', () => {
    const batches = new ScanBatches();
    const ticket = batches.join();
    batches.abandon();
    expect(batches.isWanted(ticket)).toBe(false);
    expect(batches.answered(ticket)).toBe(false);
    expect(batches.refused(ticket)).toBe(false);
  });
});
