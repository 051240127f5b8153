import type { PlannerLine } from '../../../../web/src/features/planner/planner-data.ts';
import type {
  FilterLabelsDialog_PickablesFragment,
  PlannerTable_GroupFragment,
} from '../../../../web/src/generated/graphql.ts';

/** A plan group of the planner's table: 12 boxes for Milwaukee, 2 of them printed (10 remain). */
export function planGroup(
  fields: Partial<PlannerTable_GroupFragment> = {},
): PlannerTable_GroupFragment {
  return {
    __typename: 'PackLinePlanGroup',
    id: '7',
    name: 'Milwaukee',
    shipDate: '2026-11-23',
    shippingRegionId: '5',
    mealPlan: 'standard',
    boxSize: 16,
    boxCount: 12,
    unpackableBoxCount: 0,
    printedBoxCount: 2,
    lineAssignment: 'A',
    softComplete: false,
    displayOrder: 1,
    dockoutTimeStamp: null,
    ...fields,
  };
}

/** A pack line as the planner reads it: 24 boxes, none printed, protein Q (Quail) filtered. */
export const plannerLine = (id: string, name: string): PlannerLine => ({
  __typename: 'PackLine',
  id,
  name,
  packingFacilityId: '1',
  linePreset: { __typename: 'PackLinePresetRef', id: '3', name: 'Standard' },
  boxCount: 24,
  printedBoxCount: 0,
  unpackableBoxCount: 0,
  unconfiguredPicks: 0,
  filteredPickables: 1,
  filters: ['Q'],
  lastPrintedAt: null,
  currentGroupId: null,
  nextGroupId: null,
});

/** The menu's letters as the planner reads them once: protein Q (Quail). */
export const plannerPickables: FilterLabelsDialog_PickablesFragment = {
  __typename: 'PlannerPickables',
  proteinLetters: [{ __typename: 'PlannerPickable', pickableLetter: 'Q', pickableName: 'Quail' }],
  mealLetters: [],
  tempoLetters: [],
  familyLetters: [],
  addOnLetters: [],
  heatAndEatLetters: [],
  otherLetters: [],
};

/** The facility's regions, listed once by the planner: Milwaukee (5), Detroit (6). */
export const plannerRegions = [
  { __typename: 'PlannerShippingRegion' as const, id: '5', name: 'Milwaukee', category: 'Cool' },
  { __typename: 'PlannerShippingRegion' as const, id: '6', name: 'Detroit', category: 'Extreme' },
];
