// The in-memory picture of groups and boxes. The seed decides everything here (contents, label
// generation, line assignment, printing) before writing, so each row is written once.
import type { MealPlanSlug } from '../db/tables/domain.ts';
import type { IceRow } from './ice.ts';
import type { LineSeed } from './lines-and-presets.ts';
import type { RegionSeed } from './regions.ts';

export interface Address {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postalCode: string;
}

export interface BoxSeed {
  id: number;
  barcodeSuffix: string;
  facilityId: number;
  menuId: number;
  shipDate: string;
  region: RegionSeed;
  plan: MealPlanSlug;
  boxSizeInches: number;
  brand: string;
  customerName: string;
  /** null: upstream sent no address (label generation postpones the box). */
  address: Address | null;
  isFirstOrder: boolean;
  isBeta: boolean;
  isQcSample: boolean;
  /** pickable id → quantity */
  contents: Map<number, number>;
  ice: IceRow[];
  trackingNumber: string | null;
  postponedReason: string | null;
  printed: { at: Date; line: LineSeed; reprinted: boolean } | null;
}

export interface GroupSeed {
  /** Given when the groups are final (planning.ts), so ids have no gaps. */
  id: number;
  facilityId: number;
  menuId: number;
  name: string;
  shipDate: string;
  region: RegionSeed;
  plan: MealPlanSlug;
  boxSizeInches: number;
  line: LineSeed | null;
  displayOrder: number;
  isComplete: boolean;
  isSoftComplete: boolean;
  dockoutAt: Date;
  splitFrom: GroupSeed | null;
  boxes: BoxSeed[];
}

/** A facility's groups of the packed menu and the dates that matter for them. */
export interface FacilityPlan {
  facilityId: number;
  timezone: string;
  shipDates: string[];
  /**
   * The ship date being packed now: the first one on or after the facility's own date today,
   * in its time zone (packing for a day runs the day before and the day itself), or the menu's
   * last one once all are past, until the next menu's packing starts. Earlier dates are done;
   * undefined only for a facility without ship dates.
   */
  packingDate: string | undefined;
  groups: GroupSeed[];
  /** Boxes label generation postponed: out of every group, still boxes of the menu. */
  postponed: BoxSeed[];
}
