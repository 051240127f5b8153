import { createApiKey } from '../../ops-host/src/api-keys/service.ts';
import type { Db } from '../../ops-host/src/db/database.ts';
import { FacilityDirectory } from '../../ops-host/src/http/facility-directory.ts';

let uniqueness = 0;

/** A new API key (as `npm run ops -- api-key create` makes one); returns the key itself. */
export async function newApiKey(
  db: Db,
  facilities: string[],
  options: { readOnly?: boolean; name?: string } = {},
): Promise<{ key: string; name: string }> {
  const name = options.name ?? `Test tool ${Date.now().toString(36)}-${(uniqueness += 1)}`;
  const { key } = await createApiKey(db, new FacilityDirectory(db), {
    name,
    facilities,
    readOnly: options.readOnly ?? false,
  });
  return { key, name };
}
