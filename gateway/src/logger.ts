import { pino, type Logger } from 'pino';
import type { GatewayConfig } from './config.ts';

export type { Logger };

/** Structured JSON logs; human-readable only for a developer watching a terminal. */
export function createLogger(config: Pick<GatewayConfig, 'logLevel' | 'production'>): Logger {
  const pretty = process.stdout.isTTY && !config.production;
  return pino({
    name: 'gateway',
    level: config.logLevel,
    // Never log the session cookie or the service token.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  });
}
