import type { PlannerTable_GroupFragment } from '../../../../web/src/generated/graphql.ts';

/** A plan group of the planner's table: 12 boxes for Milwaukee, some of them printed. */
export function planGroup(
  fields: Partial<PlannerTable_GroupFragment> = {},
): PlannerTable_GroupFragment {
  return {
    __typename: 'PackLinePlanGroup',
    id: '7',
    name: 'Milwaukee',
    shipDate: '2026-11-23',
    shipDay: 'Monday',
    shippingRegion: 'Milwaukee',
    shippingRegionCategory: 'Cool',
    mealPlan: 'standard',
    boxSize: 16,
    boxCount: 12,
    remainingBoxCount: 10,
    unpackableBoxCount: 0,
    printedBoxCount: 2,
    lineAssignment: 'A',
    complete: false,
    softComplete: false,
    displayOrder: 1,
    dockoutTimeStamp: null,
    ...fields,
  };
}
