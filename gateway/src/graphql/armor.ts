import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Query cost limits (graphql-armor). Generous for every screen of the app, tight enough that a
 * hostile query cannot fan out into thousands of upstream calls.
 */
export const LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxCost: 5_000,
  maxDirectives: 20,
  maxTokens: 2_000,
};

export function createArmor() {
  return new ApolloArmor({
    maxDepth: { n: LIMITS.maxDepth },
    maxAliases: { n: LIMITS.maxAliases },
    costLimit: { maxCost: LIMITS.maxCost },
    maxDirectives: { n: LIMITS.maxDirectives },
    // Counted by the GraphQL parser itself (apollo.ts parseOptions): armor's own token count
    // throws from a plugin hook, which turns every syntax error into a 500.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  }).protect();
}
