import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScanBatches } from '../../../../web/src/floor/zone-display/scan-batch.ts';
import { RETRY_DELAY_MS, sendScan } from '../../../../web/src/floor/zone-display/send-scan.ts';
import { SCAN_TIMEOUT_MS } from '../../../../web/src/shared/floor-call-timeouts.ts';
import { fakeGateway, hang, type Answer } from '../../support/fake-gateway.ts';
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

  it('a refused connection is tried again each second, and answers when the gateway is back within the 7 s', async () => {
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

  it('a gateway down for the whole 7 s: the scan times out at 7 s and is not tried after them', async () => {
    const gateway = fakeGateway({ ZoneDisplayScanMutation: () => 'down' });
    let done = false;
    const outcome = sendScan(gateway.client, zone, '1000001-AB', () => true).finally(
      () => (done = true),
    );
    await vi.advanceTimersByTimeAsync(SCAN_TIMEOUT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ kind: 'timedOut' });
    const tries = gateway.sent('ZoneDisplayScanMutation').length;
    expect(tries).toBe(SCAN_TIMEOUT_MS / RETRY_DELAY_MS);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 10);
    expect(gateway.sent('ZoneDisplayScanMutation')).toHaveLength(tries);
  });

  it('a call the gateway holds fails at 7 s, logged as a time-out, aborted and not tried again', async () => {
    const gateway = fakeGateway({ ZoneDisplayScanMutation: hang });
    let done = false;
    const outcome = sendScan(gateway.client, zone, '1000001-AB', () => true).finally(
      () => (done = true),
    );
    await vi.advanceTimersByTimeAsync(SCAN_TIMEOUT_MS - 1);
    expect(done).toBe(false);
    expect(logged).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ kind: 'timedOut' });
    expect(logged).toEqual([['API Error', 'timeout']]);
    expect(gateway.sent('ZoneDisplayScanMutation')).toEqual([
      expect.objectContaining({ aborted: true }),
    ]);
    await vi.advanceTimersByTimeAsync(SCAN_TIMEOUT_MS * 3);
    expect(gateway.sent('ZoneDisplayScanMutation')).toHaveLength(1);
  });

  it('a try made late keeps only what is left of the scan’s 7 s', async () => {
    let calls = 0;
    const gateway = fakeGateway({
      ZoneDisplayScanMutation: () => ((calls += 1) <= 5 ? 'down' : hang()),
    });
    const outcome = sendScan(gateway.client, zone, '1000001-AB', () => true);
    // Five refusals, a second apart; the sixth try starts at 5 s and is held.
    await vi.advanceTimersByTimeAsync(SCAN_TIMEOUT_MS);
    await expect(outcome).resolves.toEqual({ kind: 'timedOut' });
    expect(calls).toBe(6);
    expect(gateway.sent('ZoneDisplayScanMutation')[5]!.aborted).toBe(true);
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
  it('scans of one box form a batch: its first good answer is shown, the others are no longer wanted', () => {
    const batches = new ScanBatches();
    const first = batches.join('1000001');
    const second = batches.join('1000001');
    expect(batches.answered(second)).toBe(true);
    expect(batches.isWanted(first)).toBe(false);
    expect(batches.answered(first)).toBe(false);
    // A scan after the answer starts again.
    const third = batches.join('1000001');
    expect(batches.isWanted(third)).toBe(true);
    expect(batches.answered(third)).toBe(true);
  });

  it('a scan of another box drops the earlier box’s batch: the newer scan’s answer wins', () => {
    const batches = new ScanBatches();
    const earlier = batches.join('1000001');
    const newer = batches.join('1000002');
    expect(batches.isWanted(earlier)).toBe(false);
    // The earlier box answers first, after the newer scan: dropped, whatever it was.
    expect(batches.answered(earlier)).toBe(false);
    expect(batches.failed(earlier)).toBe(false);
    expect(batches.answered(newer)).toBe(true);
  });

  it('a failure shows only when no other scan of its batch is still waiting', () => {
    const batches = new ScanBatches();
    const first = batches.join('1000001');
    const second = batches.join('1000001');
    expect(batches.failed(first)).toBe(false);
    expect(batches.isWanted(second)).toBe(true);
    expect(batches.failed(second)).toBe(true);

    const third = batches.join('1000001');
    const fourth = batches.join('1000001');
    expect(batches.failed(third)).toBe(false);
    expect(batches.answered(fourth)).toBe(true);
  });

  it('moving on abandons whatever is in flight', () => {
    const batches = new ScanBatches();
    const ticket = batches.join('1000001');
    batches.abandon();
    expect(batches.isWanted(ticket)).toBe(false);
    expect(batches.answered(ticket)).toBe(false);
    expect(batches.failed(ticket)).toBe(false);
  });
});
