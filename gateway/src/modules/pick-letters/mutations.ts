import type { MutationResolvers } from '../../generated/resolvers.ts';
import {
  putMealLetter,
  putMealLettersBatch,
  putProteinLetter,
  putProteinLettersBatch,
} from './pick-letters-api.ts';
import { scopeOf, withFacility } from './scope.ts';
import { bodyOrUserErrors } from './user-errors.ts';

export const letterMutations: MutationResolvers = {
  async updateMealLetter(_parent, { input }, { upstream, logger }) {
    const scope = scopeOf(input);
    const result = await putMealLetter(upstream, {
      ...scope,
      pickableId: Number(input.pickableId),
      pickableType: input.pickableType,
      mealLetter: input.mealLetter,
      ...(input.mealBagSize === undefined ? {} : { mealBagSize: input.mealBagSize }),
    });
    const { body, userErrors } = bodyOrUserErrors(result, ['input', 'mealLetter'], logger);
    return {
      mealLetter: body?.mealLetter ?? null,
      counts: body ? { ...body.counts, ...scope } : null,
      userErrors,
    };
  },

  async updateProteinLetter(_parent, { input }, { upstream, logger }) {
    const scope = scopeOf(input);
    const result = await putProteinLetter(upstream, Number(input.ingredientBoxingAssignmentId), {
      ...scope,
      letterAssignment: input.letter,
    });
    const { body, userErrors } = bodyOrUserErrors(result, ['input', 'letter'], logger);
    return {
      proteinLetters: body ? withFacility(body.proteinLetters, scope) : [],
      counts: body ? { ...body.counts, ...scope } : null,
      userErrors,
    };
  },

  async uploadMealLetters(_parent, { input }, { upstream, logger }) {
    const scope = scopeOf(input);
    const result = await putMealLettersBatch(upstream, { ...scope, pickables: input.rows });
    const { body, userErrors } = bodyOrUserErrors(result, ['input', 'rows'], logger);
    return {
      mealLetters: body?.mealLetters ?? [],
      counts: body ? { ...body.counts, ...scope } : null,
      userErrors,
    };
  },

  async uploadProteinLetters(_parent, { input }, { upstream, logger }) {
    const scope = scopeOf(input);
    const result = await putProteinLettersBatch(upstream, {
      ...scope,
      ingredientBoxingAssignments: input.rows,
    });
    const { body, userErrors } = bodyOrUserErrors(result, ['input', 'rows'], logger);
    return {
      proteinLetters: body ? withFacility(body.proteinLetters, scope) : [],
      counts: body ? { ...body.counts, ...scope } : null,
      userErrors,
    };
  },
};
