import path from 'node:path';
import { z } from 'zod';

const DEV_SERVICE_TOKEN = 'dev-service-token';

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    OPS_HOST: z.string().default('127.0.0.1'),
    OPS_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
    DATA_DIR: z.string().default('.data'),
    DATABASE_URL: z.string().url().optional(),
    ADMIN_PASSWORD: z.string().min(1).optional(),
    OPS_SERVICE_TOKEN: z.string().min(16).optional(),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
    FLOOR_SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
    TRUSTED_PROXIES: z.string().min(1).default('loopback'),
    LOGIN_CODE_ROTATION_MINUTES: z.coerce.number().positive().default(60),
    LOGIN_CODE_GRACE_MINUTES: z.coerce.number().min(0).default(10),
    SEED_SIZE: z.enum(['demo', 'bench', 'none']).default('demo'),
    REALTIME_RETENTION_HOURS: z.coerce.number().positive().default(48),
    HISTORY_RETENTION_DAYS: z.coerce.number().positive().default(400),
    LABEL_GENERATION_TIME: z
      .string()
      .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be HH:mm (24-hour) or off')
      .optional(),
    LABEL_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
    LABEL_BATCH_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(300),
    PRINTER_PORT: z.coerce.number().int().min(1).max(65535).default(9100),
    PRINTER_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
    SMTP_URL: z.string().url().optional(),
    CHAT_WEBHOOK_URL: z.string().url().optional(),
    MAIL_FROM: z.string().min(3).default('packing-operations@localhost'),
    MAIL_TO: z.string().min(3).default('fulfillment@localhost'),
    PUBLIC_URL: z.string().url().default('http://localhost:4000'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // Bearer token for GET /metrics; unset, only this machine may read them.
    METRICS_TOKEN: z.string().min(16).optional(),
    // OTLP/HTTP collector base URL; unset, no tracing (and no tracing SDK loaded).
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const name of ['ADMIN_PASSWORD', 'OPS_SERVICE_TOKEN'] as const) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
    }
  });

export interface OpsHostConfig {
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  /** PGlite's folder, or 'memory://' for tests. */
  pgliteDataDir: string;
  /**
   * A dump of a PGlite data folder (PGlite's dumpDataDir) to start an empty pgliteDataDir from:
   * the test suites' migrated and seeded template, so each test host skips initdb and the seed.
   */
  pgliteInitialData?: Blob;
  databaseUrl: string | undefined;
  adminPassword: string;
  serviceToken: string;
  sessionTtlMs: number;
  /** How long a floor screen's sign-in with the supervisor code lasts. */
  floorSessionTtlMs: number;
  /**
   * Addresses whose X-Forwarded-For is believed (the gateway, a reverse proxy): proxy-addr's
   * names (loopback, linklocal, uniquelocal) or addresses and CIDR ranges, comma-separated.
   */
  trustedProxies: string[];
  loginCodeRotationMs: number;
  loginCodeGraceMs: number;
  seedSize: 'demo' | 'bench' | 'none';
  /** How long realtime events are kept for streams to resume from. */
  eventRetentionMs: number;
  /** How long history entries are kept (HISTORY_RETENTION_DAYS, pruned hourly). */
  historyRetentionMs: number;
  logLevel: string;
  /** METRICS_TOKEN: who may read GET /metrics (observability/routes.ts). */
  metricsToken?: string | undefined;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go; undefined, none are made. */
  otelEndpoint?: string | undefined;
  /** Facility-local time (HH:mm) after which the next day's labels are generated; null: off. */
  labelGenerationTime: string | null;
  labelGenerationBatchSize: number;
  labelGenerationBatchPauseMs: number;
  /** GraphQL operations an API key may start per minute (the gateway checks each). */
  apiKeyRequestsPerMinute: number;
  /** The time the sign-in and printer-code limits count by; real unless a test moves it. */
  clock?: () => Date;
  /** Label printers' TCP port (9100; tests and parallel runs use their own). */
  printerPort: number;
  /** How long the host waits for a printer to connect and to answer ~HS. */
  printerTimeoutMs: number;
  /** Where mail, chat and (without either) outbox files go: see notifier/notifier.ts. */
  notifier: {
    smtpUrl: string | undefined;
    chatWebhookUrl: string | undefined;
    mailFrom: string;
    mailTo: string;
    outboxDir: string;
  };
  /** The app's address as users reach it (links in chat messages). */
  publicUrl: string;
}

/** Reads and validates the operations host's environment; throws naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): OpsHostConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid operations host configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    production: e.NODE_ENV === 'production',
    host: e.OPS_HOST,
    port: e.OPS_PORT,
    dataDir,
    pgliteDataDir: path.join(dataDir, 'pglite'),
    databaseUrl: e.DATABASE_URL,
    adminPassword: e.ADMIN_PASSWORD ?? 'admin',
    serviceToken: e.OPS_SERVICE_TOKEN ?? DEV_SERVICE_TOKEN,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    floorSessionTtlMs: e.FLOOR_SESSION_TTL_HOURS * 3_600_000,
    trustedProxies: e.TRUSTED_PROXIES.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    loginCodeRotationMs: e.LOGIN_CODE_ROTATION_MINUTES * 60_000,
    loginCodeGraceMs: e.LOGIN_CODE_GRACE_MINUTES * 60_000,
    seedSize: e.SEED_SIZE,
    eventRetentionMs: e.REALTIME_RETENTION_HOURS * 3_600_000,
    historyRetentionMs: e.HISTORY_RETENTION_DAYS * 86_400_000,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    otelEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    // Off by default under test, so no run starts by the clock while a suite looks at the data.
    labelGenerationTime: labelGenerationTime(e.LABEL_GENERATION_TIME, e.NODE_ENV),
    labelGenerationBatchSize: e.LABEL_BATCH_SIZE,
    labelGenerationBatchPauseMs: e.LABEL_BATCH_PAUSE_MS,
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    printerPort: e.PRINTER_PORT,
    printerTimeoutMs: e.PRINTER_TIMEOUT_MS,
    notifier: {
      smtpUrl: e.SMTP_URL,
      chatWebhookUrl: e.CHAT_WEBHOOK_URL,
      mailFrom: e.MAIL_FROM,
      mailTo: e.MAIL_TO,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
  };
}

function labelGenerationTime(value: string | undefined, nodeEnv: string): string | null {
  const time = value ?? (nodeEnv === 'test' ? 'off' : '18:00');
  return time === 'off' ? null : time;
}
