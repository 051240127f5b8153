import type { MealCsvRow, ProteinCsvRow } from '@ops/schema/pick-letters/csv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { authorOf } from '../history/author.ts';
import { checkedFacility, HttpError } from '../http/access.ts';
import { access, facilityIn } from '../http/route-access.ts';
import { id, text } from '../http/schemas.ts';
import { countsFor, mealLetterRows, menuState, proteinLetterRows, type Scope } from './rows.ts';
import {
  countsSchema,
  csvRowsSchema,
  mealLetterSchema,
  proteinLetterSchema,
  refusedSchema,
  scopeProperties,
  scopeQuery,
} from './schemas.ts';
import {
  batchUpdateMealLetters,
  batchUpdateProteinLetters,
  LetterChangeRefused,
  LetterTargetNotFound,
  updateMealLetter,
  updateProteinLetter,
} from './service.ts';

interface ScopeFields {
  packing_facility_id: number;
  menu_id: number;
}

/** The checked facility (never the request's own field) and the menu the request names. */
const scopeOf = (request: FastifyRequest, fields: ScopeFields): Scope => ({
  facilityId: checkedFacility(request).id,
  menuId: fields.menu_id,
});

/** A refused change answers 422 with every message; a missing target 404. */
async function answer<T>(change: () => Promise<T>) {
  try {
    return await change();
  } catch (error) {
    if (error instanceof LetterChangeRefused) {
      const { messages } = error;
      const message =
        messages.length === 1
          ? (messages[0] ?? '')
          : `${messages.length} problems were found; nothing was changed.`;
      throw new HttpError(422, message, { errors: messages });
    }
    if (error instanceof LetterTargetNotFound) throw new HttpError(404, error.message);
    throw error;
  }
}

async function lockedOrNotFound(db: Db, menuId: number): Promise<boolean> {
  const menu = await menuState(db, menuId);
  if (menu === undefined) throw new HttpError(404, 'Menu not found.');
  return menu.locked;
}

const withScope = (properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  required: [...required, 'packing_facility_id', 'menu_id'],
  properties: { ...properties, ...scopeProperties },
  additionalProperties: false,
});

function arrayOf(items: object) {
  return { type: 'array', items } as const;
}

export function pickLetterRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  const read = (key: string, items: object) => ({
    config: access.admin(facilityIn.query()),
    schema: {
      querystring: scopeQuery,
      response: {
        200: {
          type: 'object',
          properties: { [key]: items, locked_menu: { type: 'boolean' } },
        },
      },
    },
  });

  app.get<{ Querystring: ScopeFields }>(
    '/pick_letters/meal_letters',
    read('meal_letters', arrayOf(mealLetterSchema)),
    async (request) => ({
      locked_menu: await lockedOrNotFound(db, request.query.menu_id),
      meal_letters: await mealLetterRows(db, scopeOf(request, request.query)),
    }),
  );

  app.get<{ Querystring: ScopeFields }>(
    '/pick_letters/protein_letters',
    read('protein_letters', arrayOf(proteinLetterSchema)),
    async (request) => ({
      locked_menu: await lockedOrNotFound(db, request.query.menu_id),
      protein_letters: await proteinLetterRows(db, scopeOf(request, request.query)),
    }),
  );

  app.get<{ Querystring: ScopeFields }>(
    '/pick_letters/counts',
    read('counts', countsSchema),
    async (request) => ({
      locked_menu: await lockedOrNotFound(db, request.query.menu_id),
      counts: await countsFor(db, scopeOf(request, request.query)),
    }),
  );

  const change = access.admin(facilityIn.body());
  const changed = (properties: Record<string, object>) => ({
    200: { type: 'object', properties: { ...properties, counts: countsSchema } },
    422: refusedSchema,
  });

  app.put<{
    Body: ScopeFields & {
      pickable_id: number;
      pickable_type: string;
      meal_letter: string;
      meal_bag_size?: string | null;
    };
  }>(
    '/pick_letters/meal_letters/update',
    {
      config: change,
      schema: {
        body: withScope(
          {
            pickable_id: id,
            pickable_type: text(40, { minLength: 1 }),
            meal_letter: text(16),
            meal_bag_size: { anyOf: [text(40), { type: 'null' }] },
          },
          ['pickable_id', 'pickable_type', 'meal_letter'],
        ),
        response: changed({ meal_letter: mealLetterSchema }),
      },
    },
    async (request) =>
      answer(() =>
        updateMealLetter(
          db,
          scopeOf(request, request.body),
          {
            pickableId: request.body.pickable_id,
            pickableType: request.body.pickable_type,
            mealLetter: request.body.meal_letter,
            mealBagSize: request.body.meal_bag_size,
          },
          authorOf(request),
        ),
      ),
  );

  app.put<{
    Params: { ingredientBoxingAssignmentId: number };
    Body: ScopeFields & { letter_assignment: string };
  }>(
    '/pick_letters/protein_letters/:ingredientBoxingAssignmentId',
    {
      config: change,
      schema: {
        params: {
          type: 'object',
          required: ['ingredientBoxingAssignmentId'],
          properties: { ingredientBoxingAssignmentId: id },
          additionalProperties: false,
        },
        body: withScope({ letter_assignment: text(16) }, ['letter_assignment']),
        response: changed({ protein_letters: arrayOf(proteinLetterSchema) }),
      },
    },
    async (request) =>
      answer(() =>
        updateProteinLetter(
          db,
          scopeOf(request, request.body),
          request.params.ingredientBoxingAssignmentId,
          request.body.letter_assignment,
          authorOf(request),
        ),
      ),
  );

  app.put<{
    Body: ScopeFields & {
      pickables: Array<{ menu_id: string; pickable_name: string; meal_letter: string }>;
    };
  }>(
    '/pick_letters/meal_letters/batch_update',
    {
      config: change,
      schema: {
        body: withScope({ pickables: csvRowsSchema(['menu_id', 'pickable_name', 'meal_letter']) }, [
          'pickables',
        ]),
        response: changed({ meal_letters: arrayOf(mealLetterSchema) }),
      },
    },
    async (request) => {
      const rows: MealCsvRow[] = request.body.pickables.map((row) => ({
        menuId: row.menu_id,
        pickableName: row.pickable_name,
        mealLetter: row.meal_letter,
      }));
      return answer(() =>
        batchUpdateMealLetters(db, scopeOf(request, request.body), rows, authorOf(request)),
      );
    },
  );

  app.put<{
    Body: ScopeFields & {
      ingredient_boxing_assignments: Array<{
        menu_id: string;
        ingredient_id: string;
        letter: string;
      }>;
    };
  }>(
    '/pick_letters/protein_letters/batch_update',
    {
      config: change,
      schema: {
        body: withScope(
          {
            ingredient_boxing_assignments: csvRowsSchema(['menu_id', 'ingredient_id', 'letter']),
          },
          ['ingredient_boxing_assignments'],
        ),
        response: changed({ protein_letters: arrayOf(proteinLetterSchema) }),
      },
    },
    async (request) => {
      const rows: ProteinCsvRow[] = request.body.ingredient_boxing_assignments.map((row) => ({
        menuId: row.menu_id,
        ingredientId: row.ingredient_id,
        letter: row.letter,
      }));
      return answer(() =>
        batchUpdateProteinLetters(db, scopeOf(request, request.body), rows, authorOf(request)),
      );
    },
  );
}
