import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import {
  execute,
  getNamedType,
  getOperationAST,
  GraphQLError,
  isInputObjectType,
  printSchema,
  createSourceEventStream,
  subscribe,
  typeFromAST,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLInputObjectType,
  visit,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import {
  compileQuery,
  isCompiledQuery,
  type CompiledQuery,
  type CompilerOptions,
} from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import { answerExecuted } from '../http/json-pieces.ts';
import { isPromise } from '../is-promise.ts';
import type { KnownOperations } from '../http/known-operations.ts';
import type { Logger } from '../logger.ts';
import { isPushable, type Pushable, type Sink } from '../realtime/pushed.ts';
import { answersFromEventAlone } from './event-alone.ts';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;
/** What Apollo hands the executor, of which it reads these. */
export type ExecutorRequest = Pick<
  Parameters<GatewayExecutor>[0],
  'document' | 'operation' | 'queryHash' | 'request' | 'context'
>;

/** graphql-jit's compileQuery, as the executor calls it. */
export type Compile = (
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string,
  options?: Partial<CompilerOptions>,
) => CompiledQuery | ExecutionResult;

export interface CompiledExecutorOptions {
  /** The most operations kept compiled; the least recently used is dropped first. */
  maxOperations?: number;
  /** graphql-jit's compileQuery (tests pass a wrapper that counts its calls). */
  compile?: Compile;
  logger?: Logger;
  /** Where a compiled query or mutation is remembered by its text (http/known-operations.ts). */
  known?: KnownOperations;
}

/** An operation that runs through graphql-js (remembered, so it is not compiled again). */
const GRAPHQL_JS = Symbol('graphql-js');

/**
 * Queries and mutations over HTTP run as JavaScript that graphql-jit compiled for the operation,
 * not through graphql-js's execute, which does the same work again for each field of each
 * object (the planner's read is ~51,000 fields): fields without a resolver become plain
 * property reads, and each operation is compiled once (an LRU of `maxOperations`, keyed by
 * Apollo's hash of the query text and the operation name).
 *
 * Apollo Server 5 takes an executor only from a `gateway` (compiledGateway below): it parses,
 * validates and runs every plugin as before, then calls the executor instead of execute.
 * Subscriptions never reach it (refused over HTTP): graphql-ws calls `subscribe` instead, and
 * each event is then executed for each subscriber by the compiled operation (an event to a
 * floor's thousands of screens is executed thousands of times).
 *
 * Where graphql-jit differs from graphql-js, graphql-js runs or shapes the answer:
 * - an operation graphql-jit cannot compile (compileQuery answers errors), or whose variables
 *   are of a recursive input type (graphql-jit's variable parser then recurses until the
 *   process runs out of memory: graphql-jit issue #81), runs through execute;
 * - variables graphql-jit refuses are refused by graphql-js instead, for its messages and the
 *   nodes from which Apollo tells BAD_USER_INPUT (a 400);
 * - field errors become graphql-js GraphQLErrors (see asGraphQLJsError).
 * Like graphql-js's default resolver, graphql-jit reads fields without a resolver from the
 * parent object, but does not call functions or wait for promises there: such values need a
 * resolver (graphql-jit's README; none of ours are).
 */
export class CompiledExecutor {
  readonly #schema: GraphQLSchema;
  readonly #compile: Compile;
  readonly #logger: Logger | undefined;
  readonly #known: KnownOperations | undefined;
  readonly #operations: LRUCache<string, CompiledQuery | typeof GRAPHQL_JS>;
  /** Subscriptions by document (graphql-ws keeps one parsed document per text). */
  readonly #subscriptions = new WeakMap<
    DocumentNode,
    Map<string, CompiledQuery | typeof GRAPHQL_JS>
  >();
  readonly #recursiveInputs: ReadonlySet<string>;
  /**
   * For each compiled subscription that answers from its event alone (event-alone.ts), its
   * answers by event: subscribers handed the same event object share one execution.
   */
  readonly #answersByEvent = new WeakMap<CompiledQuery, WeakMap<object, ExecutionResult>>();

  constructor(schema: GraphQLSchema, options: CompiledExecutorOptions = {}) {
    this.#schema = schema;
    this.#compile = options.compile ?? compileQuery;
    this.#logger = options.logger;
    this.#known = options.known;
    this.#operations = new LRUCache({ max: options.maxOperations ?? 500 });
    this.#recursiveInputs = recursiveInputTypes(schema);
  }

  /** How many operations are kept (compiled, or known to run through graphql-js). */
  get size(): number {
    return this.#operations.size;
  }

  readonly execute = async (request: ExecutorRequest): Promise<ExecutionResult> => {
    const compiled = request.operation ? this.#compiled(request, request.operation) : GRAPHQL_JS;
    if (compiled === GRAPHQL_JS) return this.#graphqlJs(request);
    const result = await runCompiled(compiled, request.context, request.request.variables);
    // Only refused variables answer without data.
    if (!('data' in result)) return this.#graphqlJs(request);
    return result;
  };

  /**
   * graphql-ws's subscribe: the source stream is made by graphql-js (createSourceEventStream:
   * variables coerced, the subscription resolver called with its arguments); each of its events
   * is executed by the compiled operation, as graphql-js's subscribe executes it. graphql-jit's
   * own subscribe is not used: it hands the resolver the operation's variables as the field's
   * arguments (graphql-jit 0.8).
   */
  readonly subscribe = async (
    args: ExecutionArgs,
  ): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> => {
    const operation = getOperationAST(args.document, args.operationName);
    const compiled = operation ? this.#compiledSubscription(args, operation) : GRAPHQL_JS;
    if (compiled === GRAPHQL_JS) return subscribe(args);
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) return stream;
    // Variables that createSourceEventStream accepted are accepted here too.
    const settle = (result: ExecutionResult, payload: unknown) =>
      'data' in result ? result : execute({ ...args, rootValue: payload });
    const run = (payload: unknown) => {
      const result = runCompiled(compiled, args.contextValue, args.variableValues, payload);
      return isPromise(result)
        ? result.then((done) => settle(done, payload))
        : settle(result, payload);
    };
    const answers = this.#answersByEvent.get(compiled);
    if (!answers) return mapEvents(stream, run);
    // An event a channel's resolver handed every subscriber as one object is executed once.
    const shared = (payload: unknown) => {
      if (typeof payload !== 'object' || payload === null) return run(payload);
      const known = answers.get(payload);
      if (known) return known;
      const answer = run(payload);
      if (!isPromise(answer)) answers.set(payload, answer);
      return answer;
    };
    return mapEvents(stream, shared, { pushable: true });
  };

  #compiledSubscription(args: ExecutionArgs, operation: OperationDefinitionNode) {
    let byName = this.#subscriptions.get(args.document);
    if (!byName) {
      byName = new Map();
      this.#subscriptions.set(args.document, byName);
    }
    const name = args.operationName ?? '';
    let compiled = byName.get(name);
    if (compiled === undefined) {
      compiled = this.#compileOperation(args.document, args.operationName, operation);
      byName.set(name, compiled);
      if (
        compiled !== GRAPHQL_JS &&
        answersFromEventAlone(this.#schema, args.document, operation)
      ) {
        this.#answersByEvent.set(compiled, new WeakMap());
      }
    }
    return compiled;
  }

  #compiled(request: ExecutorRequest, operation: OperationDefinitionNode) {
    const { operationName } = request.request;
    const key = `${operationName ?? ''}\u0000${request.queryHash}`;
    let compiled = this.#operations.get(key);
    if (compiled === undefined) {
      compiled = this.#compileOperation(request.document, operationName, operation);
      this.#operations.set(key, compiled);
      const { query } = request.request;
      if (compiled !== GRAPHQL_JS && query !== undefined && isPlainOperation(request.document)) {
        const name = operation.name?.value ?? null;
        this.#known?.remember(query, operationName ?? undefined, compiled, name);
      }
    }
    return compiled;
  }

  #compileOperation(
    document: DocumentNode,
    operationName: string | null | undefined,
    operation: OperationDefinitionNode,
  ) {
    const recursive = operation.variableDefinitions?.some((definition) => {
      const type = typeFromAST(this.#schema, definition.type);
      return type !== undefined && this.#recursiveInputs.has(getNamedType(type).name);
    });
    if (recursive) return GRAPHQL_JS;
    const compiled = this.#compile(
      this.#schema,
      document,
      operationName ?? undefined,
      // Without it, @skip/@include on one spread of a fragment applies to its other spreads.
      { useExperimentalPathBasedSkipInclude: true },
    );
    if (isCompiledQuery(compiled)) return compiled;
    this.#logger?.warn(
      { operationName: operation.name?.value, errors: compiled.errors?.map((e) => e.message) },
      'graphql-jit cannot compile the operation: it runs through graphql-js',
    );
    return GRAPHQL_JS;
  }

  #graphqlJs({ document, request, context }: ExecutorRequest) {
    return execute({
      schema: this.#schema,
      document,
      contextValue: context,
      variableValues: request.variables,
      operationName: request.operationName,
    });
  }
}

/**
 * Runs a compiled operation; field errors come back as graphql-js makes them. An answer without
 * `data` means graphql-jit refused the variables (nothing was run).
 */
export function runCompiled(
  compiled: CompiledQuery,
  context: unknown,
  variables: Record<string, unknown> | null | undefined,
  root?: unknown,
): ExecutionResult | Promise<ExecutionResult> {
  // graphql-jit answers at once when no resolver waits (a subscription's event, say): such a
  // result is not wrapped in a promise, which each of a floor's thousands of subscribers of an
  // event would otherwise wait a turn for.
  const result = compiled.query(root, context, variables);
  return isPromise(result) ? result.then(withGraphQLJsErrors) : withGraphQLJsErrors(result);
}

function withGraphQLJsErrors(result: ExecutionResult): ExecutionResult {
  if (!('data' in result) || !result.errors) return result;
  return { ...result, errors: result.errors.map(asGraphQLJsError) };
}

/**
 * A subscription's events, each executed as it comes (graphql-js's mapping of a source stream,
 * which graphql does not export): ending the results ends the source; an execution that throws
 * ends the source and throws.
 *
 * With `pushable` (a document that answers from its event alone, event-alone.ts: no resolver
 * runs, so nothing waits), the results of a source that can be pushed (realtime/pushed.ts) can
 * be pushed too, each executed in the call that brought its event. An execution that waits all
 * the same ends its subscriber with an error rather than reach it out of order.
 */
function mapEvents<T>(
  source: AsyncIterable<unknown>,
  run: (payload: unknown) => T | Promise<T>,
  options: { pushable?: boolean } = {},
): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const finish = async () => {
    try {
      await iterator.return?.();
    } catch {
      // The source failing to close changes nothing for the subscriber.
    }
  };
  const failed = async (error: unknown): Promise<never> => {
    await finish();
    throw error;
  };
  // An event whose execution answers at once is handed on in the same turn.
  const mapped = (
    item: IteratorResult<unknown>,
  ): IteratorResult<T> | Promise<IteratorResult<T>> => {
    if (item.done) return item;
    try {
      const value = run(item.value);
      if (!isPromise(value)) return { done: false, value };
      return value.then((settled) => ({ done: false, value: settled }), failed);
    } catch (error) {
      return failed(error);
    }
  };
  const results: AsyncIterableIterator<T> = {
    next: () => iterator.next().then(mapped),
    return: async () =>
      iterator.return ? mapped(await iterator.return()) : { done: true, value: undefined },
    throw: async (error: unknown) =>
      iterator.throw ? mapped(await iterator.throw(error)) : Promise.reject(error),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  if (!options.pushable || !isPushable(iterator as AsyncIterator<unknown, undefined>)) {
    return results;
  }
  const events = iterator as Pushable<unknown>;
  const pushTo = (sink: Sink<T>) =>
    events.pushTo({
      value(payload) {
        const value = run(payload);
        if (isPromise(value)) {
          Promise.resolve(value).catch(() => undefined);
          throw new Error('A pushed subscription cannot wait for its result.');
        }
        sink.value(value);
      },
      end: (error) => sink.end(error),
    });
  return Object.assign(results, { pushTo });
}

/**
 * A query or mutation that asks nothing of the schema's introspection: whether such an
 * operation may run depends on the request (introspection can be for signed-in users only),
 * so only Apollo Server's pipeline runs it. Subscriptions never reach the executor.
 */
function isPlainOperation(document: DocumentNode): boolean {
  let plain = true;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') plain = false;
    },
  });
  return plain;
}

/**
 * A field error of graphql-jit as graphql-js makes it: a GraphQLError of its own class has no
 * `extensions` when its cause had none (Apollo's formatting reads `extensions.code` and would
 * answer a bare "Internal server error" without message, path or locations), and names a field
 * selected more than once (with a fragment) `Type.(id,id)` in its null message.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const message = error.message.replace(
    /^(Cannot return null for non-nullable field \w+\.)\((\w+)(?:,\2)*\)\.$/,
    '$1$2.',
  );
  const converted = new GraphQLError(message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
  });
  // graphql-js derives locations from AST nodes, which graphql-jit's errors do not keep.
  (converted as { locations: GraphQLError['locations'] }).locations = error.locations;
  return converted;
}

/** Input object types from which a chain of fields comes back to a type already on it. */
function recursiveInputTypes(schema: GraphQLSchema): Set<string> {
  const recursive = new Set<string>();
  const reachesCycle = (type: GraphQLInputObjectType, chain: ReadonlySet<string>): boolean =>
    Object.values(type.getFields()).some((field) => {
      const named = getNamedType(field.type);
      if (!isInputObjectType(named)) return false;
      return chain.has(named.name) || reachesCycle(named, new Set([...chain, named.name]));
    });
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInputObjectType(type) && reachesCycle(type, new Set([type.name]))) {
      recursive.add(type.name);
    }
  }
  return recursive;
}

/**
 * The `gateway` option of Apollo Server that serves this schema with a CompiledExecutor: Apollo
 * subscribes to its schema, then loads it (which must report the schema before it returns).
 */
export function compiledGateway(
  schema: GraphQLSchema,
  options: CompiledExecutorOptions = {},
): Gateway {
  const executor = new CompiledExecutor(schema, options);
  const listeners = new Set<Parameters<Gateway['onSchemaLoadOrUpdate']>[0]>();
  return {
    onSchemaLoadOrUpdate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      const coreSupergraphSdl = printSchema(schema);
      for (const listener of listeners) listener({ apiSchema: schema, coreSupergraphSdl });
      return {
        // An answer's data is tied to its POST request, to be written in pieces (json-pieces.ts).
        async executor(request) {
          const result = await executor.execute(request);
          answerExecuted(request.context, result);
          return result;
        },
      };
    },
    async stop() {
      listeners.clear();
    },
  };
}
