import { describe, expect, it } from 'vitest';
import { mapEvents } from '../../../gateway/src/realtime/map-events.ts';
import { Subscriber } from '../../../gateway/src/realtime/subscriber.ts';

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

  it('ends at once when the subscriber leaves while waiting for an event, and leaves the channel', async () => {
    const { subscriber, left } = source();
    const mapped = mapEvents(subscriber, (e) => ({ value: e.id }));
    const waiting = mapped.next();

    expect(await mapped.return!()).toEqual({ done: true, value: undefined });
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(left()).toBe(true);
  });
});
