import type { BackendContext } from '../context.js';
import { privateChannelAccessMany } from './access.js';
import type { ChannelAccess, ChannelSocket, JoinedChannel } from './channel.js';
import { shutdown } from './join.js';

/** Re-authorisations after data changes run at most this often. */
export const SWEEP_MIN_INTERVAL_MS = 1_000;
/** The backstop: every open channel is re-checked at least this often. */
export const SWEEP_BACKSTOP_MS = 30_000;

/** An open channel as the sweep sees it: the socket it lives on and the channel. */
interface OpenChannel {
  socket: ChannelSocket;
  channel: JoinedChannel;
}

/** What a channel may read: neither broadcast nor presence closes it. */
const readsNothing = (access: ChannelAccess) => !access.broadcast_read && !access.presence_read;

/** The session a channel's JWT names, when it names one (GoTrue's `session_id`). */
function sessionOf(channel: JoinedChannel): string | undefined {
  const id = channel.identity.claims.session_id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Keeps open channels as authorised as a fresh join would be. Realtime decides access at
 * join and at token refresh; data changes (a member removed, a role lowered) and ended
 * sessions can take it away in between, so private channels are re-checked against the
 * `realtime.messages` policies shortly after the database broadcasts or notifies a change
 * (debounced to {@link SWEEP_MIN_INTERVAL_MS}) and every {@link SWEEP_BACKSTOP_MS}. A channel
 * that may no longer read is closed as an expired token closes it; one that keeps reading gets
 * its new write rights. Channels whose JWT names a session that is gone are closed too.
 */
export class AccessSweep {
  private timer: NodeJS.Timeout | undefined;
  private lastRun = 0;
  private lastDuration = 0;
  private running: Promise<void> = Promise.resolve();
  private readonly backstop: NodeJS.Timeout;

  constructor(
    private readonly ctx: Pick<BackendContext, 'db' | 'log' | 'clock'>,
    private readonly sockets: () => Iterable<ChannelSocket>,
    /** Resolves once the changes received so far are delivered: they go out before a close. */
    private readonly delivered: () => Promise<unknown> = async () => undefined,
  ) {
    this.backstop = setInterval(() => this.run(), SWEEP_BACKSTOP_MS);
    this.backstop.unref();
  }

  /** Something in the database changed: sweep soon, at most once per interval. */
  schedule(): void {
    if (this.timer) return;
    // A slow sweep (many channels, a busy database) spaces the next ones out further, so
    // re-checking never takes more than about a third of the database's time.
    const gap = Math.max(SWEEP_MIN_INTERVAL_MS, 2 * this.lastDuration);
    const delay = Math.max(0, this.lastRun + gap - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.run();
    }, delay);
    this.timer.unref();
  }

  /** Sweeps now (after any sweep under way); resolves when done. */
  run(): Promise<void> {
    this.lastRun = Date.now();
    this.running = this.running
      .then(() => this.delivered())
      .then(async () => {
        const started = Date.now();
        await this.sweep(this.open(() => true));
        this.lastDuration = Date.now() - started;
      })
      .catch((error) =>
        this.ctx.log.error('realtime access sweep failed', { error: String(error) }),
      );
    return this.running;
  }

  /** A user's sessions ended (sign-out, deletion, ban): re-check that user's channels now. */
  userSessionsEnded(userId: string): Promise<void> {
    this.running = this.running
      .then(() => this.delivered())
      .then(() => this.sweep(this.open((channel) => channel.identity.claims.sub === userId)))
      .catch((error) =>
        this.ctx.log.error('realtime access sweep failed', { error: String(error) }),
      );
    return this.running;
  }

  /** Stops the timers. */
  stop(): Promise<void> {
    clearTimeout(this.timer);
    clearInterval(this.backstop);
    return this.running;
  }

  private open(keep: (channel: JoinedChannel) => boolean): OpenChannel[] {
    const found: OpenChannel[] = [];
    for (const socket of this.sockets()) {
      for (const channel of socket.channels.values()) {
        if (keep(channel)) found.push({ socket, channel });
      }
    }
    return found;
  }

  private async sweep(channels: OpenChannel[]): Promise<void> {
    if (channels.length === 0) return;
    const ended = await this.endedSessions(channels);
    const kept: OpenChannel[] = [];
    for (const open of channels) {
      const session = sessionOf(open.channel);
      if (session && ended.has(session)) {
        shutdown(
          open.socket,
          open.channel,
          'Invalid JWT Token: the session of this token has ended',
        );
      } else if (open.channel.isPrivate) {
        kept.push(open);
      }
    }
    // Channels of one identity on one topic share a verdict: each pair is asked once, and all
    // pairs in one statement.
    const keyOf = ({ channel }: OpenChannel) =>
      `${channel.subTopic}\0${channel.identity.token ?? channel.identity.role}`;
    const asked = new Map<string, OpenChannel>();
    for (const open of kept) if (!asked.has(keyOf(open))) asked.set(keyOf(open), open);
    const identities = new Map(kept.map((open) => [open, open.channel.identity]));
    const answers = await privateChannelAccessMany(
      this.ctx.db,
      [...asked.values()].map(({ channel }) => ({
        subTopic: channel.subTopic,
        identity: channel.identity,
      })),
    );
    const verdicts = new Map([...asked.keys()].map((key, i) => [key, answers[i] as ChannelAccess]));
    for (const open of kept) {
      const { socket, channel } = open;
      // A token refresh during the check decided for itself.
      if (channel.identity !== identities.get(open)) continue;
      const access = verdicts.get(keyOf(open)) as ChannelAccess;
      if (readsNothing(access)) {
        shutdown(
          socket,
          channel,
          `You do not have permissions to read from this Channel topic: ${channel.subTopic}`,
        );
      } else {
        channel.access = access;
        if (!access.presence_write) socket.services.hub.untrack(channel);
      }
    }
  }

  /** The sessions named by the channels' JWTs that no longer exist or whose user is barred. */
  private async endedSessions(channels: OpenChannel[]): Promise<Set<string>> {
    const named = [...new Set(channels.map(({ channel }) => sessionOf(channel)).filter(Boolean))];
    if (named.length === 0) return new Set();
    const result = await this.ctx.db.withAdmin((tx) =>
      tx.query<{ id: string }>(
        `select s.id::text as id from auth.sessions s join auth.users u on u.id = s.user_id
         where s.id::text = any($1::text[]) and u.deleted_at is null
           and (u.banned_until is null or u.banned_until <= $2)`,
        [named, new Date(this.ctx.clock.now())],
      ),
    );
    const alive = new Set(result.rows.map((row) => row.id));
    return new Set(named.filter((id) => !alive.has(id as string)) as string[]);
  }
}
