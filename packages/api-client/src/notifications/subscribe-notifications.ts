import type { RealtimeChannel } from '@supabase/realtime-js';
import { type Notification, notificationSchema } from '@tandem/schemas';
import { toTandemError } from '../errors/map-error.js';
import { TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from '../internal/context.js';
import { requireUserId } from '../internal/current-user.js';
import { createTokenKeeper } from '../realtime/token-keeper.js';
import type { ChannelHandlers, ChannelSubscription } from '../realtime/types.js';

/** Waits before the rebuilds of a channel the server closed: the last one repeats. */
const REBUILD_BACKOFF_MS = [0, 1_000, 2_000, 5_000, 10_000, 30_000];

/** Handlers of {@link NotificationsApi.subscribe}; every one is optional. */
export interface NotificationHandlers extends ChannelHandlers {
  /** A notification arrived, or an unread one folded another event in (`count` went up). */
  onNotification?: (notification: Notification) => void;
  /** A notification changed otherwise: marked read here or in another tab. */
  onNotificationUpdated?: (notification: Notification) => void;
  /** A notification went away (its workspace was left, its invitation revoked). */
  onNotificationDeleted?: (notificationId: string) => void;
}

/**
 * Follows the signed-in user's notifications live: `postgres_changes` on `notifications`
 * filtered on `recipient_id`, on a private channel only that user may join, which realtime
 * delivers only where the select policy lets the user read the row (supabase/README.md,
 * "Notifications"). Rows kept only for the email are
 * not reported. After a gap (a dropped connection) `onResync` asks for a refetch.
 *
 * @throws TandemError `data/forbidden` when nobody is signed in.
 */
export async function subscribeNotifications(
  context: ClientContext,
  handlers: NotificationHandlers,
): Promise<ChannelSubscription> {
  const { supabase } = context;
  const userId = await requireUserId(context);
  // The join carries the access token, and realtime ends a channel whose token expires: keep
  // realtime's token current (renewed ahead of expiry, as the registry's channels do) and
  // rebuild the channel if the server closed it anyway.
  const tokens = createTokenKeeper(supabase);
  tokens.start();
  await tokens.sync();
  // Loaded with the first channel of the client (the token keeper above already asked for it).
  const realtime = await supabase.realtime();

  let channel: RealtimeChannel | undefined;
  let live = false;
  let closed = false;
  /** Whether the channel was live once: a later rejoin follows a gap, hence a resync. */
  let wasLive = false;
  let rebuilds = 0;
  let rebuildTimer: ReturnType<typeof setTimeout> | undefined;

  const deliver = (payload: {
    eventType: 'INSERT' | 'UPDATE' | 'DELETE';
    new: unknown;
    old: unknown;
  }) => {
    if (payload.eventType === 'DELETE') {
      const id = (payload.old as { id?: unknown } | null)?.id;
      if (typeof id === 'string') handlers.onNotificationDeleted?.(id);
      return;
    }
    const parsed = notificationSchema.safeParse(payload.new);
    if (!parsed.success) {
      handlers.onError?.(
        new TandemError('unknown', {
          message: 'A live notification did not match its schema.',
          cause: parsed.error,
        }),
      );
      return;
    }
    if (!parsed.data.in_app) return;
    const isNews = payload.eventType === 'INSERT' || parsed.data.read_at === null;
    if (isNews) handlers.onNotification?.(parsed.data);
    else handlers.onNotificationUpdated?.(parsed.data);
  };

  function rebuildLater(): void {
    if (closed || rebuildTimer) return;
    const wait = REBUILD_BACKOFF_MS[Math.min(rebuilds, REBUILD_BACKOFF_MS.length - 1)] ?? 0;
    rebuilds += 1;
    rebuildTimer = setTimeout(() => {
      rebuildTimer = undefined;
      void tokens.sync().then(open, rebuildLater);
    }, wait);
  }

  function open(): void {
    if (closed) return;
    // Private, so it joins where public channels are refused (hosted Realtime's "Allow public
    // access" off); only the recipient may join a `notifications:<user id>:…` topic.
    const current = realtime
      .channel(`notifications:${userId}:${crypto.randomUUID()}`, { config: { private: true } })
      .on(
        'postgres_changes',
        {
          event: '*',
          schema: 'public',
          table: 'notifications',
          filter: `recipient_id=eq.${userId}`,
        },
        (payload) => deliver(payload as Parameters<typeof deliver>[0]),
      );
    channel = current;
    current.subscribe((state, reason) => {
      if (closed || channel !== current) return;
      if (state === 'SUBSCRIBED') {
        if (live) return;
        const afterGap = wasLive;
        live = true;
        wasLive = true;
        rebuilds = 0;
        handlers.onStatus?.('live');
        if (afterGap) handlers.onResync?.();
        return;
      }
      live = false;
      handlers.onStatus?.(wasLive ? 'reconnecting' : 'connecting');
      if (state === 'CLOSED') {
        // The server ended the channel (an expired token): supabase-js forgot it, so build
        // another.
        channel = undefined;
        void realtime.removeChannel(current).catch(() => undefined);
        rebuildLater();
      } else if (state === 'CHANNEL_ERROR' && reason) {
        handlers.onError?.(toTandemError(reason));
      }
    });
  }

  handlers.onStatus?.('connecting');
  open();

  return {
    async unsubscribe() {
      if (closed) return;
      closed = true;
      clearTimeout(rebuildTimer);
      tokens.stop();
      if (channel) await realtime.removeChannel(channel);
    },
  };
}
