import type { Duplex } from 'node:stream';
import { WebSocket } from 'ws';

type Data = Parameters<WebSocket['send']>[0];
type SendOptions = Parameters<WebSocket['send']>[1];
type SendCallback = (error?: Error) => void;

/**
 * A graphql-ws connection whose messages sent together leave in one write.
 *
 * A browser tab opens one connection and carries all its screen's subscriptions over it; one
 * commit often has an event for several of them (and a reconnecting screen gets all its first
 * results at once). Each message used to be a write of its own, and a write to a socket costs
 * more than everything else the gateway does for a subscriber. The first message sent holds the
 * socket's writes (`cork`); they are let go together (`uncork`, one `writev`) on the next tick,
 * which Node runs once every promise job queued so far has run: an event reaches all its
 * subscribers in promise jobs, so all of a connection's messages for it go in one write. A
 * pushed event (realtime/broadcast/pushed.ts) reaches a connection's subscribers in one call, after which
 * the channel lets the writes go at once (`flush`), before it goes on to other connections.
 *
 * Not later than that (say, the end of the event loop's turn): graphql-ws sends a subscription's
 * next message only once the last one is written, so a burst of events to one subscription would
 * then take a turn per event.
 *
 * The WebSocket server makes its connections of this class (its `WebSocket` option); the
 * upgrade handler hands each one its network socket with `batchWritesTo`.
 */
export class BatchedWebSocket extends WebSocket {
  #socket: Duplex | undefined;
  #held = false;
  readonly #release = () => this.flush();

  /**
   * Lets the writes held so far go now, in one write, rather than on the next tick: a channel
   * calls it once it has handed an event to all of this connection's subscribers
   * (realtime/channel-stream.ts).
   */
  flush(): void {
    if (!this.#held) return;
    this.#held = false;
    this.#socket?.uncork();
  }

  /** The network socket under this connection, whose writes are held per turn from now on. */
  batchWritesTo(socket: Duplex): void {
    this.#socket = socket;
  }

  override send(data: Data, callback?: SendCallback): void;
  override send(data: Data, options: SendOptions, callback?: SendCallback): void;
  override send(data: Data, ...rest: [SendCallback?] | [SendOptions, SendCallback?]): void {
    if (!this.#held && this.#socket && !this.#socket.destroyed) {
      this.#held = true;
      this.#socket.cork();
      process.nextTick(this.#release);
    }
    (super.send as (data: Data, ...rest: unknown[]) => void)(data, ...rest);
  }
}
