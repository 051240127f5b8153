import { describe, expect, it } from 'vitest';
import {
  FLOOR_SESSION_CHANGES,
  KnownFloorSessions,
} from '../../../ops-host/src/floor-sessions/known-sessions.ts';
import type { FloorSession } from '../../../ops-host/src/floor-sessions/service.ts';

const inAnHour = () => new Date(Date.now() + 3_600_000);
const session = (tokenHash: string, expiresAt = inAnHour()): FloorSession => ({
  tokenHash,
  facilityId: 1,
  expiresAt,
});

/** A table of sessions that counts its reads, and the database's change notifications. */
function setUp(options: { keepMs?: number } = {}) {
  const table = new Map<string, FloorSession>();
  const reads: string[] = [];
  let hold = false;
  let release: (() => void) | undefined;
  let notify: ((payload: string) => void) | undefined;
  let resume: (() => void) | undefined;
  const known = new KnownFloorSessions({
    ...options,
    read: async (tokenHash) => {
      reads.push(tokenHash);
      const row = table.get(tokenHash) ?? null;
      // A test may hold a read in flight until it has changed something.
      if (hold) {
        hold = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
      return row;
    },
    listen: async (channel, fn, onResume) => {
      expect(channel).toBe(FLOOR_SESSION_CHANGES);
      notify = fn;
      resume = onResume;
      return async () => {
        notify = undefined;
      };
    },
  });
  return {
    known,
    table,
    reads,
    notify: (payload: string) => notify!(payload),
    resume: () => resume!(),
    holdNextRead: () => (hold = true),
    releaseRead: () => release!(),
  };
}

describe('the floor sessions a host keeps', () => {
  it('reads a session once for many calls, and again once the database names it as changed', async () => {
    const { known, table, reads, notify } = setUp();
    await known.start();
    table.set('a', session('a'));
    for (let call = 0; call < 5; call += 1) expect((await known.find('a'))?.facilityId).toBe(1);
    expect(reads).toEqual(['a']);

    table.delete('a'); // signed out on another host
    notify('a');
    expect(await known.find('a')).toBeNull();
    expect(reads).toEqual(['a', 'a']);
  });

  it('a change to another session forgets only that one; "*" and a lost connection forget all', async () => {
    const { known, table, reads, notify, resume } = setUp();
    await known.start();
    table.set('a', session('a'));
    table.set('b', session('b'));
    await known.find('a');
    await known.find('b');
    notify('b');
    await known.find('a');
    await known.find('b');
    expect(reads).toEqual(['a', 'b', 'b']);

    notify('*');
    await known.find('a');
    expect(reads).toEqual(['a', 'b', 'b', 'a']);

    resume();
    await known.find('a');
    await known.find('b');
    expect(reads).toEqual(['a', 'b', 'b', 'a', 'a', 'b']);
  });

  it('an unknown token is read every time, never kept as unknown', async () => {
    const { known, table, reads } = setUp();
    expect(await known.find('new')).toBeNull();
    table.set('new', session('new'));
    expect((await known.find('new'))?.tokenHash).toBe('new');
    expect(reads).toEqual(['new', 'new']);
  });

  it('a kept session past its end is not answered from memory', async () => {
    const { known, table, reads } = setUp();
    table.set('a', session('a', new Date(Date.now() + 30)));
    expect(await known.find('a')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    table.delete('a');
    expect(await known.find('a')).toBeNull();
    expect(reads).toEqual(['a', 'a']);
  });

  it('a session is read again after the keeping time', async () => {
    const { known, table, reads } = setUp({ keepMs: 30 });
    table.set('a', session('a'));
    await known.find('a');
    await known.find('a');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await known.find('a');
    expect(reads).toEqual(['a', 'a']);
  });

  it('a read that began before a sign-out was heard is answered but not kept', async () => {
    const { known, table, reads, notify, holdNextRead, releaseRead } = setUp();
    await known.start();
    table.set('a', session('a'));
    holdNextRead();
    const inFlight = known.find('a');
    // The session is signed out (and heard of) while its read is on its way back.
    table.delete('a');
    notify('a');
    releaseRead();
    expect((await inFlight)?.tokenHash).toBe('a');
    expect(await known.find('a')).toBeNull();
    expect(reads).toEqual(['a', 'a']);
  });

  it('stops listening when stopped', async () => {
    const { known, table, reads } = setUp();
    await known.start();
    table.set('a', session('a'));
    await known.find('a');
    await known.stop();
    await known.find('a');
    expect(reads).toEqual(['a', 'a']);
  });
});
