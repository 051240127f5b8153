import WebSocket from 'ws';

/** A graphql-ws message as it travels (the server's, or whatever a test sends). */
export interface WsMessage {
  type?: string;
  id?: string;
  payload?: unknown;
}

export interface Closed {
  code: number;
  reason: string;
}

/**
 * One graphql-transport-ws connection spoken message by message, as a hostile or unusual client
 * would: nothing is checked or retried on the client side.
 */
export class RawSocket {
  readonly messages: WsMessage[] = [];
  /** Settles when the connection closes, with the code and reason the gateway sent. */
  readonly closed: Promise<Closed>;
  readonly #waiters = new Set<() => void>();

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.messages.push(JSON.parse(data.toString()) as WsMessage);
      for (const wake of this.#waiters) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.once('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.#waiters) wake();
      }),
    );
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  send(message: WsMessage | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * Waits until `condition` holds, the connection closes or `timeoutMs` passes (checked on each
   * message); answers whether it holds.
   */
  async waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<boolean> {
    if (condition() || this.socket.readyState === WebSocket.CLOSED) return condition();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(check);
        resolve(condition());
      };
      const check = () => {
        if (condition() || this.socket.readyState === WebSocket.CLOSED) done();
      };
      const timer = setTimeout(done, timeoutMs);
      this.#waiters.add(check);
    });
  }

  /** The first message (from the start) that matches, once it has come (see waitUntil). */
  async waitFor(
    matches: (message: WsMessage) => boolean,
    timeoutMs = 10_000,
  ): Promise<WsMessage | undefined> {
    await this.waitUntil(() => this.messages.some(matches), timeoutMs);
    return this.messages.find(matches);
  }

  /** How the connection closed, once it has; undefined if it is still open after `timeoutMs`. */
  async closedWithin(timeoutMs = 10_000): Promise<Closed | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const later = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), timeoutMs);
    });
    try {
      return await Promise.race([this.closed, later]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends connection_init and waits for the acknowledgement. */
  async init(payload?: Record<string, unknown>): Promise<boolean> {
    this.send({ type: 'connection_init', ...(payload ? { payload } : {}) });
    return (await this.waitFor((message) => message.type === 'connection_ack')) !== undefined;
  }

  close(): void {
    this.socket.terminate();
  }
}

export type Upgrade = { status: 101; socket: RawSocket } | { status: number; socket?: undefined };

/**
 * Opens a graphql-transport-ws connection to the gateway's /graphql with the given upgrade
 * headers (a browser's Origin and Cookie, say): the socket once open, or the status with which
 * the upgrade was refused.
 */
export function openSocket(
  gatewayUrl: string,
  headers: Record<string, string> = {},
): Promise<Upgrade> {
  const url = `${gatewayUrl.replace(/^http/, 'ws')}/graphql`;
  const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
  return new Promise((resolve, reject) => {
    const raw = new RawSocket(socket);
    socket.once('open', () => resolve({ status: 101, socket: raw }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0 });
      response.resume();
      socket.terminate();
    });
    // After a refusal, terminating the connection reports an error too: that one is no news.
    socket.on('error', (error) => reject(error));
  });
}
