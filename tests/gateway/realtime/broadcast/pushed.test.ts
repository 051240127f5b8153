import { describe, expect, it } from 'vitest';
import { mapEvents, perEvent } from '../../../../gateway/src/realtime/map-events.ts';
import { isPushable, type Sink } from '../../../../gateway/src/realtime/broadcast/pushed.ts';
import { Subscriber, type RealtimeEvent } from '../../../../gateway/src/realtime/subscriber.ts';

// A floor channel's events pushed through a subscriber's layers in the call that brought them,
// with no promise per subscriber: what each sink sees, in order, and how each way of ending
// reaches it.

const event = (id: number): RealtimeEvent => ({ id: String(id), event: 'refetch', payload: {} });

/** A sink that records what reaches it, and can be told to throw on a value. */
function recorder<T>(throwOn?: (value: T) => boolean) {
  const seen: T[] = [];
  const ends: Array<Error | undefined> = [];
  const sink: Sink<T> = {
    value(value) {
      if (throwOn?.(value)) throw new Error('socket gone');
      seen.push(value);
    },
    end: (error) => ends.push(error),
  };
  return { sink, seen, ends };
}

function pushable<T>(stream: AsyncIterableIterator<T, undefined>) {
  if (!isPushable(stream)) throw new Error('expected a stream that can be pushed');
  return stream;
}

function subscriber(limit = 16) {
  const left: Subscriber[] = [];
  const created = new Subscriber(limit, (self) => left.push(self));
  return { subscriber: created, left };
}

describe('Subscriber.pushTo', () => {
  it('hands the queued events first, then each event in the same call that pushes it', () => {
    const { subscriber: s } = subscriber();
    s.push(event(1));
    s.push(event(2));
    const { sink, seen } = recorder<RealtimeEvent>();

    s.pushTo(sink);
    expect(seen.map((e) => e.id)).toEqual(['1', '2']);
    s.push(event(3));
    expect(seen.map((e) => e.id)).toEqual(['1', '2', '3']);
  });

  it('takes no queue limit once pushed: the sink decides when a subscriber falls behind', () => {
    const { subscriber: s } = subscriber(2);
    const { sink, seen, ends } = recorder<RealtimeEvent>();
    s.pushTo(sink);
    for (let id = 1; id <= 5; id += 1) s.push(event(id));

    expect(seen).toHaveLength(5);
    expect(ends).toEqual([]);
  });

  it('a sink that throws ends its own subscriber with that error, and no other', () => {
    const failing = subscriber();
    const healthy = subscriber();
    const broken = recorder<RealtimeEvent>((e) => e.id === '2');
    const fine = recorder<RealtimeEvent>();
    failing.subscriber.pushTo(broken.sink);
    healthy.subscriber.pushTo(fine.sink);

    for (const id of [1, 2, 3]) {
      const e = event(id);
      failing.subscriber.push(e);
      healthy.subscriber.push(e);
    }
    expect(broken.seen.map((e) => e.id)).toEqual(['1']);
    expect(broken.ends.map((error) => error?.message)).toEqual(['socket gone']);
    expect(failing.left).toEqual([failing.subscriber]);
    expect(fine.seen.map((e) => e.id)).toEqual(['1', '2', '3']);
    expect(fine.ends).toEqual([]);
    expect(healthy.left).toEqual([]);
  });

  it('ends the sink once: normally when the bridge closes, with the error when the channel fails', () => {
    const closing = subscriber();
    const failing = subscriber();
    const closed = recorder<RealtimeEvent>();
    const failed = recorder<RealtimeEvent>();
    closing.subscriber.pushTo(closed.sink);
    failing.subscriber.pushTo(failed.sink);

    closing.subscriber.end();
    closing.subscriber.end();
    failing.subscriber.fail(new Error('channel refused'));
    failing.subscriber.push(event(1));

    expect(closed.ends).toEqual([undefined]);
    expect(failed.ends.map((error) => error?.message)).toEqual(['channel refused']);
    expect(failed.seen).toEqual([]);
  });

  it('a subscriber that ended before it was pushed hands over what it queued, then its end', () => {
    const { subscriber: s } = subscriber();
    s.push(event(1));
    s.fail(new Error('channel refused'));
    const { sink, seen, ends } = recorder<RealtimeEvent>();

    s.pushTo(sink);
    expect(seen.map((e) => e.id)).toEqual(['1']);
    expect(ends.map((error) => error?.message)).toEqual(['channel refused']);
  });

  it('is either read or pushed: pushing while a read waits is refused', () => {
    const { subscriber: s } = subscriber();
    void s.next();
    expect(() => s.pushTo(recorder<RealtimeEvent>().sink)).toThrow(/either read or pushed/);
  });
});

describe('mapEvents pushed', () => {
  const toId = perEvent((e: RealtimeEvent) =>
    e.id === '2' ? undefined : { value: `event ${e.id}`, last: e.id === '4' },
  );

  it('hands the first value, then each mapped event at once; skips; ends after the last and leaves', () => {
    const { subscriber: s, left } = subscriber();
    const mapped = pushable(mapEvents(s, toId, { first: 'connected' }));
    const { sink, seen, ends } = recorder<string>();

    mapped.pushTo(sink);
    expect(seen).toEqual(['connected']);
    for (const id of [1, 2, 3, 4, 5]) s.push(event(id));

    expect(seen).toEqual(['connected', 'event 1', 'event 3', 'event 4']);
    expect(ends).toEqual([undefined]);
    expect(left).toEqual([s]);
  });

  it('a mapper that throws ends that subscriber with its error', () => {
    const { subscriber: s, left } = subscriber();
    const mapped = pushable(
      mapEvents(
        s,
        perEvent((): { value: string } => {
          throw new Error('bad event');
        }),
      ),
    );
    const { sink, ends } = recorder<string>();

    mapped.pushTo(sink);
    s.push(event(1));
    expect(ends.map((error) => error?.message)).toEqual(['bad event']);
    expect(left).toEqual([s]);
  });

  it('a sink that throws on the first value ends that subscriber with its error, and leaves', () => {
    const { subscriber: s, left } = subscriber();
    const mapped = pushable(mapEvents(s, toId, { first: 'connected' }));
    const { sink, seen, ends } = recorder<string>((value) => value === 'connected');

    mapped.pushTo(sink);
    s.push(event(1));
    expect(seen).toEqual([]);
    expect(ends.map((error) => error?.message)).toEqual(['socket gone']);
    expect(left).toEqual([s]);
  });

  it('is pushable only for a perEvent mapper over a pushable source', () => {
    const atOnce = mapEvents(subscriber().subscriber, (e) => ({ value: e.id }));
    const waits = mapEvents(subscriber().subscriber, async (e) => ({ value: e.id }));
    // An internal tool's events are checked against its API key, one at a time (listen.ts).
    const checked = mapEvents(subscriber().subscriber, async (e) => ({ value: e }));
    const overChecked = mapEvents(
      checked,
      perEvent((e: RealtimeEvent) => ({ value: e.id })),
    );

    expect([isPushable(atOnce), isPushable(waits), isPushable(checked)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(isPushable(overChecked)).toBe(false);
  });
});
