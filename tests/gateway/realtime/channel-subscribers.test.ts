import { describe, expect, it } from 'vitest';
import { ChannelSubscribers } from '../../../gateway/src/realtime/channel-stream.ts';
import { Subscriber, type Connection } from '../../../gateway/src/realtime/subscriber.ts';

// A channel hands an event to all of a connection's subscribers, then lets that connection's
// writes go, before it goes on to the next connection's: the first screens have the event while
// the others are still being handed it.

describe('a channel’s subscribers, by connection', () => {
  it('hands an event to a connection’s subscribers together, then flushes that connection', () => {
    const log: string[] = [];
    const connection = (name: string): Connection => ({ flush: () => log.push(`flush ${name}`) });
    const [a, b] = [connection('A'), connection('B')];
    const subscribers = new ChannelSubscribers();
    // Subscribed one tab after the other, as tabs do; one subscriber on no connection (HTTP).
    const made = (['A1', 'B1', 'A2', 'none', 'B2', 'A3'] as const).map((name) => {
      const on = { A: a, B: b, n: undefined }[name[0] as 'A' | 'B' | 'n'];
      const subscriber = new Subscriber(16, () => subscribers.delete(subscriber), on);
      subscriber.pushTo({ value: () => log.push(name), end: () => {} });
      subscribers.add(subscriber);
      return subscriber;
    });
    expect(subscribers.size).toBe(6);

    subscribers.push({ id: '1', event: 'picks_updated', payload: {} });
    expect(log).toEqual(['A1', 'A2', 'A3', 'flush A', 'B1', 'B2', 'flush B', 'none']);

    // A subscriber that leaves is no longer handed events; an emptied connection is forgotten.
    log.length = 0;
    void made[1]!.return();
    void made[4]!.return();
    subscribers.push({ id: '2', event: 'picks_updated', payload: {} });
    expect(log).toEqual(['A1', 'A2', 'A3', 'flush A', 'none']);
    expect(subscribers.size).toBe(4);
    expect([...subscribers]).toEqual([made[0], made[2], made[5], made[3]]);
  });
});
