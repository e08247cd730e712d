import { type ComponentType, lazy, useSyncExternalStore } from 'react';
import { useIdlePreload } from '../../lib/use-idle-preload';
import type { TaskDetailProps } from '../../task/task-detail';
import { TaskDetailOffline } from './task-detail-offline';
import { onTaskDetailRetry } from './task-detail-retry';

// The panel's editor, markdown, comments and attachments are only needed once a task opens.
const loadTaskDetail = () => import('../../task/task-detail');

/**
 * The panel's detail, loaded on first use. Code that cannot be fetched (offline, before it was
 * ever loaded) is shown as a message in the panel rather than thrown: thrown, it would reach the
 * page's error boundary and take the whole board down with the panel.
 */
function lazyTaskDetail() {
  return lazy<ComponentType<TaskDetailProps>>(() =>
    loadTaskDetail().then(
      (module) => ({ default: module.TaskDetail }),
      () => ({ default: TaskDetailOffline }),
    ),
  );
}

let current = lazyTaskDetail();
const listeners = new Set<() => void>();

// A lazy component keeps its first outcome: a retry makes a new one.
onTaskDetailRetry(() => {
  current = lazyTaskDetail();
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The component that draws an open task's detail: the loaded one, or its offline message. */
export function useTaskDetailCode(): ComponentType<TaskDetailProps> {
  return useSyncExternalStore(subscribe, () => current);
}

/**
 * Fetches the detail's code once the board has painted and the browser is idle, so a task
 * opened later (offline, even) opens at once.
 */
export function useTaskDetailPreload(): void {
  useIdlePreload(loadTaskDetail);
}
