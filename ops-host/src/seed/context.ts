import type { SeedProfile } from './profiles.ts';
import type { SeedWriter } from './writer.ts';

/** What every part of the seed needs. */
export interface SeedContext {
  writer: SeedWriter;
  profile: SeedProfile;
  /** The seed's clock: every timestamp is derived from it, so equal `now` gives equal rows. */
  now: Date;
}
