import type { MealPlanSlug } from '../db/tables/domain.ts';

export type SeedSize = 'demo' | 'bench';

export interface GroupShape {
  plan: MealPlanSlug;
  boxSizeInches: number;
}

/** How much data a seed size makes. Everything else (names, rules) is shared. */
export interface SeedProfile {
  size: SeedSize;
  /** Facilities that get regions, letters, lines, groups and boxes (all four always exist). */
  dataFacilityIds: number[];
  /** Pack lines per facility (named A, B, C, …). */
  linesPerFacility: Record<number, number>;
  /** Generated regions per facility; 0 = the hand-written demo regions. */
  generatedRegionsPerFacility: number;
  /** The (plan, box size) pairs a region may have a group for on each ship day. */
  groupShapes: GroupShape[];
  /** Chance that a region has a group of a given shape on a ship day. */
  shapeProbability: number;
  /** Exact number of plan groups per facility (bench), or undefined for whatever falls out. */
  groupsPerFacility?: number;
  boxesPerGroup: { min: number; max: number };
  /** Tails set aside on the day being packed, per facility (0 keeps the group count exact). */
  tailsPerFacility: number;
}

const DEMO_SHAPES: GroupShape[] = [
  { plan: 'standard', boxSizeInches: 14 },
  { plan: 'standard', boxSizeInches: 16 },
  { plan: 'family', boxSizeInches: 16 },
  { plan: 'family', boxSizeInches: 18 },
  { plan: 'tempo', boxSizeInches: 12 },
  { plan: 'tempo', boxSizeInches: 14 },
];

const BENCH_SHAPES: GroupShape[] = [
  { plan: 'standard', boxSizeInches: 12 },
  { plan: 'standard', boxSizeInches: 14 },
  { plan: 'standard', boxSizeInches: 16 },
  { plan: 'standard', boxSizeInches: 18 },
  { plan: 'family', boxSizeInches: 16 },
  { plan: 'family', boxSizeInches: 18 },
  { plan: 'tempo', boxSizeInches: 12 },
  { plan: 'tempo', boxSizeInches: 14 },
];

export const PROFILES: Record<SeedSize, SeedProfile> = {
  demo: {
    size: 'demo',
    dataFacilityIds: [1, 2, 7, 8],
    linesPerFacility: { 1: 5, 2: 4, 7: 3, 8: 4 },
    generatedRegionsPerFacility: 0,
    groupShapes: DEMO_SHAPES,
    shapeProbability: 0.8,
    boxesPerGroup: { min: 2, max: 14 },
    tailsPerFacility: 2,
  },
  // The planner's performance budget: one facility with 3,000 plan groups and 12 lines.
  // 4 ship days x 8 shapes x 94 regions = 3,008 candidate groups, cut to exactly 3,000.
  bench: {
    size: 'bench',
    dataFacilityIds: [1],
    linesPerFacility: { 1: 12 },
    generatedRegionsPerFacility: 94,
    groupShapes: BENCH_SHAPES,
    shapeProbability: 1,
    groupsPerFacility: 3000,
    boxesPerGroup: { min: 1, max: 4 },
    tailsPerFacility: 0,
  },
};
