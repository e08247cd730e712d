import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel } from '@supabase/supabase-js';
import type { TandemClient } from './clients.js';

/** How long a test waits for an event it expects before failing. */
export const EVENT_TIMEOUT_MS = 10_000;

/** A broadcast as a channel handler receives it. */
export interface Received {
  event: string;
  payload: Record<string, unknown>;
}

/** Broadcasts received on one channel, in order, with bounded waits for the next one. */
export class Inbox {
  readonly items: Received[] = [];
  private waiters: (() => void)[] = [];

  push(item: Received): void {
    this.items.push(item);
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves with the first item matching `test`, or rejects after {@link EVENT_TIMEOUT_MS}. */
  async waitFor(test: (item: Received) => boolean, what: string): Promise<Received> {
    const deadline = Date.now() + EVENT_TIMEOUT_MS;
    for (;;) {
      const found = this.items.find(test);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${EVENT_TIMEOUT_MS} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

/**
 * A channel of `client` on `topic` whose broadcasts go to the returned inbox. With a
 * `presenceKey`, presence is enabled under that key and every `sync` (`presence_sync`, the
 * payload being the channel's presence state) and `join` (`presence_join`, `{ key }`) too.
 */
export function listen(
  client: TandemClient,
  topic: string,
  options: { private: boolean; presenceKey?: string },
): { channel: RealtimeChannel; inbox: Inbox } {
  const inbox = new Inbox();
  const { presenceKey } = options;
  const channel = client
    .channel(topic, {
      config: {
        private: options.private,
        broadcast: { ack: true },
        ...(presenceKey ? { presence: { key: presenceKey } } : {}),
      },
    })
    .on('broadcast', { event: '*' }, (message) =>
      inbox.push({ event: message.event, payload: message.payload ?? {} }),
    );
  if (presenceKey) {
    channel
      .on('presence', { event: 'sync' }, () =>
        inbox.push({ event: 'presence_sync', payload: { ...channel.presenceState() } }),
      )
      .on('presence', { event: 'join' }, ({ key }) =>
        inbox.push({ event: 'presence_join', payload: { key } }),
      );
  }
  return { channel, inbox };
}

/**
 * Subscribes and resolves with whether the server accepted the join (`SUBSCRIBED`) or refused
 * it (`CHANNEL_ERROR`); a timeout or close rejects, since neither answers the question.
 */
export function joined(channel: RealtimeChannel): Promise<boolean> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve(true);
      else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR) resolve(false);
      else reject(new Error(`join of ${channel.topic} ended with ${status}: ${error?.message}`));
    });
  });
}
