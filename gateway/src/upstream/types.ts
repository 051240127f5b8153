/**
 * The operations host's REST shapes after the client's camelCase mapping (docs/rest-api.md).
 * Codegen maps GraphQL types onto these, so resolvers receive them as parents.
 */

/** Every error answer of the operations host. */
export interface UpstreamErrorBody {
  message?: string;
  /** With 429: when the caller may try again. */
  retryAfterSeconds?: number;
}

export interface UpstreamUser {
  id: number;
  email: string;
  name: string;
}

export interface UpstreamPackingFacility {
  id: number;
  name: string;
  abbreviatedName: string;
  colloquialName: string;
  slug: string;
  /** Weekday names, e.g. "Monday". */
  shipDays: string[];
  /** IANA zone, e.g. America/Chicago. */
  timeZone: string;
}

export interface UpstreamMenu {
  id: number;
  /** The menu's date, yyyy-MM-dd. */
  slug: string;
  menuId: number;
  menuSlug: string;
  /** ISO 8601. */
  endsAt: string;
}

export interface UpstreamSessionBody {
  user: UpstreamUser;
}

export interface UpstreamFacilitiesBody {
  packingFacilities: UpstreamPackingFacility[];
}

export interface UpstreamFacilityBody {
  packingFacility: UpstreamPackingFacility;
}

export interface UpstreamMenusBody {
  menus: UpstreamMenu[];
}

export interface UpstreamPreviousMenuBody {
  menu: UpstreamMenu | null;
}

export interface UpstreamLoginCodeBody {
  loginCode: string;
}
