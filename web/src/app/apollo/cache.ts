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
  'KioskGroup',
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
  // The kiosk's line by its id, so a print's or a reprint's answer (which carries the line)
  // replaces what the line screen shows without reading the line again; its pickables and pause
  // are values, replaced whole. Labels are keyed by their record's id (metadataId).
  KioskLineData: {
    keyFields: ['packLineId'],
    fields: { pickables: { merge: false }, pause: { merge: false } },
  },
  KioskLabel: { keyFields: ['metadataId'] },
  // A facility's planner by its id (the facility's): a read replaces its lists whole (a group or
  // line no longer on the menu leaves them); its groups (PackLinePlanGroup) and lines (PackLine)
  // are entities, so an event's or a mutation's answer changes each where the planner shows it.
  PackLinePlanner: {
    keyFields: ['id'],
    fields: {
      packLinePlanGroups: { merge: false },
      packLines: { merge: false },
      pickables: { merge: false },
      shippingRegions: { merge: false },
    },
  },
  // An event's line carries the preset it has now: that replaces the one held.
  PackLine: { keyFields: ['id'], fields: { linePreset: { merge: false } } },
  // PackLinePlanGroup has no policy: normalised by `id` all the same (Apollo's default key), and
  // without key fields to extract from each of a planner read's thousands of groups, a write that
  // is part of the table's first render.
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies, possibleTypes: generatedTypes.possibleTypes });
}
