import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel } from '@supabase/supabase-js';
import { type Notification, notificationSchema } from '@tandem/schemas';
import { toTandemError } from '../errors/map-error.js';
import { TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from '../internal/context.js';
import { requireUserId } from '../internal/current-user.js';
import type { ChannelHandlers, ChannelSubscription } from '../realtime/types.js';

/** Handlers of {@link subscribeNotifications}; every one is optional. */
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
 * filtered on `recipient_id`, which realtime delivers only where the select policy lets the
 * user read the row (supabase/README.md, "Notifications"). Rows kept only for the email are
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
  // The join carries the access token: hand realtime the current session's, so RLS sees the
  // user rather than the anonymous key.
  const { data } = await supabase.auth.getSession();
  await supabase.realtime.setAuth(data.session?.access_token ?? null);

  let live = false;
  /** Whether the channel was live once: a later rejoin follows a gap, hence a resync. */
  let wasLive = false;
  let closed = false;
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

  const channel: RealtimeChannel = supabase
    .channel(`notifications:${userId}:${crypto.randomUUID()}`)
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
  handlers.onStatus?.('connecting');
  channel.subscribe((state, reason) => {
    if (closed) return;
    if (state === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) {
      if (live) return;
      const afterGap = wasLive;
      live = true;
      wasLive = true;
      handlers.onStatus?.('live');
      if (afterGap) handlers.onResync?.();
      return;
    }
    live = false;
    handlers.onStatus?.(state === REALTIME_SUBSCRIBE_STATES.CLOSED ? 'offline' : 'reconnecting');
    if (state === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR && reason) {
      handlers.onError?.(toTandemError(reason));
    }
  });

  return {
    async unsubscribe() {
      if (closed) return;
      closed = true;
      await supabase.removeChannel(channel);
    },
  };
}
