import { describe, expect, it, vi } from 'vitest';
import { mapEvents, perEvent } from '../../../gateway/src/realtime/map-events.ts';
import { Subscriber, type RealtimeEvent } from '../../../gateway/src/realtime/subscriber.ts';

// A subscription's events mapped one at a time, in order: every subscription resolver's last
// step before graphql-ws, whether its mapper answers at once or waits.

function source() {
  let left = false;
  const subscriber = new Subscriber(16, () => (left = true));
  return { subscriber, left: () => left };
}

const event = (id: number) => ({ id: String(id), event: 'refetch', payload: { n: id } });

describe('mapEvents', () => {
  it('hands out the first value, then each event as mapped, in order, by mappers that answer at once or wait', async () => {
    const { subscriber } = source();
    const waited = mapEvents(subscriber, async (e) => ({ value: `waited ${e.id}` }), {
      first: 'connected',
    });
    const { subscriber: other } = source();
    const atOnce = mapEvents(other, (e) => ({ value: `at once ${e.id}` }));

    for (const id of [1, 2, 3]) {
      subscriber.push(event(id));
      other.push(event(id));
    }
    const read = async (iterator: AsyncIterator<string>, count: number) => {
      const values: string[] = [];
      for (let i = 0; i < count; i += 1) values.push((await iterator.next()).value as string);
      return values;
    };
    expect(await read(waited, 4)).toEqual(['connected', 'waited 1', 'waited 2', 'waited 3']);
    expect(await read(atOnce, 3)).toEqual(['at once 1', 'at once 2', 'at once 3']);
  });

  it('skips an event mapped to nothing, and ends after one mapped as the last', async () => {
    const { subscriber, left } = source();
    const mapped = mapEvents(subscriber, (e) =>
      e.id === '1' ? undefined : { value: e.id, last: e.id === '2' },
    );
    for (const id of [1, 2, 3]) subscriber.push(event(id));

    expect(await mapped.next()).toEqual({ done: false, value: '2' });
    expect(await mapped.next()).toEqual({ done: true, value: undefined });
    expect(left()).toBe(true);
  });

  it.each([
    [
      'at once',
      () => {
        throw new Error('refused');
      },
    ],
    ['after waiting', () => Promise.reject(new Error('refused'))],
  ])(
    'a mapper that fails (%s) ends the subscription with its error and leaves the channel',
    async (_how, fail) => {
      const { subscriber, left } = source();
      const mapped = mapEvents(subscriber, fail);
      subscriber.push(event(1));

      await expect(mapped.next()).rejects.toThrow('refused');
      expect(left()).toBe(true);
      expect(await mapped.next()).toEqual({ done: true, value: undefined });
    },
  );

  it('aborts the signal of a mapping in flight when the subscriber leaves, and hands nothing on', async () => {
    const { subscriber, left } = source();
    const signals: AbortSignal[] = [];
    let answer: (mapped: { value: string }) => void = () => {};
    const mapped = mapEvents(subscriber, (_e, signal) => {
      signals.push(signal);
      return new Promise<{ value: string }>((resolve) => (answer = resolve));
    });
    subscriber.push(event(1));
    const pending = mapped.next();
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]!.aborted).toBe(false);

    await mapped.return!();
    expect(signals[0]!.aborted).toBe(true);
    answer({ value: 'too late' });
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(left()).toBe(true);
  });

  it('ends at once when the subscriber leaves while waiting for an event, and leaves the channel', async () => {
    const { subscriber, left } = source();
    const mapped = mapEvents(subscriber, (e) => ({ value: e.id }));
    const waiting = mapped.next();

    expect(await mapped.return!()).toEqual({ done: true, value: undefined });
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(left()).toBe(true);
  });
});

describe('perEvent', () => {
  it('maps an event once for every subscriber it reaches, each handing on the same value', async () => {
    let calls = 0;
    const toValue = perEvent((e: RealtimeEvent) => {
      calls += 1;
      return { value: { id: e.id } };
    });
    const subscribers = [source(), source(), source()].map(({ subscriber }) => subscriber);
    const mapped = subscribers.map((subscriber) => mapEvents(subscriber, toValue));
    // The channel hands every subscriber the same event object.
    for (const e of [event(1), event(2)]) for (const subscriber of subscribers) subscriber.push(e);

    const firsts = await Promise.all(mapped.map((m) => m.next()));
    const seconds = await Promise.all(mapped.map((m) => m.next()));
    expect(calls).toBe(2);
    expect(firsts.map((r) => r.value)).toEqual([{ id: '1' }, { id: '1' }, { id: '1' }]);
    expect(new Set(firsts.map((r) => r.value)).size).toBe(1);
    expect(new Set(seconds.map((r) => r.value)).size).toBe(1);
    expect(seconds[0]!.value).toEqual({ id: '2' });
  });

  it('hands on nothing for every subscriber when the event maps to nothing', () => {
    let calls = 0;
    const skip = perEvent(() => {
      calls += 1;
      return undefined;
    });
    const e = event(1);
    expect([skip(e), skip(e)]).toEqual([undefined, undefined]);
    expect(calls).toBe(1);
  });
});
