import { EventEmitter } from 'node:events';
import type { DatabaseHandle } from '../db/connect.ts';
import { REALTIME_NOTIFY_CHANNEL } from './publish.ts';

/**
 * Listens once per process for new-event notifications and wakes the streams of that channel.
 * The notification only says "something new on channel X"; each stream then reads the events
 * table after its last id, so order and completeness come from the table, not the notification.
 */
export class RealtimeHub {
  private readonly emitter = new EventEmitter();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly handle: DatabaseHandle) {
    // One listener per open stream; hundreds are expected, not a leak.
    this.emitter.setMaxListeners(0);
  }

  async start(): Promise<void> {
    this.stopListening = await this.handle.listen(
      REALTIME_NOTIFY_CHANNEL,
      (payload) => {
        try {
          const note = JSON.parse(payload) as { channel?: unknown };
          if (typeof note.channel === 'string') this.emitter.emit(note.channel);
        } catch {
          // A malformed notification is not ours; ignore it.
        }
      },
      // Notifications sent while the listening connection was down are lost: every stream
      // re-reads the table after its last id.
      () => {
        for (const channel of this.emitter.eventNames()) this.emitter.emit(channel);
      },
    );
  }

  /** Calls wake whenever the channel may have new events; returns the unsubscribe function. */
  onChannel(channel: string, wake: () => void): () => void {
    this.emitter.on(channel, wake);
    return () => this.emitter.off(channel, wake);
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.emitter.removeAllListeners();
  }
}
