import type { TaskWatcher } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import { listWatchers, unwatchTask, type WatchInput, watchTask } from './watchers.js';

export type { WatchInput } from './watchers.js';

/** The `watchers` namespace of the client: who hears about a task, and watching or not. */
export interface WatchersApi {
  /** Who watches a task. */
  list(input: WatchInput): Promise<TaskWatcher[]>;
  /** The signed-in user watches a task. */
  watch(input: WatchInput): Promise<void>;
  /** The signed-in user stops watching a task. */
  unwatch(input: WatchInput): Promise<void>;
}

/** Builds the `watchers` namespace over the shared client context. */
export function createWatchersApi(context: ClientContext): WatchersApi {
  return {
    list: (input: WatchInput) => listWatchers(context, input),
    watch: (input: WatchInput) => watchTask(context, input),
    unwatch: (input: WatchInput) => unwatchTask(context, input),
  };
}
