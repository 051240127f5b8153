import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiKey } from '../../support/api-keys.ts';
import {
  floorSessionCookie,
  signInCookie,
  startTestOpsHost,
  TEST_SERVICE_TOKEN,
  type TestOpsHost,
} from '../../support/ops-host.ts';

// The OpenAPI document names the credentials each route takes (`security`, alternatives): none on
// public routes, and on the others exactly the kinds of caller the access check admits, API keys
// (Authorization: Bearer) included.

type Security = Array<Record<string, string[]>>;
interface Operation {
  security?: Security;
  'x-access'?: { callers: 'public' | 'operator' | string[]; facility: unknown };
}
interface Document {
  components: { securitySchemes: Record<string, Record<string, string>> };
  paths: Record<string, Record<string, Operation>>;
}

let host: TestOpsHost;
let document: Document;
let credentials: Record<string, Record<string, string>>;

beforeAll(async () => {
  host = await startTestOpsHost();
  document = (await (await fetch(`${host.url}/openapi.json`)).json()) as Document;
  const { key } = await newApiKey(host.handle.db, ['CHI'], { readOnly: true });
  credentials = {
    adminSession: { cookie: await signInCookie(host.url) },
    floorSession: { cookie: await floorSessionCookie(host, 'chicago') },
    apiKey: { authorization: `Bearer ${key}` },
    serviceToken: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` },
  };
});
afterAll(() => host?.stop());

/** The scheme names an operation lists, in its order. */
function schemesOf(path: string, method: string): string[] | undefined {
  const security = document.paths[path]?.[method]?.security;
  return security?.flatMap((requirement) => Object.keys(requirement));
}

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI security of the routes', () => {
  it('declares the API key as a bearer scheme beside the cookies and the service token', () => {
    expect(document.components.securitySchemes).toMatchObject({
      adminSession: { type: 'apiKey', in: 'cookie', name: 'ops_session' },
      floorSession: { type: 'apiKey', in: 'cookie', name: 'ops_floor_session' },
      apiKey: { type: 'http', scheme: 'bearer' },
      serviceToken: { type: 'http', scheme: 'bearer' },
    });
  });

  it('lists no credential on public routes, and one or more on every other route', () => {
    expect(schemesOf('/session', 'post')).toEqual([]);
    expect(schemesOf('/healthz', 'get')).toEqual([]);
    for (const { path, method, operation } of operations()) {
      const isPublic = operation['x-access']?.callers === 'public';
      expect(operation.security, `${method} ${path}`).toBeDefined();
      expect(operation.security!.length > 0, `${method} ${path}`).toBe(!isPublic);
    }
  });

  it('lists for each kind of route exactly the credentials it admits', () => {
    // Admin screens: an admin session, an API key (where admin users are), the operator.
    expect(schemesOf('/accessible_packing_facilities', 'get')).toEqual([
      'adminSession',
      'apiKey',
      'serviceToken',
    ]);
    // Floor screens: both sessions, an API key, the operator.
    expect(schemesOf('/menus', 'get')).toEqual([
      'adminSession',
      'floorSession',
      'apiKey',
      'serviceToken',
    ]);
    // Kiosk only: the floor session (and the operator), no admin session, no API key.
    expect(schemesOf('/pack_line_printer/authentication/verify_supervisor_code', 'post')).toEqual([
      'floorSession',
      'serviceToken',
    ]);
    // A caller's own session: that session only.
    expect(schemesOf('/session', 'get')).toEqual(['adminSession']);
    expect(schemesOf('/pack_line_printer/authentication/status', 'get')).toEqual(['floorSession']);
    // The gateway's check of a key: the key only (not public, as it was once shown).
    expect(schemesOf('/api_key', 'get')).toEqual(['apiKey']);
    // Operator commands: the service token only.
    expect(schemesOf('/operator/api_keys', 'post')).toEqual(['serviceToken']);
  });

  it('matches what the host does: a credential gets past the access check exactly where listed', async () => {
    const mismatches: string[] = [];
    for (const { path, method, operation } of operations()) {
      if (operation['x-access']?.callers === 'public') continue;
      const listed = schemesOf(path, method) ?? [];
      for (const [scheme, headers] of Object.entries(credentials)) {
        // Writes only with the read-only key: admitted, it is refused as read-only, unchanged.
        if (method !== 'get' && scheme !== 'apiKey') continue;
        const url = `${host.url}${path.replace(/\{\w+\}/g, '1')}`;
        const response = await fetch(url, {
          method: method.toUpperCase(),
          headers,
          signal: AbortSignal.timeout(10_000),
        });
        const text = await response.text().catch(() => '');
        const refusedKind =
          response.status === 403 &&
          /not open to this kind of session|Only the operator may call this/.test(text);
        if (refusedKind === listed.includes(scheme)) {
          mismatches.push(`${method.toUpperCase()} ${path} with ${scheme}: ${response.status}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
