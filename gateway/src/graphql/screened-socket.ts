import { CloseCode } from 'graphql-ws';
import type { Logger } from '../logger.ts';
import { BatchedWebSocket } from './batched-socket.ts';

/** Message types only a server sends: graphql-ws's server throws on them ("unexpected"). */
const SERVER_ONLY = new Set<unknown>(['connection_ack', 'next', 'error']);

function sentByServerOnly(data: unknown): boolean {
  let message: unknown;
  try {
    message = JSON.parse(String(data));
  } catch {
    // graphql-ws refuses it itself (4400).
    return false;
  }
  return (
    typeof message === 'object' &&
    message !== null &&
    SERVER_ONLY.has((message as { type?: unknown }).type)
  );
}

/** The most bytes a close frame's reason may have (RFC 6455: 125 for the code and the reason). */
const MAX_REASON_BYTES = 123;

/** A reason cut, at a character, to what a close frame holds. */
function fitReason(reason: string): string {
  if (Buffer.byteLength(reason) <= MAX_REASON_BYTES) return reason;
  let fitted = '';
  for (const character of reason) {
    if (Buffer.byteLength(fitted + character) > MAX_REASON_BYTES) break;
    fitted += character;
  }
  return fitted;
}

/**
 * A graphql-ws connection whose client's mistakes end as the protocol says, never through
 * graphql-ws's "internal error" path, which writes the error to stderr and closes with 4500
 * ("Internal server error"):
 * - a message of a type only a server sends (connection_ack, next, error), which graphql-ws's
 *   server reads and then throws on, is closed with 4400 as any other invalid message is (each
 *   message is read once more here: a client sends few, small ones);
 * - a frame that breaks WebSocket's own rules (too big, not UTF-8, a bad close code…), which ws
 *   has already answered by closing with the protocol's code (1009, 1007, 1002…), is logged
 *   here rather than handed on as an error;
 * - a close whose reason is too long for a close frame (graphql-ws puts the client's id in the
 *   reason of 4409, "Subscriber for <id> already exists"; ws throws on one over 123 bytes) is
 *   sent with its reason cut to fit.
 */
export class ScreenedWebSocket extends BatchedWebSocket {
  #logger: Logger | undefined;

  /** Where this connection's protocol errors are logged. */
  logTo(logger: Logger): void {
    this.#logger = logger;
  }

  override close(code?: number, reason?: string | Buffer): void {
    super.close(code, typeof reason === 'string' ? fitReason(reason) : reason);
  }

  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'error') {
      this.#logger?.info({ err: args[0] }, 'WebSocket closed: the client broke the protocol');
      return true;
    }
    if (event === 'message' && sentByServerOnly(args[0])) {
      this.close(CloseCode.BadRequest, 'Invalid message received');
      return true;
    }
    return super.emit(event, ...args);
  }
}
