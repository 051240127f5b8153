import type { ColumnType, Generated } from 'kysely';

/** A timestamp read as a Date and written as a Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A `date` column: read as yyyy-MM-dd (see db/connect.ts type parsers), written as a string. */
export type DateColumn = ColumnType<string, string, string>;

export interface PackingFacilitiesTable {
  id: number;
  name: string;
  abbreviated_name: string;
  colloquial_name: string;
  slug: string;
  ship_days: ColumnType<string[], string[] | undefined, string[]>;
  /** cidr, e.g. 10.20.30.0/24 (/16 or narrower): where the facility's printers are. */
  printer_network: string;
  timezone: ColumnType<string, string | undefined, string>;
  /** The sender of its shipping labels (105_facility_return_address.sql); null until set. */
  return_address_line1: ColumnType<string | null, string | null | undefined, string | null>;
  return_address_line2: ColumnType<string | null, string | null | undefined, string | null>;
  return_address_city: ColumnType<string | null, string | null | undefined, string | null>;
  return_address_state: ColumnType<string | null, string | null | undefined, string | null>;
  return_address_postal_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MenusTable {
  id: number;
  menu_date: DateColumn;
  ends_at: Timestamp;
  packing_started_at: Timestamp | null;
  is_being_packed: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  created_at: Generated<Date>;
}

export interface UserPackingFacilitiesTable {
  user_id: number;
  packing_facility_id: number;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface PrinterLoginCodesTable {
  id: Generated<number>;
  /** The facility whose floor screens the code opens (migration 080). */
  packing_facility_id: number;
  code: string;
  created_at: Generated<Date>;
  accepted_until: Timestamp | null;
}

export interface RealtimeEventsTable {
  id: Generated<number>;
  channel: string;
  event: string;
  payload: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
}

/** The facility and menu an admin user chose last (110_user_preferences.sql). */
export interface UserPreferencesTable {
  user_id: number;
  packing_facility_id: number | null;
  menu_id: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CoreTables {
  packing_facilities: PackingFacilitiesTable;
  menus: MenusTable;
  users: UsersTable;
  user_packing_facilities: UserPackingFacilitiesTable;
  user_preferences: UserPreferencesTable;
  sessions: SessionsTable;
  printer_login_codes: PrinterLoginCodesTable;
  realtime_events: RealtimeEventsTable;
}
