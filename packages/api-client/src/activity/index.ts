import type { ClientContext } from '../internal/context.js';
import type { PageOptions } from '../internal/page.js';
import { listTaskActivity, listWorkspaceActivity } from './list-activity.js';

/** The `activity` namespace of the client. */
export type ActivityApi = ReturnType<typeof createActivityApi>;

/** Builds the `activity` namespace over the shared client context. */
export function createActivityApi(context: ClientContext) {
  return {
    /** A page of 50 entries of a workspace's feed, newest first. */
    listWorkspace: (workspaceId: string, options?: PageOptions) =>
      listWorkspaceActivity(context, workspaceId, options),
    /** A page of 50 entries of a task's history, newest first. */
    listTask: (taskId: string, options?: PageOptions) => listTaskActivity(context, taskId, options),
  };
}
