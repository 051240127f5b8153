import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const common: Options = {
  useDefaults: true,
  removeAdditional: false,
  // One error is enough to answer; collecting all of them lets a hostile body cost more.
  allErrors: false,
  addUsedSchema: false,
};

function ajvWith(options: Options): Ajv {
  const ajv = new Ajv({ ...common, ...options });
  addFormats.default(ajv);
  return ajv;
}

/**
 * Paths and query strings are text, so their numbers and booleans are read from text; JSON
 * bodies are taken as typed: `"packing_facility_id": true` or `"1"` is refused, not read as 1.
 */
export function registerValidation(app: FastifyInstance): void {
  const fromText = ajvWith({ coerceTypes: 'array' });
  const asTyped = ajvWith({ coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? asTyped : fromText).compile(schema),
  );
}
