const listeners = new Set<() => void>();

/** Asks for the task detail's code to be fetched again (see `useTaskDetailCode`). */
export function retryTaskDetailCode(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` at each retry asked for; returns the unsubscribe. */
export function onTaskDetailRetry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
