import type { DbEngine } from '../db/engine.js';
import type { Logger } from '../log.js';
import { scopeOf } from './channel.js';
import type { Hub } from './hub.js';
import { NotificationQueue } from './notification-queue.js';

/** The NOTIFY channel `realtime.notify_message()` writes to for each stored broadcast. */
export const MESSAGES_CHANNEL = 'realtime_messages';

interface MessageNote {
  id: string;
  topic: string;
  event: string;
  private: boolean;
  payload?: unknown;
}

/**
 * Delivers the broadcasts stored in `realtime.messages` (by `realtime.send()`,
 * `realtime.send_binary()`, `realtime.broadcast_changes()` or a plain insert) once their
 * transaction commits. Private messages go only to private channels whose identity may read
 * broadcasts on the topic. The payload is delivered as stored (`send()` puts the message id
 * in it) with the id in `meta.id`; bytes go out as a binary broadcast.
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
    const scope = scopeOf(note.topic, note.private);
    let any = false;
    for (const _ of this.hub.members(scope)) {
      any = true;
      break;
    }
    if (!any) return;
    let payload = note.payload;
    let binary: Uint8Array | undefined;
    if (payload === undefined) {
      const result = await this.db.withAdmin((tx) =>
        tx.query<{ payload: unknown; binary: string | null }>(
          `select payload, encode(binary_payload, 'base64') as binary
           from realtime.messages where id = $1`,
          [note.id],
        ),
      );
      const row = result.rows[0];
      if (!row) return;
      payload = row.payload;
      if (row.binary !== null) binary = new Uint8Array(Buffer.from(row.binary, 'base64'));
    }
    this.hub.broadcast(scope, {
      topic: note.topic,
      event: note.event,
      payload: binary ? undefined : payload,
      binary,
      meta: { id: note.id },
    });
  }
}
