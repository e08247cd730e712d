import { toTandemError } from '../errors/map-error.js';
import { TandemError } from '../errors/tandem-error.js';
import { belongsTo, type RowChange, readChange, type TopicOwner } from './changes.js';
import type { TopicListener } from './topic-entry.js';
import type { ChannelHandlers } from './types.js';

/**
 * Turns a row change of the topic into the call of a handler, or `undefined` when the change is
 * of no interest. It parses (and may throw); the returned call runs outside of that, so an error
 * thrown by the caller's handler is never mistaken for a bad payload.
 */
export type ChangeDispatcher = (change: RowChange) => (() => void) | undefined;

/**
 * The registry listener of one subscriber: row changes of the topic's rows (`owner`) go
 * through `dispatch`, payloads that do not parse are ignored and reported to `onError`, changes
 * of rows of another parent are dropped (the database never sends them here), status and
 * resync pass through.
 */
export function topicListener(
  handlers: ChannelHandlers,
  owner: TopicOwner,
  dispatch: ChangeDispatcher,
  extra: Pick<TopicListener, 'presence'> = {},
): TopicListener {
  return {
    change(payload) {
      const change = readChange(payload);
      if (!change) {
        handlers.onError?.(
          new TandemError('unknown', { message: 'A realtime message was not a row change.' }),
        );
        return;
      }
      if (!belongsTo(change, owner)) return;
      let deliver: (() => void) | undefined;
      try {
        deliver = dispatch(change);
      } catch (error) {
        handlers.onError?.(toTandemError(error));
        return;
      }
      deliver?.();
    },
    status: (status) => handlers.onStatus?.(status),
    resync: () => handlers.onResync?.(),
    error: (error) => handlers.onError?.(error),
    ...extra,
  };
}
