import type { DbEngine } from '../db/engine.js';
import type { Logger } from '../log.js';
import { scopeOf } from './channel.js';
import type { Hub } from './hub.js';
import { NotificationQueue } from './notification-queue.js';

/** The NOTIFY channel `realtime.send()` writes to. */
export const MESSAGES_CHANNEL = 'realtime_messages';

interface MessageNote {
  id: string;
  topic: string;
  event: string;
  private: boolean;
  payload?: unknown;
}

/**
 * Delivers `realtime.send()` / `realtime.broadcast_changes()` messages once their transaction
 * commits (NOTIFY is transactional, so a rollback sends nothing). Private messages go only to
 * private channels whose identity may read broadcasts on the topic; the message `id` rides in
 * the payload and in `meta.id`.
 */
export class DatabaseBroadcasts extends NotificationQueue {
  constructor(
    private readonly db: DbEngine,
    private readonly hub: Hub,
    log: Logger,
  ) {
    super(log, 'realtime message delivery failed');
  }

  protected async handle(text: string): Promise<void> {
    const note = JSON.parse(text) as MessageNote;
    const scope = scopeOf(note.topic, note.private !== false);
    let any = false;
    for (const _ of this.hub.members(scope)) {
      any = true;
      break;
    }
    if (!any) return;
    let payload = note.payload;
    if (payload === undefined) {
      const result = await this.db.withAdmin((tx) =>
        tx.query<{ payload: unknown }>('select payload from realtime.messages where id = $1', [
          note.id,
        ]),
      );
      payload = result.rows[0]?.payload ?? null;
    }
    const withId =
      payload && typeof payload === 'object' && !Array.isArray(payload)
        ? { ...(payload as Record<string, unknown>), id: note.id }
        : payload;
    this.hub.broadcast(scope, {
      topic: note.topic,
      event: note.event,
      payload: withId,
      meta: { id: note.id },
    });
  }
}
