import { pino, type DestinationStream, type Logger } from 'pino';
import type { GatewayConfig } from './config.ts';

export type { Logger };

/**
 * Structured JSON logs; human-readable only for a developer watching a terminal. Written to
 * stdout unless another destination is given (benchmarks discard the lines).
 */
export function createLogger(
  config: Pick<GatewayConfig, 'logLevel' | 'production'>,
  destination?: DestinationStream,
): Logger {
  const pretty = process.stdout.isTTY && !config.production && !destination;
  const options = {
    name: 'gateway',
    level: config.logLevel,
    // Never log the session cookie or the service token.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
