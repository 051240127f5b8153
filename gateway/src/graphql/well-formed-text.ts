import { GraphQLError } from 'graphql';

/** A UTF-16 surrogate with no partner: half a character, which no URL or UTF-8 text can hold. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Where in a field's arguments a text has a lone surrogate (`input.zones.2.name`), if anywhere. */
function malformedTextAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = malformedTextAt(item, path === '' ? key : `${path}.${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Refuses arguments with text that is not valid Unicode, naming the argument: a lone surrogate
 * (JSON's "\ud800", which graphql-js takes as a String or ID) cannot be put into the operations
 * host's URL (encodeURIComponent throws; a query string would carry U+FFFD in its place), nor
 * stored as it was sent. BAD_USER_INPUT, before anything is asked of the host.
 */
export function checkArgumentText(args: Record<string, unknown>): void {
  const argument = malformedTextAt(args, '');
  if (argument === undefined) return;
  throw new GraphQLError(`${argument} is not valid Unicode text (it has an unpaired surrogate).`, {
    extensions: { code: 'BAD_USER_INPUT', argument },
  });
}

type Resolve = (parent: unknown, args: Record<string, unknown>, ...rest: unknown[]) => unknown;
type RootResolvers = Record<string, unknown>;

const checking =
  (resolve: Resolve): Resolve =>
  (parent, args, ...rest) => {
    checkArgumentText(args);
    return resolve(parent, args, ...rest);
  };

/** A Query or Mutation field's resolver, or a Subscription field's subscribe, checking first. */
function checkingField(field: unknown, key: 'resolve' | 'subscribe'): unknown {
  if (typeof field === 'function') return checking(field as Resolve);
  const own = (field as Record<string, unknown> | undefined)?.[key];
  if (typeof own !== 'function') return field;
  return { ...(field as object), [key]: checking(own as Resolve) };
}

const mapFields = (fields: RootResolvers, key: 'resolve' | 'subscribe') =>
  Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, checkingField(field, key)]),
  );

/**
 * A module's resolvers with checkArgumentText run before every root field (the Query, Mutation
 * and Subscription fields: theirs are the arguments that reach the host), over HTTP and over
 * the WebSocket alike.
 */
export function checkingRootArguments<T extends object>(resolvers: T): T {
  const roots = resolvers as Record<string, RootResolvers | undefined>;
  return {
    ...resolvers,
    ...(roots.Query && { Query: mapFields(roots.Query, 'resolve') }),
    ...(roots.Mutation && { Mutation: mapFields(roots.Mutation, 'resolve') }),
    ...(roots.Subscription && { Subscription: mapFields(roots.Subscription, 'subscribe') }),
  };
}
