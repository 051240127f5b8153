import camelcaseKeys from 'camelcase-keys';
import snakecaseKeys from 'snakecase-keys';
import type { Logger } from '../logger.ts';
import type { UpstreamErrorBody } from './types.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface UpstreamRequest {
  method: HttpMethod;
  /** Path under OPS_HOST_URL, starting with a slash. */
  path: string;
  /** camelCase keys; sent as snake_case. Undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** JSON body with camelCase keys; sent as snake_case. */
  body?: unknown;
  /** The browser's Cookie header, forwarded as is. */
  cookie?: string | undefined;
  /** An internal tool's `Bearer <API key>`, forwarded as is (checked first: auth/api-key.ts). */
  authorization?: string | undefined;
  /** The browser's address chain (X-Forwarded-For), for the host's per-client limits. */
  forwardedFor?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** Why a call failed: an HTTP status, or no usable answer at all. */
export type UpstreamFailureKind = 'http' | 'timeout' | 'network' | 'aborted' | 'invalid-body';

export interface UpstreamSuccess<T> {
  ok: true;
  status: number;
  /** camelCased JSON; null when the answer has no body (e.g. 204). */
  body: T;
  /** Set-Cookie headers of the answer, for the caller to pass on to the browser. */
  setCookies: string[];
}

export interface UpstreamFailure {
  ok: false;
  /** 0 when no HTTP answer came (time-out, network failure). */
  status: number;
  body: UpstreamErrorBody | null;
  setCookies: string[];
  timedOut: boolean;
  failure: UpstreamFailureKind;
  /** "GET /session", for logs. */
  target: string;
  cause?: unknown;
}

export type UpstreamResult<T> = UpstreamSuccess<T> | UpstreamFailure;

export interface UpstreamClient {
  /** Never throws: every outcome, HTTP error or not, is a result. */
  request<T>(request: UpstreamRequest): Promise<UpstreamResult<T>>;
}

export interface UpstreamClientOptions {
  baseUrl: string;
  timeoutMs: number;
  logger: Logger;
}

// The one place where REST snake_case meets GraphQL camelCase. Values are decoded
// JSON (plain objects, arrays, primitives), so the walk is a plain recursion; each key is renamed
// once by camelcase-keys and remembered, since big answers (thousands of plan groups) repeat the
// same few dozen keys.
const camelKeys = new Map<string, string>();
const MAX_REMEMBERED_KEYS = 10_000;

function camelKey(key: string): string {
  let renamed = camelKeys.get(key);
  if (renamed === undefined) {
    renamed = Object.keys(camelcaseKeys({ [key]: null }))[0] ?? key;
    if (camelKeys.size < MAX_REMEMBERED_KEYS) camelKeys.set(key, renamed);
  }
  return renamed;
}

export function toCamelCase(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(toCamelCase);
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[camelKey(key)] = toCamelCase(item);
  return result;
}

export function toSnakeCase(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  return snakecaseKeys(plain(value) as Record<string, unknown>, { deep: true });
}

/**
 * GraphQL hands resolvers input objects without a prototype, which snakecase-keys refuses as
 * not plain: give them one, however deep, so a resolver may pass its input on as it is.
 */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== 'object') return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== null && prototype !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
}

function buildUrl(baseUrl: string, path: string, query: UpstreamRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(
    (toSnakeCase(query ?? {}) ?? {}) as Record<string, unknown>,
  )) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params}` : '';
  // Concatenated, not new URL(path, base): a base with a path prefix (…/api) must keep it.
  return `${baseUrl}${path}${search}`;
}

function parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: toCamelCase(JSON.parse(text)) };
  } catch {
    return { ok: false };
  }
}

function errorBody(value: unknown): UpstreamErrorBody | null {
  if (value === null || typeof value !== 'object') return null;
  const message = (value as { message?: unknown }).message;
  return typeof message === 'string' ? { ...value, message } : { ...value };
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function request<T>(req: UpstreamRequest): Promise<UpstreamResult<T>> {
    const target = `${req.method} ${req.path}`;
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = req.signal ? AbortSignal.any([timeout, req.signal]) : timeout;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (req.cookie) headers.cookie = req.cookie;
    if (req.authorization) headers.authorization = req.authorization;
    if (req.forwardedFor) headers['x-forwarded-for'] = req.forwardedFor;
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const fail = (
      failure: UpstreamFailureKind,
      status: number,
      cause?: unknown,
    ): UpstreamFailure => ({
      ok: false,
      status,
      body: null,
      setCookies: [],
      timedOut: failure === 'timeout',
      failure,
      target,
      cause,
    });

    try {
      const response = await fetch(buildUrl(baseUrl, req.path, req.query), {
        method: req.method,
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(toSnakeCase(req.body)),
        signal,
        // Never carry the user's cookie to wherever a redirect points.
        redirect: 'manual',
      });
      const text = await response.text();
      const setCookies = response.headers.getSetCookie();
      const parsed = parseBody(text);
      options.logger.debug(
        { upstream: target, status: response.status, ms: Math.round(performance.now() - started) },
        'upstream call',
      );
      if (response.ok && parsed.ok) {
        return { ok: true, status: response.status, body: parsed.value as T, setCookies };
      }
      if (response.ok) return { ...fail('invalid-body', response.status), setCookies };
      return {
        ...fail('http', response.status),
        body: parsed.ok ? errorBody(parsed.value) : null,
        setCookies,
      };
    } catch (error) {
      if (timeout.aborted) return fail('timeout', 0, error);
      if (req.signal?.aborted) return fail('aborted', 0, error);
      return fail('network', 0, error);
    }
  }

  return { request };
}

/** The client with this request's Cookie and X-Forwarded-For headers filled in, for resolvers. */
export type BoundUpstream = {
  /**
   * Whose calls these are: the API key's Authorization header, else the Cookie header sent with
   * each (undefined: none).
   */
  readonly cookie: string | undefined;
  request<T>(
    request: Omit<UpstreamRequest, 'cookie' | 'forwardedFor' | 'authorization'>,
  ): Promise<UpstreamResult<T>>;
};

/** Who the browser (or tool) is: its cookies or API key, and its address as the gateway saw it. */
export interface BrowserIdentity {
  cookie: string | undefined;
  forwardedFor: string | undefined;
  authorization?: string | undefined;
}

export function bindCaller(client: UpstreamClient, identity: BrowserIdentity): BoundUpstream {
  return {
    cookie: identity.authorization ?? identity.cookie,
    request: (req) => client.request({ ...req, ...identity }),
  };
}
