import { EventEmitter } from 'node:events';
import { MSGPACK_MEDIA_TYPE, unpackAnswer } from '@ops/schema/msgpack';
import camelcaseKeys from 'camelcase-keys';
import snakecaseKeys from 'snakecase-keys';
import { Agent } from 'undici';
import type { Tracing } from '@ops/schema/observability/tracing';
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
  /** The browser request's X-Request-Id, so the host's log lines match the gateway's. */
  requestId?: string | undefined;
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
  /** Closes the kept-alive connections (calls under way finish first). */
  close(): Promise<void>;
}

export interface UpstreamClientOptions {
  baseUrl: string;
  timeoutMs: number;
  logger: Logger;
  /** Kept-alive connections to the host at most (calls beyond wait for one); 64 by default. */
  connections?: number;
  /** With tracing on, each call carries its span's traceparent (observability/upstream-calls.ts). */
  tracing?: Tracing | undefined;
}

// The one place where REST snake_case meets GraphQL camelCase. Values are decoded JSON or
// GraphQL input (plain objects, possibly without a prototype, arrays, primitives), so each walk
// is a plain recursion; each key is renamed once by camelcase-keys or snakecase-keys and
// remembered, since answers (thousands of plan groups) and calls repeat the same few dozen keys.
const MAX_REMEMBERED_KEYS = 10_000;

function rememberedRenaming(rename: (key: string) => string) {
  const renamed = new Map<string, string>();
  return (key: string): string => {
    let name = renamed.get(key);
    if (name === undefined) {
      name = rename(key);
      if (renamed.size < MAX_REMEMBERED_KEYS) renamed.set(key, name);
    }
    return name;
  };
}

const camelKey = rememberedRenaming((key) => Object.keys(camelcaseKeys({ [key]: null }))[0] ?? key);
const snakeKey = rememberedRenaming((key) => Object.keys(snakecaseKeys({ [key]: null }))[0] ?? key);

function renameKeys(value: unknown, rename: (key: string) => string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, rename));
  // Only plain objects are walked (a Date, say, is passed on as it is).
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== null && prototype !== Object.prototype) return value;
  const result: Record<string, unknown> = {};
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    result[rename(key)] = renameKeys((value as Record<string, unknown>)[key], rename);
  }
  return result;
}

export const toCamelCase = (value: unknown): unknown => renameKeys(value, camelKey);
export const toSnakeCase = (value: unknown): unknown => renameKeys(value, snakeKey);

/** The path and query of a call under the host's base path, as undici takes them. */
function pathWithQuery(basePath: string, path: string, query: UpstreamRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(
    (toSnakeCase(query ?? {}) ?? {}) as Record<string, unknown>,
  )) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params}` : '';
  // Concatenated, not new URL(path, base): a base with a path prefix (…/api) must keep it.
  return `${basePath}${path}${search}`;
}

// Every call takes MessagePack where the host offers it (its large reads: @ops/schema/msgpack),
// JSON otherwise; an answer is read as its content type says.
const ACCEPT = `${MSGPACK_MEDIA_TYPE}, application/json;q=0.9`;

type ParsedBody = { ok: true; value: unknown } | { ok: false };

const isMessagePack = (contentType: string | string[] | undefined) =>
  typeof contentType === 'string' && contentType.split(';')[0]!.trim() === MSGPACK_MEDIA_TYPE;

function parseBody(text: string): ParsedBody {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: toCamelCase(JSON.parse(text)) };
  } catch {
    return { ok: false };
  }
}

function unpackBody(bytes: ArrayBuffer): ParsedBody {
  try {
    return { ok: true, value: toCamelCase(unpackAnswer(Buffer.from(bytes))) };
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
  // The origin and base path are taken apart once: each call then hands undici both, and no
  // URL is parsed per call.
  const base = new URL(options.baseUrl);
  const origin = base.origin;
  const basePath = base.pathname.replace(/\/+$/, '');
  // Every call to the host reuses a kept-alive connection of this pool. One call at a time per
  // connection (no pipelining): a quick read never waits behind a slow one on the same socket.
  const agent = new Agent({ connections: options.connections ?? 64, pipelining: 1 });

  async function request<T>(req: UpstreamRequest): Promise<UpstreamResult<T>> {
    const target = `${req.method} ${req.path}`;
    const headers: Record<string, string> = { accept: ACCEPT };
    if (req.cookie) headers.cookie = req.cookie;
    if (req.authorization) headers.authorization = req.authorization;
    if (req.forwardedFor) headers['x-forwarded-for'] = req.forwardedFor;
    if (req.requestId) headers['x-request-id'] = req.requestId;
    options.tracing?.inject(headers);
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

    // The deadline and the caller's signal stop the call through an emitter undici listens to:
    // Node 20 builds every AbortSignal as a transferable object, which cost more than the rest
    // of a small call's client side (AbortSignal.timeout and .any made two or three per call).
    const stop = new EventEmitter();
    let stopped: 'timeout' | 'aborted' | undefined;
    const stopBecause = (reason: 'timeout' | 'aborted') => {
      stopped ??= reason;
      stop.emit('abort');
    };
    const callerAborted = () => stopBecause('aborted');
    if (req.signal?.aborted) return fail('aborted', 0, req.signal.reason);
    const deadline = setTimeout(stopBecause, options.timeoutMs, 'timeout');
    req.signal?.addEventListener('abort', callerAborted, { once: true });

    try {
      // Redirects are not followed: the user's cookie never goes wherever one points.
      const response = await agent.request({
        origin,
        path: pathWithQuery(basePath, req.path, req.query),
        method: req.method,
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(toSnakeCase(req.body)),
        signal: stop,
      });
      const status = response.statusCode;
      const setCookies = [response.headers['set-cookie'] ?? []].flat();
      const parsed = isMessagePack(response.headers['content-type'])
        ? unpackBody(await response.body.arrayBuffer())
        : parseBody(await response.body.text());
      if (options.logger.isLevelEnabled('debug')) {
        options.logger.debug(
          { upstream: target, status, ms: Math.round(performance.now() - started) },
          'upstream call',
        );
      }
      const ok = status >= 200 && status < 300;
      if (ok && parsed.ok) return { ok: true, status, body: parsed.value as T, setCookies };
      if (ok) return { ...fail('invalid-body', status), setCookies };
      return {
        ...fail('http', status),
        body: parsed.ok ? errorBody(parsed.value) : null,
        setCookies,
      };
    } catch (error) {
      return fail(stopped ?? 'network', 0, error);
    } finally {
      clearTimeout(deadline);
      req.signal?.removeEventListener('abort', callerAborted);
    }
  }

  return { request, close: () => agent.close() };
}

/** The client with this request's Cookie and X-Forwarded-For headers filled in, for resolvers. */
export type BoundUpstream = {
  /**
   * Whose calls these are: the API key's Authorization header, else the Cookie header sent with
   * each (undefined: none).
   */
  readonly cookie: string | undefined;
  request<T>(
    request: Omit<UpstreamRequest, 'cookie' | 'forwardedFor' | 'authorization' | 'requestId'>,
  ): Promise<UpstreamResult<T>>;
};

/** Who the browser (or tool) is: its cookies or API key, and its address as the gateway saw it. */
export interface BrowserIdentity {
  cookie: string | undefined;
  forwardedFor: string | undefined;
  authorization?: string | undefined;
  requestId?: string | undefined;
}

export function bindCaller(client: UpstreamClient, identity: BrowserIdentity): BoundUpstream {
  return {
    cookie: identity.authorization ?? identity.cookie,
    request: (req) => client.request({ ...req, ...identity }),
  };
}
