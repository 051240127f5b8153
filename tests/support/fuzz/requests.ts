import fc from 'fast-check';
import { arbitraryFor, HOSTILE_VALUES, type SchemaObject } from './arbitraries.ts';

/** One operation of the OpenAPI document, as the fuzzer reads it. */
export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /pick_letters/protein_letters/{ingredientBoxingAssignmentId}. */
  path: string;
  parameters: Array<{
    in: 'path' | 'query' | 'header';
    name: string;
    required?: boolean;
    schema: SchemaObject;
  }>;
  body?: SchemaObject;
  access?: { callers: string | string[] };
}

/** A request to send: its parts, or a raw body that is not JSON at all. */
export interface FuzzRequest {
  label: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: unknown;
  rawBody?: { text: string; contentType: string };
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['parameters'];
        requestBody?: { content?: Record<string, { schema: SchemaObject }> };
        'x-access'?: Operation['access'];
      }
    >
  >;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      access: operation['x-access'],
    })),
  );
}

/** A stable number per route, so each route's samples are its own and replayable. */
function routeSeed(seed: number, operation: Operation): number {
  let hash = seed;
  for (const char of `${operation.method} ${operation.path}`) {
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  }
  return hash;
}

function sampleOf(operation: Operation, seed: number, runs: number) {
  const parts = (where: string) =>
    fc.record(
      Object.fromEntries(
        operation.parameters
          .filter((p) => p.in === where)
          .map((p) => [p.name, arbitraryFor(p.schema)]),
      ),
      {
        requiredKeys: operation.parameters
          .filter((p) => p.in === where && (p.required || where === 'path'))
          .map((p) => p.name),
      },
    );
  const request = fc.record({
    params: parts('path'),
    query: parts('query'),
    headers: parts('header'),
    body: operation.body ? arbitraryFor(operation.body) : fc.constant(undefined),
  });
  return fc.sample(request, { seed: routeSeed(seed, operation), numRuns: runs });
}

/**
 * The requests the fuzzer sends to one operation: `runs` generated from its schemas, then one
 * valid-looking request per field and hostile value, then malformed bodies.
 */
export function requestsFor(operation: Operation, seed: number, runs: number): FuzzRequest[] {
  const samples = sampleOf(operation, seed, runs);
  const requests: FuzzRequest[] = samples.map((sample, index) => ({
    label: `generated #${index}`,
    params: sample.params,
    query: sample.query,
    headers: stringValues(sample.headers),
    body: sample.body,
  }));
  const template = samples[0]!;

  for (const parameter of operation.parameters) {
    const where = ({ path: 'params', query: 'query', header: 'headers' } as const)[parameter.in];
    for (const value of HOSTILE_VALUES) {
      const request: FuzzRequest = {
        label: `${parameter.in} ${parameter.name} = ${describe(value)}`,
        params: { ...template.params },
        query: { ...template.query },
        headers: stringValues(template.headers),
        body: template.body,
      };
      if (where === 'headers') {
        // A header value outside visible ASCII cannot even be sent.
        const text = textOf(value);
        if (!/^[\x20-\x7e]{0,8000}$/.test(text)) continue;
        request.headers[parameter.name] = text;
      } else request[where][parameter.name] = value;
      requests.push(request);
    }
  }

  const body = template.body;
  if (operation.body && body && typeof body === 'object' && !Array.isArray(body)) {
    const fields = Object.keys(operation.body.properties ?? {});
    for (const field of fields) {
      for (const value of HOSTILE_VALUES) {
        requests.push({
          ...base(template),
          label: `body ${field} = ${describe(value)}`,
          body: { ...body, [field]: value },
        });
      }
      const { [field]: _missing, ...without } = body as Record<string, unknown>;
      requests.push({ ...base(template), label: `body without ${field}`, body: without });
    }
    requests.push({
      ...base(template),
      label: 'body with an extra field',
      body: { ...body, unexpected: 1 },
    });
  }
  if (operation.method !== 'GET') {
    for (const [label, rawBody] of [
      ['malformed JSON', { text: '{"packing_facility_id": 1,', contentType: 'application/json' }],
      ['a JSON array', { text: '[1,2,3]', contentType: 'application/json' }],
      ['JSON null', { text: 'null', contentType: 'application/json' }],
      ['an empty JSON body', { text: '', contentType: 'application/json' }],
      ['text instead of JSON', { text: 'packing_facility_id=1', contentType: 'text/plain' }],
      ['a NUL byte', { text: '{"name":"\u0000"}', contentType: 'application/json' }],
    ] as const) {
      requests.push({ ...base(template), label, rawBody: { ...rawBody } });
    }
  }
  return requests;
}

function base(template: {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
}) {
  return {
    params: { ...template.params },
    query: { ...template.query },
    headers: stringValues(template.headers),
  };
}

function stringValues(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, textOf(value)]));
}

/** How a value travels in a path or a query string. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 30 ? `${text.slice(0, 27)}…` : text;
}
