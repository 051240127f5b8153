import fc from 'fast-check';

/** The part of an OpenAPI 3.0 schema object the host's routes use. */
export interface SchemaObject {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: SchemaObject[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
}

/**
 * Values a client could send where a schema is expected: mostly values the schema accepts (so
 * requests reach the handlers, where faults hide), sometimes values that look right but are not
 * (an id past the column, a facility of someone else).
 */
export function arbitraryFor(schema: SchemaObject | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue();
  const base = baseArbitrary(schema);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function baseArbitrary(schema: SchemaObject): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(arbitraryFor));
  switch (schema.type) {
    case 'integer':
      return integer(schema);
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return string(schema);
    case 'array':
      return fc.array(arbitraryFor(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return object(schema);
    default:
      return fc.jsonValue();
  }
}

function integer(schema: SchemaObject): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1000;
  const max = schema.maximum ?? 1_000_000;
  // Small ids hit real rows (facilities 1, 2, 7, 8; the seed's presets, menus and boxes); the
  // edges test the bounds.
  const small = fc.integer({ min: Math.max(min, 0), max: Math.min(max, 60) });
  return fc.oneof(
    { arbitrary: small, weight: 4 },
    {
      arbitrary: fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }),
      weight: 1,
    },
    { arbitrary: fc.constantFrom(min, max), weight: 1 },
  );
}

function string(schema: SchemaObject): fc.Arbitrary<string> {
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
      .map((day) => day.toISOString().slice(0, 10));
  }
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = schema.minLength ?? 0;
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function object(schema: SchemaObject): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property)]),
  );
  return fc.record(record, { requiredKeys: schema.required ?? [] });
}

/** Values no schema of ours takes, each of which once answered 500 or dropped the connection. */
export const HOSTILE_VALUES: unknown[] = [
  2 ** 31,
  2 ** 63,
  1e308,
  -1,
  0,
  1.5,
  '\u0000',
  'a\u0000b',
  'x'.repeat(10_000),
  '',
  ' ',
  '9'.repeat(30),
  "' OR 1=1 --",
  '../../etc/passwd',
  true,
  null,
  [],
  {},
  [1, 2, 3],
  { nested: { deeper: ['\u0000'] } },
];
