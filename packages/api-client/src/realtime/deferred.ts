import { TandemError } from '../errors/tandem-error.js';
import { deferredSubscription } from '../internal/deferred-namespace.js';
import type { RealtimeApi } from './index.js';
import type { ChannelHandlers, ChannelSubscription, PresenceState, Subscription } from './types.js';

/**
 * A subscription made before the client's code has loaded: it subscribes once the code is
 * there, keeps the last presence state to send, and when unsubscribed first, never subscribes.
 * A load that failed (its code could not be fetched, offline) is told to the handlers as an
 * `error` status and a `network/offline` error.
 */
function deferredChannel<S extends ChannelSubscription>(
  ready: Promise<RealtimeApi>,
  handlers: ChannelHandlers,
  subscribe: (realtime: RealtimeApi) => S,
): Subscription {
  let subscription: S | undefined;
  let unsubscribed = false;
  let presence: PresenceState | undefined;
  const started = ready.then(
    (realtime) => {
      if (unsubscribed) return;
      subscription = subscribe(realtime);
      if (presence && 'track' in subscription) (subscription as Subscription).track(presence);
    },
    (error: unknown) => {
      if (unsubscribed) return;
      handlers.onStatus?.('error');
      handlers.onError?.(new TandemError('network/offline', { cause: error }));
    },
  );
  return {
    async unsubscribe() {
      unsubscribed = true;
      await started;
      await subscription?.unsubscribe();
    },
    track(state) {
      if (subscription && 'track' in subscription) (subscription as Subscription).track(state);
      else presence = state;
    },
  };
}

/**
 * The `realtime` namespace while the client's code loads (see `createTandemClient`): channels
 * subscribed now open once it is there, and the connection is `closed` until then.
 */
export function deferRealtime(load: () => Promise<RealtimeApi>): RealtimeApi {
  let loaded: RealtimeApi | undefined;
  const ready = () =>
    load().then((realtime) => {
      loaded = realtime;
      return realtime;
    });
  return {
    subscribeBoard: (boardId, handlers) =>
      loaded
        ? loaded.subscribeBoard(boardId, handlers)
        : deferredChannel(ready(), handlers, (realtime) =>
            realtime.subscribeBoard(boardId, handlers),
          ),
    subscribeTask: (taskId, handlers) =>
      loaded
        ? loaded.subscribeTask(taskId, handlers)
        : deferredChannel(ready(), handlers, (realtime) =>
            realtime.subscribeTask(taskId, handlers),
          ),
    subscribeWorkspace: (workspaceId, handlers) =>
      loaded
        ? loaded.subscribeWorkspace(workspaceId, handlers)
        : deferredChannel(ready(), handlers, (realtime) =>
            realtime.subscribeWorkspace(workspaceId, handlers),
          ),
    connectionState: () => loaded?.connectionState() ?? 'closed',
    onConnectionChange: (listener) =>
      loaded
        ? loaded.onConnectionChange(listener)
        : deferredSubscription(ready(), (realtime) => realtime.onConnectionChange(listener)),
  };
}
