import { timestampSchema, uuidSchema } from '@tandem/schemas';
import * as z from 'zod/mini';
import type { BoardViewer } from './types.js';

/** What each client tracks on a board channel; snake_case like every row on the wire. */
const presenceMetaSchema = z.object({
  user_id: uuidSchema,
  display_name: z.string(),
  avatar_path: z.nullable(z.string()),
  editing_task_id: z.nullable(uuidSchema),
  online_at: timestampSchema,
});

/** The presence payload this client tracks. */
export type PresenceMeta = z.infer<typeof presenceMetaSchema>;

/**
 * The viewers of a channel's presence state (`{ [key]: metas[] }`). One user may have several
 * tabs open (several metas under one key): they are one viewer, editing whatever one of the
 * tabs edits, online since the first. Metas that do not parse, or whose `user_id` is not the
 * key they are listed under, are left out and counted.
 */
export function viewersOf(state: Record<string, unknown[]>): {
  viewers: BoardViewer[];
  invalid: number;
} {
  const viewers: BoardViewer[] = [];
  let invalid = 0;
  for (const [key, metas] of Object.entries(state)) {
    let viewer: BoardViewer | undefined;
    for (const raw of metas) {
      const parsed = presenceMetaSchema.safeParse(raw);
      // Each client tracks under its own user id (the server keys private channels by the
      // verified user; hosted Realtime by the client's key): a meta naming someone else under
      // a key is forged and left out.
      if (!parsed.success || parsed.data.user_id !== key) {
        invalid += 1;
        continue;
      }
      const meta = parsed.data;
      const next: BoardViewer = {
        userId: meta.user_id,
        displayName: meta.display_name,
        avatarPath: meta.avatar_path,
        editingTaskId: meta.editing_task_id,
        onlineAt: meta.online_at,
      };
      viewer = viewer
        ? {
            ...next,
            editingTaskId: next.editingTaskId ?? viewer.editingTaskId,
            onlineAt: earlier(viewer.onlineAt, next.onlineAt),
          }
        : next;
    }
    if (viewer) viewers.push(viewer);
  }
  viewers.sort((a, b) =>
    a.onlineAt === b.onlineAt ? a.userId.localeCompare(b.userId) : a.onlineAt < b.onlineAt ? -1 : 1,
  );
  return { viewers, invalid };
}

/** The earlier of two ISO 8601 UTC timestamps (they sort as text). */
function earlier(a: string, b: string): string {
  if (b < a) return b;
  return a;
}

/**
 * Sends this client's presence at most once per `intervalMs`: the first change goes out at
 * once, later ones within the interval are merged into one trailing send of the last value. A
 * (re)join always sends the current value at once, since the server forgets presence with the
 * connection.
 */
export class ThrottledPresence {
  private meta: PresenceMeta;
  private joined = false;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    initial: PresenceMeta,
    private readonly send: (meta: PresenceMeta) => void,
    private readonly intervalMs: number,
  ) {
    this.meta = initial;
  }

  /** Records a new value and sends it when the interval allows. */
  update(change: Partial<PresenceMeta>): void {
    this.meta = { ...this.meta, ...change };
    if (!this.joined || this.timer) return;
    const wait = this.lastSentAt + this.intervalMs - Date.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  /** The channel (re)joined: send the current value now. */
  joinedChannel(): void {
    this.joined = true;
    this.cancel();
    this.flush();
  }

  /** The channel is down or gone: nothing can be sent until it rejoins. */
  leftChannel(): void {
    this.joined = false;
    this.cancel();
  }

  private flush(): void {
    this.timer = undefined;
    this.lastSentAt = Date.now();
    this.send(this.meta);
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
