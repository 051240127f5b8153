import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../db/connect.ts';
import type { FloorSession } from './service.ts';

/** The channel on which the database names each floor session that changed (migration 070). */
export const FLOOR_SESSION_CHANGES = 'floor_session_changes';
/** The payload that means every session: the table was emptied (a reseed). */
const EVERY_SESSION = '*';

/** How long a session read is used before it is read again, at most. */
export const KEEP_SESSION_MS = 30_000;
const MAX_KEPT = 20_000;

export interface KnownFloorSessionsOptions {
  /** Reads the live session of a token's hash (not signed out, not expired), or null. */
  read: (tokenHash: string) => Promise<FloorSession | null>;
  listen: DatabaseHandle['listen'];
  keepMs?: number;
}

/**
 * The floor sessions this host has read lately. Every call of a floor screen needs its session
 * (a zone screen calls about every 6 s), and reading it was a round trip to the database on
 * every call; a session kept here is read again after KEEP_SESSION_MS at most.
 *
 * What is kept is never staler than the table allows: the database names every session that is
 * updated or deleted (signed out, renewed, pruned, or changed by hand) on FLOOR_SESSION_CHANGES,
 * and every host forgets it on hearing, so a sign-out on one host ends the session on all of
 * them. When the listening connection was lost (notifications may have been missed), a host
 * forgets every session. An expired session is never answered from memory.
 */
export class KnownFloorSessions {
  private readonly known: LRUCache<string, FloorSession>;
  /** Raised by every forgetting: a read begun before one is not kept after it. */
  private generation = 0;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly options: KnownFloorSessionsOptions) {
    this.known = new LRUCache({ max: MAX_KEPT, ttl: options.keepMs ?? KEEP_SESSION_MS });
  }

  async start(): Promise<void> {
    this.stopListening = await this.options.listen(
      FLOOR_SESSION_CHANGES,
      (tokenHash) => (tokenHash === EVERY_SESSION ? this.forgetAll() : this.forget(tokenHash)),
      () => this.forgetAll(),
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.forgetAll();
  }

  /** The live session of a token's hash, from memory when read lately. */
  async find(tokenHash: string): Promise<FloorSession | null> {
    const kept = this.known.get(tokenHash);
    if (kept && kept.expiresAt.getTime() > Date.now()) return kept;
    const generation = this.generation;
    const session = await this.options.read(tokenHash);
    if (session && generation === this.generation) this.known.set(tokenHash, session);
    return session;
  }

  forget(tokenHash: string): void {
    this.generation += 1;
    this.known.delete(tokenHash);
  }

  forgetAll(): void {
    this.generation += 1;
    this.known.clear();
  }
}
