import type { Resolvers } from '../../generated/resolvers.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import { fetchCounts, fetchMealLetters, fetchProteinLetters } from './pick-letters-api.ts';
import { letterMutations } from './mutations.ts';
import { scopeOf, withFacility } from './scope.ts';

export const pickLetterResolvers: Resolvers = {
  Query: {
    // The counts call also checks access and that the menu exists, before any row is read.
    async pickLetters(_parent, args, { upstream, logger }) {
      const scope = scopeOf(args);
      const body = bodyOrThrow(await fetchCounts(upstream, scope), logger);
      return { ...scope, lockedMenu: body.lockedMenu, counts: { ...body.counts, ...scope } };
    },
  },

  Mutation: letterMutations,

  PickLetters: {
    id: (parent) => `${parent.packingFacilityId}:${parent.menuId}`,
    packingFacilityId: (parent) => String(parent.packingFacilityId),
    menuId: (parent) => String(parent.menuId),
    async mealLetters(parent, _args, { upstream, logger }) {
      return bodyOrThrow(await fetchMealLetters(upstream, parent), logger).mealLetters;
    },
    async proteinLetters(parent, _args, { upstream, logger }) {
      const body = bodyOrThrow(await fetchProteinLetters(upstream, parent), logger);
      return withFacility(body.proteinLetters, parent);
    },
  },

  PickLetterCounts: {
    id: (counts) => `${counts.packingFacilityId}:${counts.menuId}`,
  },

  MealLetter: {
    id: (row) => `${row.packingFacilityId}:${row.menuId}:${row.pickableId}`,
    pickableId: (row) => String(row.pickableId),
    menuId: (row) => String(row.menuId),
    packingFacilityId: (row) => String(row.packingFacilityId),
    mealPlans: (row) => row.mealPlans.split(',').filter((plan) => plan !== ''),
  },

  ProteinLetter: {
    id: (row) => `${row.packingFacilityId}:${row.ingredientBoxingAssignmentId}`,
    ingredientBoxingAssignmentId: (row) => String(row.ingredientBoxingAssignmentId),
    ingredientId: (row) => String(row.ingredientId),
    mealId: (row) => String(row.mealId),
  },
};
