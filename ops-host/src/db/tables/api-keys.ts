import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './core.ts';

export interface ApiKeysTable {
  id: Generated<number>;
  name: string;
  key_hash: string;
  read_only: Generated<boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface ApiKeyPackingFacilitiesTable {
  api_key_id: number;
  packing_facility_id: number;
}

export interface ApiKeyTables {
  api_keys: ApiKeysTable;
  api_key_packing_facilities: ApiKeyPackingFacilitiesTable;
}
