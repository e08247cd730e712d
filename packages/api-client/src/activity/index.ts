import type { Activity } from '@tandem/schemas';
import type { ClientContext } from '../internal/context.js';
import type { Page, PageOptions } from '../internal/page.js';
import {
  listTaskActivity,
  listWorkspaceActivity,
  type WorkspaceActivityOptions,
} from './list-activity.js';

export type { WorkspaceActivityOptions } from './list-activity.js';

/** The `activity` namespace of the client. */
export interface ActivityApi {
  /** A page of 50 entries of a workspace's feed, newest first; optionally of one board or person. */
  listWorkspace(workspaceId: string, options?: WorkspaceActivityOptions): Promise<Page<Activity>>;
  /** A page of 50 entries of a task's history, newest first. */
  listTask(taskId: string, options?: PageOptions): Promise<Page<Activity>>;
}

/** Builds the `activity` namespace over the shared client context. */
export function createActivityApi(context: ClientContext): ActivityApi {
  return {
    listWorkspace: (workspaceId: string, options?: WorkspaceActivityOptions) =>
      listWorkspaceActivity(context, workspaceId, options),
    listTask: (taskId: string, options?: PageOptions) => listTaskActivity(context, taskId, options),
  };
}
