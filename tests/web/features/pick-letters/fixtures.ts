import type { MockLink } from '@apollo/client/testing';
import {
  FacilitySelectQueryDocument,
  MenuSelectQueryDocument,
  PickLettersQueryDocument,
} from '../../../../web/src/generated/graphql.ts';
import { viewerMock } from '../../support/mocks.ts';

export const scope = { packingFacilityId: '1', menuId: '5' };
export const PAGE_PATH = '/admin/pick_letters?facility=1&menu=5';

export const mealRow = (
  pickableId: string,
  pickableName: string,
  mealLetter: string | null,
  extra: { mealBag?: string | null; pickableType?: string; mealPlans?: string[] } = {},
) => ({
  __typename: 'MealLetter' as const,
  id: `1:5:${pickableId}`,
  pickableId,
  pickableType: extra.pickableType ?? 'MenuSelection',
  pickableName,
  mealLetter,
  mealBag: extra.mealBag === undefined ? 'Meal Bag' : extra.mealBag,
  mealPlans: extra.mealPlans ?? ['standard'],
  menuId: '5',
  packingFacilityId: '1',
});

export const proteinRow = (
  assignmentId: string,
  ingredientId: string,
  ingredientName: string,
  mealTitle: string,
  letter: string | null,
  isReplacement = false,
) => ({
  __typename: 'ProteinLetter' as const,
  id: `1:${assignmentId}`,
  ingredientBoxingAssignmentId: assignmentId,
  ingredientId,
  ingredientName,
  ingredientBrandName: 'Sunny Meadow',
  isReplacement,
  letter,
  mealId: `m${mealTitle.length}`,
  mealTitle,
  quantity: 2,
});

export const counts = (changes: Partial<Record<string, number>> = {}) => ({
  __typename: 'PickLetterCounts' as const,
  id: '1:5',
  mealPickables: 3,
  mealLettersAssigned: 2,
  proteins: 2,
  proteinLettersAssigned: 2,
  duplicateLetters: 1,
  ...changes,
});

export const meals = [
  mealRow('11', 'Tacos', 'M1'),
  mealRow('12', 'Salmon Bowl', 'M1'),
  mealRow('13', 'Cookies', null, { mealBag: null, pickableType: 'Ingredient', mealPlans: [] }),
  mealRow('14', 'Chicken, Rice & Beans', null, { mealBag: null, pickableType: 'Ingredient' }),
  mealRow('15', 'Tacos Recipe Card', 'C1', {
    mealBag: null,
    pickableType: 'MealCard',
    mealPlans: [],
  }),
];
export const proteins = [
  proteinRow('21', '31', 'Chicken Breast', 'Tacos', 'P1'),
  proteinRow('22', '31', 'Chicken Breast', 'Salmon Bowl', 'P1', true),
  proteinRow('23', '32', 'Salmon Fillet', 'Salmon Bowl', 'P2'),
];

export function pageMocks(lockedMenu = false): MockLink.MockedResponse[] {
  return [
    viewerMock(),
    {
      request: { query: FacilitySelectQueryDocument },
      result: {
        data: {
          accessiblePackingFacilities: [
            { __typename: 'PackingFacility', id: '1', name: 'Chicago' },
          ],
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: MenuSelectQueryDocument },
      result: { data: { menus: [{ __typename: 'Menu', id: '5', slug: '2026-11-23' }] } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: PickLettersQueryDocument, variables: scope },
      result: {
        data: {
          pickLetters: {
            __typename: 'PickLetters',
            id: '1:5',
            lockedMenu,
            counts: counts(),
            mealLetters: meals,
            proteinLetters: proteins,
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}
