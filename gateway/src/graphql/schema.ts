import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { authResolvers } from '../modules/auth/resolvers.ts';
import { facilityResolvers } from '../modules/facilities/resolvers.ts';
import { floorSessionResolvers } from '../modules/floor-sessions/resolvers.ts';
import { historyResolvers } from '../modules/history/resolvers.ts';
import { heartbeatResolvers } from '../modules/status-wall/heartbeat-resolvers.ts';
import { labelStatusResolvers } from '../modules/label-status/resolvers.ts';
import { linePresetResolvers } from '../modules/line-presets/resolvers.ts';
import { iceRestrictionResolvers } from '../modules/ice-restrictions/resolvers.ts';
import { loginCodeResolvers } from '../modules/login-code/resolvers.ts';
import { menuResolvers } from '../modules/menus/resolvers.ts';
import { pickLetterResolvers } from '../modules/pick-letters/resolvers.ts';
import { statusWallResolvers } from '../modules/status-wall/resolvers.ts';
import { zoneDisplayResolvers } from '../modules/zone-display/resolvers.ts';
import { printerKioskResolvers } from '../modules/printer-kiosk/resolvers.ts';
import { kioskLineResolvers } from '../modules/printer-kiosk/line-resolvers.ts';
import { plannerResolvers } from '../modules/planner/resolvers.ts';
import { userPreferenceResolvers } from '../modules/user-preferences/resolvers.ts';
import { checkingRootArguments } from './well-formed-text.ts';

const SDL_DIR = fileURLToPath(new URL('../../../schema/graphql/', import.meta.url));

/** Every domain's SDL (the contract) with every domain's resolvers. */
export function buildSchema(): GraphQLSchema {
  const typeDefs = readdirSync(SDL_DIR)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(SDL_DIR + name, 'utf8'));
  return makeExecutableSchema({
    typeDefs,
    resolvers: [
      authResolvers,
      facilityResolvers,
      floorSessionResolvers,
      heartbeatResolvers,
      historyResolvers,
      menuResolvers,
      loginCodeResolvers,
      labelStatusResolvers,
      linePresetResolvers,
      iceRestrictionResolvers,
      pickLetterResolvers,
      zoneDisplayResolvers,
      statusWallResolvers,
      printerKioskResolvers,
      kioskLineResolvers,
      plannerResolvers,
      userPreferenceResolvers,
    ].map(checkingRootArguments),
    // A resolver for a field the contract does not have is a bug; fail at start, not at runtime.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
