import { InMemoryCache } from '@apollo/client';
import type { TypePolicies } from '@apollo/client';
import generatedTypes from '../../generated/possible-types.ts';

/**
 * Entities are normalised by `id`, so a mutation that returns the entities it changed updates
 * every screen showing them without a refetch. Add each new entity type here when its SDL lands.
 */
const entitiesById = [
  'User',
  'PackingFacility',
  'Menu',
  'LabelStatusFacility',
  'LabelStatusShipDay',
  'ShippingRegionLabelStatus',
  'LinePreset',
  'Zone',
  'LineAssignment',
  'PickLetters',
  'PickLetterCounts',
  'MealLetter',
  'ProteinLetter',
] as const;

const typePolicies: TypePolicies = {
  ...Object.fromEntries(entitiesById.map((typename) => [typename, { keyFields: ['id'] }])),
  // There is one current code: a singleton, so a subscription payload replaces the query's value.
  SupervisorLoginCode: { keyFields: [] },
  // The signed-in user's one set of preferences: a saved change replaces the query's value.
  UserPreferences: { keyFields: [] },
  // One list of every row; a refetch replaces it. Rows (IceRestriction) merge by id, and a saved
  // row's menus and indefinite restriction replace the old ones.
  IceRestrictions: { keyFields: [] },
  IceRestriction: {
    keyFields: ['id'],
    fields: { menuRestrictions: { merge: false }, indefiniteRestriction: { merge: false } },
  },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies, possibleTypes: generatedTypes.possibleTypes });
}
