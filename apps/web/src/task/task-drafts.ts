import { useCallback, useSyncExternalStore } from 'react';

/** The fields of a task whose unsaved text is kept as a draft. */
export type DraftField = 'title' | 'description' | 'comment';

/** Where a draft lives on this device: per user, task and field. */
export function draftKey(userId: string, taskId: string, field: DraftField): string {
  return `tandem.draft.${userId}.${taskId}.${field}`;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same user writing the same draft.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(key: string | undefined): string | null {
  if (!key) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, draft: string | null): void {
  try {
    if (draft === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, draft);
  } catch {
    // Storage disabled or full: the draft then lasts as long as the field stays open.
  }
  for (const listener of listeners) listener();
}

/**
 * The unsaved text of one field of a task, kept in `localStorage` so it survives closing the
 * panel, opening another task and reloading; `null` when there is none. Set it to `null`
 * once the text is saved or discarded on purpose. Until the user is known there is no draft.
 */
export function useTaskDraft(
  userId: string | undefined,
  taskId: string,
  field: DraftField,
): [string | null, (draft: string | null) => void] {
  const key = userId ? draftKey(userId, taskId, field) : undefined;
  const draft = useSyncExternalStore(subscribe, () => read(key));
  const setDraft = useCallback(
    (next: string | null) => {
      if (key) write(key, next);
    },
    [key],
  );
  return [draft, setDraft];
}
