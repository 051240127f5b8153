import type { Resolvers } from '../../generated/resolvers.ts';
import { selectsField } from '../../graphql/selection.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import { fetchCounts, fetchMealLetters, fetchProteinLetters } from './pick-letters-api.ts';
import { letterMutations } from './mutations.ts';
import { scopeOf, withFacility } from './scope.ts';

export const pickLetterResolvers: Resolvers = {
  Query: {
    // The counts call also checks access and that the menu exists: its refusal is the answer.
    // The letter reads the operation asks for start with it (reads only), so the three calls
    // take the time of the slowest rather than of two in a row.
    async pickLetters(_parent, args, { upstream, logger }, info) {
      const scope = scopeOf(args);
      const reads = {
        mealLetters: selectsField(info, 'mealLetters') ? fetchMealLetters(upstream, scope) : null,
        proteinLetters: selectsField(info, 'proteinLetters')
          ? fetchProteinLetters(upstream, scope)
          : null,
      };
      const body = bodyOrThrow(await fetchCounts(upstream, scope), logger);
      return {
        ...scope,
        lockedMenu: body.lockedMenu,
        counts: { ...body.counts, ...scope },
        reads,
      };
    },
  },

  Mutation: letterMutations,

  PickLetters: {
    id: (parent) => `${parent.packingFacilityId}:${parent.menuId}`,
    packingFacilityId: (parent) => String(parent.packingFacilityId),
    menuId: (parent) => String(parent.menuId),
    async mealLetters(parent, _args, { upstream, logger }) {
      const read = parent.reads?.mealLetters ?? fetchMealLetters(upstream, parent);
      return bodyOrThrow(await read, logger).mealLetters;
    },
    async proteinLetters(parent, _args, { upstream, logger }) {
      const read = parent.reads?.proteinLetters ?? fetchProteinLetters(upstream, parent);
      return withFacility(bodyOrThrow(await read, logger).proteinLetters, parent);
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
