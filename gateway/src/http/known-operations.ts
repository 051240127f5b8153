import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  ApolloServerPlugin,
  BaseContext,
  GraphQLRequestContextDidEncounterErrors,
} from '@apollo/server';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { runCompiled } from '../graphql/compiled-executor.ts';
import { jsonPieces, writePieces } from './json-pieces.ts';

/** A POST body as Apollo Server reads it. */
interface OperationBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

/** An operation that Apollo Server parsed, validated and ran once, compiled by graphql-jit. */
export interface KnownOperation {
  compiled: CompiledQuery;
  /** The operation's own name (null when anonymous), which Apollo Server gives its plugins. */
  name: string | null;
}

/** What the known-operation path needs of one request, read once from the body. */
export interface KnownRequest {
  operation: KnownOperation;
  variables: Record<string, unknown> | undefined;
  /** The answer's content type, as Apollo Server negotiates it from the Accept header. */
  contentType: string;
}

const APPLICATION_JSON = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json; charset=utf-8';
/** Apollo Server's choices for a single answer, in its order of preference. */
const MEDIA_TYPES = [
  APPLICATION_JSON,
  GRAPHQL_RESPONSE_JSON,
  'application/json; callbackSpec=1.0; charset=utf-8',
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Operations the gateway has already answered through Apollo Server's whole pipeline (parsed,
 * validated with the cost limits, compiled by graphql-jit), by their exact text and name. The
 * screens send the same few dozen documents all day; a request carrying one of them again, in
 * the plainest form (a JSON body, no API key, no persisted-query hash), is run straight from
 * here: nothing in its text can fail a check it passed before. Anything else, and any request
 * whose variables are refused, goes through Apollo Server (graphql-post.ts).
 */
export class KnownOperations {
  readonly #operations: LRUCache<string, KnownOperation>;
  /** Accept header → negotiated content type ('': none that Apollo Server answers). */
  readonly #contentTypes = new LRUCache<string, string>({ max: 100 });

  constructor(maxOperations = 500) {
    this.#operations = new LRUCache({ max: maxOperations });
  }

  get size(): number {
    return this.#operations.size;
  }

  /**
   * Called by the executor once Apollo Server has validated and resolved the operation: the
   * request's text and operationName, what graphql-jit compiled, the operation's own name.
   */
  remember(
    query: string,
    operationName: string | undefined,
    compiled: CompiledQuery,
    name: string | null,
  ): void {
    this.#operations.set(keyOf(query, operationName), { compiled, name });
  }

  /**
   * The known operation a request runs, or undefined when Apollo Server must answer it: an
   * unknown text, an API key (checked per operation by its plugin), a persisted-query hash, a
   * body or an Accept header Apollo Server would refuse or answer otherwise.
   */
  requestOf(req: IncomingMessage, body: unknown): KnownRequest | undefined {
    if (this.#operations.size === 0 || req.headers.authorization !== undefined) return undefined;
    if (!isObject(body)) return undefined;
    const { query, operationName, variables, extensions } = body as OperationBody;
    if (typeof query !== 'string') return undefined;
    if (operationName != null && typeof operationName !== 'string') return undefined;
    if (variables != null && !isObject(variables)) return undefined;
    if (extensions != null && (!isObject(extensions) || 'persistedQuery' in extensions)) {
      return undefined;
    }
    const operation = this.#operations.get(keyOf(query, operationName ?? undefined));
    if (operation === undefined) return undefined;
    const contentType = this.#contentTypeFor(req.headers.accept);
    if (contentType === '') return undefined;
    return { operation, variables: variables ?? undefined, contentType };
  }

  #contentTypeFor(accept: string | undefined): string {
    if (!accept) return APPLICATION_JSON;
    let contentType = this.#contentTypes.get(accept);
    if (contentType === undefined) {
      contentType = new Negotiator({ headers: { accept } }).mediaType(MEDIA_TYPES) ?? '';
      this.#contentTypes.set(accept, contentType);
    }
    return contentType;
  }
}

const keyOf = (query: string, operationName: string | undefined) =>
  `${operationName ?? ''}\u0000${query}`;

/** How a field error is formatted for the answer (Apollo Server's formatError). */
export type FormatError = (
  formatted: GraphQLFormattedError,
  error: unknown,
) => GraphQLFormattedError;

/** The status and headers errors ask of the answer (their `http` extension). */
interface ErrorHead {
  status: number | undefined;
  headers: Map<string, string>;
}

/** An `http` extension Apollo Server takes off an error: a status, headers, or both. */
const isHead = (value: unknown): value is { status?: number; headers?: Map<string, string> } =>
  isObject(value) &&
  (!('status' in value) || typeof value.status === 'number') &&
  (!('headers' in value) || value.headers instanceof Map);

/**
 * The errors of an answer as Apollo Server formats them (its normalizeAndFormatErrors): a code
 * on every error (INTERNAL_SERVER_ERROR when it has none), an `http` extension taken off and
 * made the answer's status and headers (the last error's status wins), a stack trace when asked,
 * then formatError.
 */
function formatErrors(
  errors: readonly GraphQLError[],
  options: { formatError: FormatError; includeStacktrace: boolean },
): { formatted: GraphQLFormattedError[]; head: ErrorHead } {
  const head: ErrorHead = { status: undefined, headers: new Map() };
  const formatted = errors.map((error) => {
    const extensions: Record<string, unknown> = {
      ...error.extensions,
      code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR',
    };
    const http = extensions.http;
    if (isHead(http)) {
      if (http.status) head.status = http.status;
      for (const [name, value] of http.headers ?? []) head.headers.set(name, value);
      delete extensions.http;
    }
    if (options.includeStacktrace) extensions.stacktrace = error.stack?.split('\n');
    try {
      return options.formatError({ ...error.toJSON(), extensions }, error);
    } catch {
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  });
  return { formatted, head };
}

/** What answering a known operation takes: the operations, and Apollo Server's own settings. */
export interface KnownOperationOptions<Context extends BaseContext = BaseContext> {
  operations: KnownOperations;
  formatError: FormatError;
  includeStacktrace: boolean;
  /** The plugins whose didEncounterErrors Apollo Server would call, in its order. */
  errorPlugins: readonly ApolloServerPlugin<Context>[];
}

/**
 * Runs a known operation and writes its answer as Apollo Server writes it (status, content type,
 * `errors` before `data`, JSON and a newline, in pieces). Answers false, having written nothing,
 * when the variables are refused: Apollo Server then answers with its own message.
 */
export async function answerKnown<Context extends BaseContext>(
  request: KnownRequest,
  contextValue: Context,
  res: ServerResponse,
  options: KnownOperationOptions<Context>,
): Promise<boolean> {
  const result = await runCompiled(request.operation.compiled, contextValue, request.variables);
  if (!('data' in result)) return false;
  let errors: GraphQLFormattedError[] | undefined;
  let head: ErrorHead | undefined;
  if (result.errors?.length) {
    await encounterErrors(
      result.errors,
      request.operation.name,
      contextValue,
      options.errorPlugins,
    );
    ({ formatted: errors, head } = formatErrors(result.errors, options));
  }
  const pieces = jsonPieces({ errors, data: result.data, extensions: result.extensions }, '\n');
  res.statusCode = head?.status ?? 200;
  for (const [name, value] of head?.headers ?? []) res.setHeader(name, value);
  // As Apollo Server: a content type an error set stands.
  if (!res.hasHeader('content-type')) res.setHeader('content-type', request.contentType);
  writePieces(res, pieces);
  return true;
}

/** The didEncounterErrors hooks of the plugins, given what they read of the request. */
async function encounterErrors<Context extends BaseContext>(
  errors: readonly GraphQLError[],
  operationName: string | null,
  contextValue: Context,
  plugins: readonly ApolloServerPlugin<Context>[],
): Promise<void> {
  const requestContext = {
    errors,
    operationName,
    contextValue,
  } as unknown as GraphQLRequestContextDidEncounterErrors<Context>;
  for (const plugin of plugins) {
    const listener = await plugin.requestDidStart?.(requestContext);
    await listener?.didEncounterErrors?.(requestContext);
  }
}
