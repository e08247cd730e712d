import type { DbEngine } from '../db/engine.js';
import { isObject, type JoinedChannel } from './channel.js';

/** Realtime never replays more than this many messages per join. */
const HARD_LIMIT = 25;
/** The range of millisecond timestamps Realtime accepts for `since` (years -9999 to 9999). */
const MIN_SINCE = -377_705_116_800_000;
const MAX_SINCE = 253_402_300_799_999;

/** What a join asked to replay: messages stored since `since` (ms), the latest `limit`. */
export interface ReplayRequest {
  since: number;
  limit: number;
}

/** One stored broadcast to replay. */
interface StoredMessage {
  id: string;
  event: string;
  payload: unknown;
  binary: string | null;
}

/**
 * Reads `config.broadcast.replay` of a join as Realtime does: only private channels whose
 * identity may read broadcasts can replay; `since` must be an integer (default 0), `limit` an
 * integer (default 25, clamped to 1..25). Gives the refusal reason, or the request (none when the
 * option is absent or not an object).
 */
export function replayRequest(
  channel: JoinedChannel,
  broadcast: Record<string, unknown>,
): { reason: string } | { request?: ReplayRequest } {
  if (!Object.hasOwn(broadcast, 'replay')) return {};
  if (channel.isPrivate && !channel.access.broadcast_read) {
    return {
      reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${channel.subTopic}`,
    };
  }
  if (!channel.isPrivate) {
    return { reason: 'UnableToReplayMessages: Replay is not allowed for public channels' };
  }
  const replay = broadcast.replay;
  if (!isObject(replay)) return {};
  // Absent (or null or false, as Elixir's `||` reads them) means the defaults: 0 and 25.
  const orDefault = (value: unknown, fallback: number) =>
    value === undefined || value === null || value === false ? fallback : value;
  const since = orDefault(replay.since, 0);
  const limit = orDefault(replay.limit, HARD_LIMIT);
  const valid =
    Number.isInteger(since) &&
    (since as number) >= MIN_SINCE &&
    (since as number) <= MAX_SINCE &&
    Number.isInteger(limit);
  if (!valid) return { reason: 'UnableToReplayMessages: Replay params are not valid' };
  return {
    request: { since: since as number, limit: Math.max(Math.min(limit as number, HARD_LIMIT), 1) },
  };
}

/**
 * The private broadcasts of `subTopic` stored at or after `since` (and not in the future),
 * the latest `limit` of them, oldest first.
 */
export async function loadReplay(
  db: DbEngine,
  subTopic: string,
  request: ReplayRequest,
): Promise<StoredMessage[]> {
  const result = await db.withAdmin((tx) =>
    tx.query<StoredMessage>(
      `select id::text as id, event, payload, encode(binary_payload, 'base64') as binary
       from realtime.messages
       where topic = $1 and private is true and extension = 'broadcast'
         and inserted_at >= to_timestamp($2::float8 / 1000)::timestamp
         and inserted_at < now()::timestamp + interval '1 minute'
       order by inserted_at desc
       limit $3`,
      [subTopic, request.since, request.limit],
    ),
  );
  return result.rows.reverse();
}

/**
 * Sends replayed messages on a channel, marked `meta: {replayed: true, id}`, and remembers
 * their ids so the same messages arriving live are not delivered twice.
 */
export function sendReplay(channel: JoinedChannel, messages: StoredMessage[]): void {
  for (const message of messages) {
    channel.replayed.add(message.id);
    const meta = { replayed: true, id: message.id };
    if (message.binary !== null) {
      const binary = new Uint8Array(Buffer.from(message.binary, 'base64'));
      channel.pushBroadcast({
        topic: channel.topic,
        event: message.event,
        payload: undefined,
        binary,
        meta,
      });
    } else {
      channel.push('broadcast', {
        payload: message.payload,
        event: message.event,
        type: 'broadcast',
        meta,
      });
    }
  }
}
