import { describe, expect, it } from 'vitest';
import { sharedPerEvent } from '../../../gateway/src/realtime/shared-per-event.ts';

describe('sharing a read per event', () => {
  it('subscribers of one session reacting to one event share one read', async () => {
    const shared = sharedPerEvent<number>();
    let reads = 0;
    const load = async () => ++reads;
    const results = await Promise.all([
      shared('7', 'a', load),
      shared('7', 'a', load),
      shared('7', 'a', load),
    ]);
    expect(results).toEqual([1, 1, 1]);
    // A subscriber that gets to the event a moment later still shares it.
    expect(await shared('7', 'a', load)).toBe(1);
    expect(reads).toBe(1);
  });

  it('another session or another event reads for itself', async () => {
    const shared = sharedPerEvent<string>();
    const seen: string[] = [];
    const load = (label: string) => async () => (seen.push(label), label);
    await shared('7', 'a', load('7a'));
    await shared('7', 'b', load('7b'));
    await shared('8', 'a', load('8a'));
    expect(seen).toEqual(['7a', '7b', '8a']);
  });

  it('a failed read is shared too, then forgotten so a later event reads again', async () => {
    const shared = sharedPerEvent<number>(10);
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('upstream down');
    };
    await expect(shared('9', 'a', failing)).rejects.toThrow('upstream down');
    await expect(shared('9', 'a', failing)).rejects.toThrow('upstream down');
    expect(calls).toBe(1);
    await new Promise((r) => setTimeout(r, 30));
    await expect(shared('9', 'a', failing)).rejects.toThrow('upstream down');
    expect(calls).toBe(2);
  });
});
