import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallTimeoutError } from '../../../../web/src/app/apollo/timeout-link.ts';
import {
  FloorHeartbeatMutationDocument,
  KioskPrinterStatusQueryDocument,
  MenuSelectQueryDocument,
} from '../../../../web/src/generated/graphql.ts';
import {
  FLOOR_CALL_TIMEOUT_MS,
  HEARTBEAT_TIMEOUT_MS,
} from '../../../../web/src/shared/floor-call-timeouts.ts';
import { printerStatusAnswer } from '../../floor/printer-kiosk/kiosk-fixtures.ts';
import { fakeGateway, hang, type Answer } from '../../support/fake-gateway.ts';

const heartbeat = {
  mutation: FloorHeartbeatMutationDocument,
  variables: {
    input: {
      packingFacilityAbbreviation: 'CHI',
      lineLetter: 'A',
      packLineZoneId: '1',
      eventType: 'heartbeat',
      zoneState: 'active',
    },
  },
};
const printerStatus = {
  query: KioskPrinterStatusQueryDocument,
  variables: { slug: 'chicago', line: 'A', printerIp: '1.1' },
};
/** Settles `promise` into a value the test can look at while the clock is under its control. */
function settled<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error: unknown) => Object.assign(state, { error, done: true }),
  );
  return state;
}

describe('floor calls’ time-outs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a floor call that never answers fails at its time-out, and its request is aborted', async () => {
    const gateway = fakeGateway({ FloorHeartbeatMutation: hang });
    const result = settled(gateway.client.mutate(heartbeat));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_TIMEOUT_MS - 1);
    expect(result.done).toBe(false);
    expect(gateway.sent('FloorHeartbeatMutation')[0]!.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(result.error).toBeInstanceOf(CallTimeoutError);
    expect(CallTimeoutError.is(result.error)).toBe(true);
    expect(result.error).toMatchObject({
      operationName: 'FloorHeartbeatMutation',
      timeoutMs: HEARTBEAT_TIMEOUT_MS,
    });
    expect(gateway.sent('FloorHeartbeatMutation')[0]!.aborted).toBe(true);
  });

  it('an answer that comes after the time-out is dropped: the caller saw the time-out and the cache never holds it', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const gateway = fakeGateway({
      KioskPrinterStatusQuery: () => new Promise<Answer>((resolve) => (answer = resolve)),
    });
    const result = settled(gateway.client.query(printerStatus));
    await vi.advanceTimersByTimeAsync(FLOOR_CALL_TIMEOUT_MS);
    expect(CallTimeoutError.is(result.error)).toBe(true);

    answer(printerStatusAnswer());
    await vi.advanceTimersByTimeAsync(1_000);
    expect(result.value).toBeUndefined();
    expect(gateway.client.readQuery(printerStatus)).toBeNull();
  });

  it('an answer in time is the call’s answer', async () => {
    const gateway = fakeGateway({ KioskPrinterStatusQuery: printerStatusAnswer });
    const result = settled(gateway.client.query(printerStatus));
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value?.data?.kioskPrinterStatus.ready).toBe(true);
    // Its time-out ends with it: nothing fails later.
    await vi.advanceTimersByTimeAsync(FLOOR_CALL_TIMEOUT_MS * 2);
    expect(result.error).toBeUndefined();
  });

  it('a deadline in the call’s context cuts its time-out short', async () => {
    const gateway = fakeGateway({ FloorHeartbeatMutation: hang });
    const result = settled(
      gateway.client.mutate({ ...heartbeat, context: { deadline: Date.now() + 2_000 } }),
    );
    await vi.advanceTimersByTimeAsync(1_999);
    expect(result.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error).toMatchObject({ timeoutMs: 2_000 });
  });

  it('a call that is not a floor call is left to take its time', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const gateway = fakeGateway({
      MenuSelectQuery: () => new Promise<Answer>((resolve) => (answer = resolve)),
    });
    const result = settled(gateway.client.query({ query: MenuSelectQueryDocument }));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(result.done).toBe(false);
    answer({ data: { menus: [] } });
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value?.data?.menus).toEqual([]);
  });
});
