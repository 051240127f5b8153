import { openSync } from 'node:fs';
import { destination as fileDestination, pino, type DestinationStream, type Logger } from 'pino';
import type { GatewayConfig } from './config.ts';

export type { Logger };

/** Lines are gathered up to this many bytes and written together… */
const GATHER_BYTES = 4096;
/** …and never held longer than this. */
const FLUSH_EVERY_MS = 1_000;

/**
 * Structured JSON logs; human-readable only for a developer watching a terminal. Written to
 * stdout (or to the file named), gathered: one write per request line cost a small read through
 * the gateway more than any of its own work, so lines are written together once 4 KB are
 * gathered, and at the latest a second after they were logged. When the process exits (a stop,
 * an uncaught error) pino writes what is gathered; only a process killed outright (SIGKILL)
 * loses its last second of lines. A destination stream given instead is written to as it is
 * (tests read their lines at once).
 */
export function createLogger(
  config: Pick<GatewayConfig, 'logLevel' | 'production'>,
  destination?: DestinationStream | string,
): Logger {
  const options = {
    name: 'gateway',
    level: config.logLevel,
    // Never log the session cookie or the service token.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  if (typeof destination === 'object') return pino(options, destination);
  if (destination === undefined && process.stdout.isTTY && !config.production) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { colorize: true } },
    });
  }
  const gathered = fileDestination({
    // Opened here, so the lines of a process that stops at once have somewhere to go.
    dest: destination === undefined ? 1 : openSync(destination, 'a'),
    sync: false,
    minLength: GATHER_BYTES,
  });
  let waiting = false;
  const flushing = setInterval(() => {
    if (!waiting) return;
    waiting = false;
    gathered.flush();
  }, FLUSH_EVERY_MS).unref();
  gathered.once('close', () => clearInterval(flushing));
  return pino(
    {
      ...options,
      hooks: {
        streamWrite(line: string) {
          waiting = true;
          return line;
        },
      },
    },
    gathered,
  );
}
