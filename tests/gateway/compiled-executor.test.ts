import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ApolloServer,
  HeaderMap,
  type ApolloServerPlugin,
  type GraphQLRequest,
} from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError, parse, type DocumentNode, type GraphQLResolveInfo } from 'graphql';
import { compileQuery, type CompiledQuery } from 'graphql-jit';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CompiledExecutor,
  compiledGateway,
  type Compile,
  type ExecutorRequest,
} from '../../gateway/src/graphql/compiled-executor.ts';
import { formatErrorFor } from '../../gateway/src/graphql/errors.ts';
import { selectsField } from '../../gateway/src/graphql/selection.ts';
import { answerInPieces, stringifyResult } from '../../gateway/src/http/json-pieces.ts';
import { answerKnown, KnownOperations } from '../../gateway/src/http/known-operations.ts';

// Operations run as graphql-jit compiled them answer what graphql-js answers: the same schema
// and resolvers behind two Apollo Servers, one executing with graphql-js, one with the compiled
// executor, compared request by request (body and HTTP status).

const groups = [
  { id: 1, name: 'CHI-1', boxCount: 10, lines: [{ name: 'A', count: 2 }] },
  { id: 2, name: 'MKE-2', boxCount: 4, lines: [] },
];

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    enum Shift {
      DAY
      NIGHT
    }
    input GroupFilter {
      ids: [ID!]!
      shift: Shift = DAY
      limit: Int
    }
    "Recursive: graphql-jit cannot parse variables of this type."
    input Tree {
      label: String
      children: [Tree!]
    }
    type Group {
      id: ID!
      name: String!
      boxCount: Int!
      lines: [Line!]!
      "Set by no resolver: null in a non-null field."
      missing: String!
      "The fields below the group that the operation selects (paths)."
      selected: [String!]!
    }
    type Line {
      name: String!
      count: Int
    }
    type Query {
      groups(filter: GroupFilter!): [Group!]!
      group(id: ID!): Group
      filterSeen(filter: GroupFilter!): String!
      unavailable: Group
      unavailableRequired: Group!
      broken: Int
      "Refused for now: a status and a Retry-After header for the answer."
      busy: Int
      tree(input: Tree): String
    }
    type Mutation {
      rename(id: ID!, name: String!): Group!
    }
  `,
  resolvers: {
    Query: {
      groups: (_: unknown, { filter }: { filter: { ids: string[] } }) =>
        groups.filter((group) => filter.ids.includes(String(group.id))),
      // With the fields below it the operation selects, as the planner's read asks the host.
      group: (_: unknown, { id }: { id: string }, _context: unknown, info: GraphQLResolveInfo) => {
        const group = groups.find((candidate) => String(candidate.id) === id);
        const selected = ['name', 'lines', 'lines.count'].filter((path) =>
          selectsField(info, ...path.split('.')),
        );
        return group ? { ...group, selected } : null;
      },
      // The coerced arguments, as the resolver got them.
      filterSeen: (_: unknown, { filter }: { filter: unknown }) => JSON.stringify(filter),
      unavailable: () => {
        throw new GraphQLError('The operations host is unavailable.', {
          extensions: { code: 'UPSTREAM_UNAVAILABLE', http: { status: 502 } },
        });
      },
      unavailableRequired: async () => {
        throw new GraphQLError('The operations host is unavailable.', {
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        });
      },
      broken: () => {
        throw new Error('a bug');
      },
      busy: () => {
        throw new GraphQLError('Too many scans.', {
          extensions: {
            code: 'RATE_LIMITED',
            http: { status: 429, headers: new Map([['retry-after', '5']]) },
          },
        });
      },
      tree: (_: unknown, { input }: { input: unknown }) => JSON.stringify(input),
    },
    Mutation: {
      rename: (_: unknown, { id, name }: { id: string; name: string }) => ({
        ...groups.find((group) => String(group.id) === id),
        name,
      }),
    },
  },
});

/** graphql-jit's compileQuery, counting its calls and the runs of what it compiled. */
function countingCompile() {
  const counts = { compiled: 0, ran: 0 };
  const compile: Compile = (...args) => {
    counts.compiled += 1;
    const compiled = compileQuery(...args);
    if (!('query' in compiled)) return compiled;
    const query: CompiledQuery['query'] = (...run) => {
      counts.ran += 1;
      return compiled.query(...run);
    };
    return { ...compiled, query };
  };
  return { compile, counts };
}

const counting = countingCompile();
const warnings: Array<Record<string, unknown>> = [];
const logger = pino(
  { level: 'warn' },
  { write: (line: string) => void warnings.push(JSON.parse(line) as Record<string, unknown>) },
);
const graphqlJs = new ApolloServer({ schema });
const compiled = new ApolloServer({
  gateway: compiledGateway(schema, { compile: counting.compile, logger }),
});
beforeAll(async () => {
  await Promise.all([graphqlJs.start(), compiled.start()]);
});
afterAll(async () => {
  await Promise.all([graphqlJs.stop(), compiled.stop()]);
});
beforeEach(() => {
  counting.counts.compiled = 0;
  counting.counts.ran = 0;
});

async function answer(server: ApolloServer, request: GraphQLRequest) {
  const response = await server.executeOperation(request, { contextValue: {} });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return { status: response.http.status, body: response.body.singleResult };
}

/** The compiled executor's answer, checked equal to graphql-js's. */
async function bothAnswer(request: GraphQLRequest) {
  const viaGraphqlJs = await answer(graphqlJs, request);
  const viaCompiled = await answer(compiled, request);
  expect(viaCompiled).toEqual(viaGraphqlJs);
  return viaCompiled;
}

describe('the compiled executor behind Apollo Server', () => {
  it('answers aliases, a fragment and __typename as graphql-js does, from the compiled operation', async () => {
    const { body } = await bothAnswer({
      query: `query Two($one: ID!) {
        first: group(id: $one) { __typename id name }
        second: group(id: "2") { ...Counts }
      }
      fragment Counts on Group { __typename boxCount lines { name count } }`,
      variables: { one: 1 },
    });
    expect(body).toEqual({
      data: {
        first: { __typename: 'Group', id: '1', name: 'CHI-1' },
        second: { __typename: 'Group', boxCount: 4, lines: [] },
      },
    });
    expect(counting.counts).toEqual({ compiled: 1, ran: 1 });
  });

  it('compiles an operation once and runs the compiled one for the next request', async () => {
    const query = 'query Names { group(id: "1") { name } }';
    await bothAnswer({ query });
    await bothAnswer({ query });
    expect(counting.counts).toEqual({ compiled: 1, ran: 2 });
  });

  it('coerces variables as graphql-js does: a lone value as a list, an input default', async () => {
    const { body } = await bothAnswer({
      query: 'query Seen($filter: GroupFilter!) { filterSeen(filter: $filter) }',
      variables: { filter: { ids: 7 } },
    });
    expect(body.data).toEqual({ filterSeen: '{"ids":["7"],"shift":"DAY"}' });
    expect(counting.counts.ran).toBe(1);
  });

  it('refuses variables with graphql-js errors: BAD_USER_INPUT, 400', async () => {
    const { status, body } = await bothAnswer({
      query: 'query Seen($filter: GroupFilter!) { groups(filter: $filter) { id } }',
      variables: { filter: { ids: ['1'], shift: 'EVENING' } },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
  });

  it('answers null in a non-null field, selected twice, with the message graphql-js has', async () => {
    const { body } = await bothAnswer({
      query: '{ group(id: "1") { id missing ...Missing } } fragment Missing on Group { missing }',
    });
    expect(body.data).toEqual({ group: null });
    expect(body.errors).toEqual([
      {
        message: 'Cannot return null for non-nullable field Group.missing.',
        locations: [
          { line: 1, column: 23 },
          { line: 1, column: 74 },
        ],
        path: ['group', 'missing'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
  });

  it("keeps a resolver error's message, path and extensions code (and its HTTP status)", async () => {
    const { status, body } = await bothAnswer({
      query: '{ unavailable { id } groups(filter: { ids: ["2"] }) { name } }',
    });
    expect(status).toBe(502);
    expect(body).toEqual({
      data: { unavailable: null, groups: [{ name: 'MKE-2' }] },
      errors: [
        {
          message: 'The operations host is unavailable.',
          locations: [{ line: 1, column: 3 }],
          path: ['unavailable'],
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        },
      ],
    });
  });

  it('nulls the data for an error in a non-null root field, and codes an unexpected error', async () => {
    const required = await bothAnswer({ query: '{ unavailableRequired { id } }' });
    expect(required.body.data).toBeNull();
    expect(required.body.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    const broken = await bothAnswer({ query: '{ broken }' });
    expect(broken.body.errors).toEqual([
      expect.objectContaining({ message: 'a bug', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
    ]);
  });

  it('gives resolvers the field nodes and fragments graphql-js gives them', async () => {
    const { body } = await bothAnswer({
      query: `{
        viaFragment: group(id: "1") { selected ...Lines }
        inline: group(id: "1") { selected ... on Group { name lines { count } } }
        neither: group(id: "1") { selected }
      }
      fragment Lines on Group { lines { name } }`,
    });
    expect(body.data).toEqual({
      viaFragment: { selected: ['lines'], lines: [{ name: 'A' }] },
      inline: { selected: ['name', 'lines', 'lines.count'], name: 'CHI-1', lines: [{ count: 2 }] },
      neither: { selected: [] },
    });
  });

  it('skips and includes where graphql-js does, on one spread of a fragment used twice', async () => {
    for (const show of [true, false]) {
      const { body } = await bothAnswer({
        query: `query Shown($show: Boolean!) {
          shown: group(id: "1") { id ...Name @include(if: $show) }
          always: group(id: "1") { ...Name }
          hidden: group(id: "1") { id name @skip(if: $show) }
        }
        fragment Name on Group { name }`,
        variables: { show },
      });
      expect(body.data).toEqual({
        shown: show ? { id: '1', name: 'CHI-1' } : { id: '1' },
        always: { name: 'CHI-1' },
        hidden: show ? { id: '1' } : { id: '1', name: 'CHI-1' },
      });
    }
  });

  it('runs the operation named in a document of several, and a mutation', async () => {
    const document = `
      query Read { group(id: "2") { name } }
      mutation Rename { rename(id: "2", name: "MKE-9") { id name } }`;
    const { body } = await bothAnswer({ query: document, operationName: 'Rename' });
    expect(body.data).toEqual({ rename: { id: '2', name: 'MKE-9' } });
    expect(counting.counts).toEqual({ compiled: 1, ran: 1 });
    const unknown = await bothAnswer({ query: document, operationName: 'Missing' });
    expect(unknown.status).toBe(400);
  });

  it('runs an operation with variables of a recursive input type through graphql-js', async () => {
    // graphql-jit would recurse through Tree until the process runs out of memory.
    const { body } = await bothAnswer({
      query: 'query Trees($tree: Tree) { tree(input: $tree) }',
      variables: { tree: { label: 'root', children: [{ label: 'leaf' }] } },
    });
    expect(body.data).toEqual({
      tree: '{"label":"root","children":[{"label":"leaf"}]}',
    });
    expect(counting.counts).toEqual({ compiled: 0, ran: 0 });
  });
});

describe('CompiledExecutor', () => {
  const request = (query: string, variables?: Record<string, unknown>): ExecutorRequest => {
    const document: DocumentNode = parse(query);
    const [operation] = document.definitions;
    if (operation?.kind !== 'OperationDefinition') throw new Error('no operation');
    return { document, operation, queryHash: query, request: { query, variables }, context: {} };
  };

  it('runs an operation graphql-jit cannot compile through graphql-js, once told so', async () => {
    const refusals: string[] = [];
    const executor = new CompiledExecutor(schema, {
      compile: (...args) => {
        refusals.push(args[2] ?? '');
        return { errors: [new GraphQLError('graphql-jit cannot compile this')] };
      },
      logger,
    });
    warnings.length = 0;
    const read = request('query Names { group(id: "2") { name } }');
    expect(await executor.execute(read)).toEqual({ data: { group: { name: 'MKE-2' } } });
    expect(await executor.execute(read)).toEqual({ data: { group: { name: 'MKE-2' } } });
    // Not compiled again for the second request.
    expect(refusals).toEqual(['']);
    expect(warnings).toEqual([
      expect.objectContaining({
        msg: 'graphql-jit cannot compile the operation: it runs through graphql-js',
        operationName: 'Names',
      }),
    ]);
  });

  it('keeps at most maxOperations compiled, dropping the least recently used', async () => {
    const { compile, counts } = countingCompile();
    const executor = new CompiledExecutor(schema, { compile, maxOperations: 2 });
    const reads = ['1', '2', '3'].map((id) => request(`{ group(id: "${id}") { id } }`));
    for (const read of [reads[0]!, reads[1]!, reads[0]!, reads[2]!]) await executor.execute(read);
    expect(executor.size).toBe(2);
    expect(counts.compiled).toBe(3);
    // reads[1] was the least recently used: compiled again; reads[0] was kept.
    await executor.execute(reads[1]!);
    expect(counts.compiled).toBe(4);
    await executor.execute(reads[2]!);
    expect(counts).toEqual({ compiled: 4, ran: 6 });
    expect(executor.size).toBe(2);
  });
});

describe('an operation answered again without Apollo Server', () => {
  // What Apollo Server answered the first time, the known-operation path answers the next:
  // the same status, content type, text, and the same errors seen by the plugins.
  const operations = new KnownOperations();
  const formatError = formatErrorFor(true);
  const seen: string[] = [];
  const errorPlugin: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName }) {
          for (const error of errors) seen.push(`${operationName ?? ''}: ${error.message}`);
        },
      };
    },
  };
  const server = new ApolloServer({
    gateway: compiledGateway(schema, { known: operations }),
    formatError,
    includeStacktraceInErrorResponses: false,
    plugins: [errorPlugin],
  });
  const options = {
    operations,
    formatError,
    includeStacktrace: false,
    errorPlugins: [errorPlugin],
  };
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  type Body = { query: string; variables?: Record<string, unknown>; operationName?: string };

  async function viaApollo(body: Body, accept?: string) {
    const headers = new HeaderMap([['content-type', 'application/json']]);
    if (accept) headers.set('accept', accept);
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: 'POST',
        headers,
        search: '',
        body,
      },
      context: async () => ({}),
    });
    if (response.body.kind !== 'complete') throw new Error('expected a complete answer');
    return {
      status: response.status ?? 200,
      contentType: response.headers.get('content-type'),
      retryAfter: response.headers.get('retry-after'),
      text: response.body.string,
    };
  }

  async function viaKnown(body: Body) {
    const req = { headers: { 'content-type': 'application/json' } } as IncomingMessage;
    const request = operations.requestOf(req, body);
    if (!request) return undefined;
    const written: Buffer[] = [];
    const headers = new Map<string, unknown>();
    const res = {
      statusCode: 0,
      setHeader: (name: string, value: unknown) => headers.set(name, value),
      hasHeader: (name: string) => headers.has(name),
      write: (buffer: Buffer) => written.push(buffer),
      end: (buffer?: Buffer) => buffer && written.push(buffer),
    };
    expect(await answerKnown(request, {}, res as unknown as ServerResponse, options)).toBe(true);
    const text = Buffer.concat(written).toString('utf8');
    expect(headers.get('content-length')).toBe(Buffer.byteLength(text));
    return {
      status: res.statusCode,
      contentType: headers.get('content-type'),
      retryAfter: headers.get('retry-after'),
      text,
    };
  }

  it.each([
    ['a read', { query: '{ group(id: "1") { id name lines { name count } } }' }],
    ['an error with its HTTP status', { query: 'query Down { unavailable { id } }' }],
    ['an error with its HTTP status and headers', { query: 'query Busy { busy }' }],
    [
      'an unexpected error, its message hidden',
      { query: 'query Bug { broken group(id: "2") { name } }' },
    ],
    ['null in a non-null field', { query: '{ group(id: "1") { missing } }' }],
    ['a mutation', { query: 'mutation { rename(id: "1", name: "CHI-9") { id name } }' }],
    [
      'variables',
      {
        query: 'query ($id: ID!) { group(id: $id) { name } }',
        variables: { id: '2' },
      },
    ],
  ])('%s', async (_case, body) => {
    seen.length = 0;
    const first = await viaApollo(body);
    const seenByApollo = [...seen];
    seen.length = 0;

    expect(await viaKnown(body)).toEqual(first);
    expect(seen).toEqual(seenByApollo);
  });

  it('answers the errors as Apollo Server formats them: a status, a code, no inner message', async () => {
    await viaApollo({ query: 'query Broken { broken unavailable { id } }' });
    const answer = await viaKnown({ query: 'query Broken { broken unavailable { id } }' });

    expect(answer?.status).toBe(502);
    expect(JSON.parse(answer!.text)).toEqual({
      errors: [
        expect.objectContaining({
          message: 'Internal server error',
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        }),
        expect.objectContaining({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } }),
      ],
      data: { broken: null, unavailable: null },
    });
  });

  it('answers the content type Apollo Server negotiates, and leaves to it what it refuses', async () => {
    const body = { query: '{ group(id: "2") { id } }' };
    await viaApollo(body);
    for (const accept of [
      'application/json',
      'application/graphql-response+json, application/json;q=0.9',
      'application/json;q=0.5, application/graphql-response+json',
      'application/json; callbackSpec=1.0',
      '*/*',
    ]) {
      const req = { headers: { accept } } as unknown as IncomingMessage;
      expect(operations.requestOf(req, body)?.contentType).toBe(
        (await viaApollo(body, accept)).contentType,
      );
    }
    const refused = { headers: { accept: 'text/html' } } as unknown as IncomingMessage;
    expect(operations.requestOf(refused, body)).toBeUndefined();
    expect((await viaApollo(body, 'text/html')).status).toBe(406);
  });

  it('never remembers an operation that reads the schema (it may be for signed-in users only)', async () => {
    const introspection = { query: '{ __schema { queryType { name } } }' };
    const before = operations.size;
    await viaApollo(introspection);
    expect(operations.size).toBe(before);
    expect(await viaKnown(introspection)).toBeUndefined();
  });

  it('leaves refused variables to Apollo Server, having run nothing', async () => {
    const query = 'mutation ($id: ID!) { rename(id: $id, name: "x") { id } }';
    await viaApollo({ query, variables: { id: '1' } });
    const req = { headers: {} } as IncomingMessage;
    const request = operations.requestOf(req, { query, variables: { id: { not: 'an id' } } });
    const res = { setHeader: vi.fn(), write: vi.fn(), end: vi.fn() };

    expect(await answerKnown(request!, {}, res as unknown as ServerResponse, options)).toBe(false);
    expect(res.end).not.toHaveBeenCalled();
  });
});

describe('answers of POST requests, in pieces', () => {
  const server = new ApolloServer({ gateway: compiledGateway(schema), stringifyResult });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  const post = (inPieces: <Context extends object>(context: Context) => Context) =>
    server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: 'POST',
        headers: new HeaderMap([['content-type', 'application/json']]),
        search: '',
        body: { query: '{ group(id: "1") { name } }' },
      },
      context: async () => inPieces({}),
    });

  it("ties the executor's data to the request, so its text is kept as pieces for the handler", async () => {
    const { answer, pieces } = await answerInPieces(post);
    expect(answer.body).toEqual({ kind: 'complete', string: '' });
    expect(Buffer.concat(pieces!.buffers).toString()).toBe('{"data":{"group":{"name":"CHI-1"}}}\n');
  });

  it('gives Apollo the text for a request whose context was not handed over (GET /graphql)', async () => {
    const answer = await post((context) => context);
    expect(answer.body).toEqual({
      kind: 'complete',
      string: '{"data":{"group":{"name":"CHI-1"}}}\n',
    });
  });
});
