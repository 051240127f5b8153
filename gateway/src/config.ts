import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const DEV_SERVICE_TOKEN = 'dev-service-token';
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** A URL's origin (https://host[:port]); undefined for text that is not an http(s) URL. */
function originOf(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
}

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().min(1).default('0.0.0.0'),
    OPS_HOST_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4001'),
    // Same minimum length as the operations host asks of it.
    OPS_SERVICE_TOKEN: z.string().min(16).optional(),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(65_000),
    WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST_DIR),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SENTRY_DSN: z.url().optional(),
    // Bearer token for GET /metrics; unset, only this machine may read them.
    METRICS_TOKEN: z.string().min(16).optional(),
    // OTLP/HTTP collector base URL; unset, no tracing (and no tracing SDK loaded).
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    // CSP source expressions, space-separated.
    GRAPHQL_EXPLORER: z.enum(['on', 'off']).optional(),
    FRAME_ANCESTORS: z.string().min(1).default("'self'"),
    CSP_CONNECT_SRC: z.string().min(1).optional(),
    // The app's address as users reach it (the operations host reads it too).
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    // Origins, space-separated.
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value, ctx) => {
        const origins = value.split(/\s+/).filter(Boolean);
        for (const origin of origins.filter((candidate) => originOf(candidate) !== candidate)) {
          ctx.addIssue({
            code: 'custom',
            message: `has "${origin}", which is not an origin (scheme://host in lower case, :port unless the default)`,
          });
        }
        return origins;
      }),
  })
  .superRefine((env, ctx) => {
    // No secret has a default in production.
    if (env.NODE_ENV === 'production' && !env.OPS_SERVICE_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPS_SERVICE_TOKEN'],
        message: 'is required in production',
      });
    }
  });

export interface GatewayConfig {
  nodeEnv: 'development' | 'production' | 'test';
  production: boolean;
  port: number;
  host: string;
  /** Base URL of the operations host's REST API, without a trailing slash. */
  opsHostUrl: string;
  opsServiceToken: string;
  upstreamTimeoutMs: number;
  /**
   * How long an idle connection from a browser (or a proxy) is kept open for its next request:
   * longer than a floor screen's 30 s heartbeat, so a screen keeps one connection all shift, and
   * longer than a proxy's idle time-out (nginx and most load balancers: 60 s), so the proxy, not
   * the gateway, closes a kept connection (else a request it sends as the gateway closes fails).
   */
  keepAliveTimeoutMs: number;
  webDistDir: string;
  logLevel: string;
  sentryDsn: string | undefined;
  /** METRICS_TOKEN: who may read GET /metrics (observability/metrics-route.ts). */
  metricsToken: string | undefined;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go; undefined, none are made. */
  otelEndpoint: string | undefined;
  /**
   * The GraphQL explorer at /graphql for browsers (and introspection): on outside production;
   * in production off unless GRAPHQL_EXPLORER=on, and then for signed-in sessions only.
   */
  explorer: 'open' | 'signed-in' | 'off';
  /** Who may frame the web app (CSP frame-ancestors sources). */
  frameAncestors: string[];
  /** Where else the web app may connect besides its own origin (e.g. a browser Sentry's host). */
  connectSources: string[];
  /**
   * The app's own origin (PUBLIC_URL's): the one a browser's WebSocket may come from. Unset, the
   * address the browser asked for (its Host header) is the app's (graphql/socket-origin.ts).
   */
  publicOrigin: string | undefined;
  /** Other origins whose pages may open the WebSocket (a portal that embeds the app, say). */
  allowedOrigins: string[];
}

/** Reads and validates the gateway's environment; the error names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  // An empty variable means "not set", as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid gateway configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    opsHostUrl: e.OPS_HOST_URL.replace(/\/+$/, ''),
    opsServiceToken: e.OPS_SERVICE_TOKEN ?? DEV_SERVICE_TOKEN,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    sentryDsn: e.SENTRY_DSN,
    metricsToken: e.METRICS_TOKEN,
    otelEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    explorer:
      e.NODE_ENV !== 'production'
        ? e.GRAPHQL_EXPLORER === 'off'
          ? 'off'
          : 'open'
        : e.GRAPHQL_EXPLORER === 'on'
          ? 'signed-in'
          : 'off',
    frameAncestors: e.FRAME_ANCESTORS.split(/\s+/).filter(Boolean),
    connectSources: (e.CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean),
    publicOrigin: e.PUBLIC_URL === undefined ? undefined : originOf(e.PUBLIC_URL),
    allowedOrigins: e.ALLOWED_ORIGINS,
  };
}
