import type { ClientContext } from '../internal/context.js';
import { listWatchers, unwatchTask, type WatchInput, watchTask } from './watchers.js';

export type { WatchInput } from './watchers.js';

/** The `watchers` namespace of the client. */
export type WatchersApi = ReturnType<typeof createWatchersApi>;

/** Builds the `watchers` namespace: who hears about a task, and watching or not. */
export function createWatchersApi(context: ClientContext) {
  return {
    /** Who watches a task. */
    list: (input: WatchInput) => listWatchers(context, input),
    /** The signed-in user watches a task. */
    watch: (input: WatchInput) => watchTask(context, input),
    /** The signed-in user stops watching a task. */
    unwatch: (input: WatchInput) => unwatchTask(context, input),
  };
}
