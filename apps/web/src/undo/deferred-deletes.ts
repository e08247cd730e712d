import { isTandemError, type TandemClient } from '@tandem/api-client';
import { forgetView, tandemMutations } from '@tandem/api-client/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { notifyError } from '../lib/notify-error';
import { runMutation } from './run-mutation';

/**
 * A delete held back for the undo window. Nothing is removed until the window has passed, so
 * an undo only forgets the entry and never has a file to bring back. Entries are kept in
 * localStorage: a page closed during the window finishes the delete when the same person next
 * opens the app, rather than dropping it.
 */
export type DeferredDelete =
  | {
      kind: 'attachment';
      /** Who asked: only their session carries it out. */
      userId: string;
      /** When the window ends (epoch milliseconds). */
      dueAt: number;
      taskId: string;
      attachment: { id: string; object_path: string };
    }
  | {
      /** A saved view of a board: the board's Views menu already shows it gone. */
      kind: 'saved-view';
      userId: string;
      dueAt: number;
      view: { id: string; board_id: string };
    }
  | {
      /** A removed avatar's file: the profile already shows none. */
      kind: 'avatar-file';
      userId: string;
      dueAt: number;
      path: string;
    };

/** How long a delete can be undone: as long as the "Undo" toast stays. */
export const DEFERRED_DELETE_MS = 10_000;

const STORAGE_KEY = 'tandem.deferred-deletes';

/** The key of an attachment's held delete. */
export function attachmentDeleteKey(attachmentId: string): string {
  return `attachment:${attachmentId}`;
}

/** The key of a saved view's held delete. */
export function savedViewDeleteKey(viewId: string): string {
  return `saved-view:${viewId}`;
}

/** The entry's identity: what it deletes. */
export function deferredDeleteKey(entry: DeferredDelete): string {
  if (entry.kind === 'attachment') return attachmentDeleteKey(entry.attachment.id);
  if (entry.kind === 'saved-view') return savedViewDeleteKey(entry.view.id);
  return `avatar:${entry.path}`;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
let snapshot: ReadonlySet<string> = new Set();

function read(): DeferredDelete[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as DeferredDelete[]) : [];
  } catch {
    return [];
  }
}

function write(entries: DeferredDelete[]): void {
  if (entries.length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  refresh();
}

function refresh(): void {
  snapshot = new Set(read().map(deferredDeleteKey));
  for (const listener of listeners) listener();
}

function remove(key: string): boolean {
  const entries = read();
  const kept = entries.filter((entry) => deferredDeleteKey(entry) !== key);
  if (kept.length === entries.length) return false;
  write(kept);
  return true;
}

async function perform(
  client: TandemClient,
  queryClient: QueryClient,
  entry: DeferredDelete,
): Promise<void> {
  if (entry.kind === 'attachment') {
    await runMutation(queryClient, tandemMutations(client, queryClient).attachments.delete(), {
      attachment: entry.attachment,
      taskId: entry.taskId,
    });
  } else if (entry.kind === 'saved-view') {
    await client.views.delete(entry.view.id);
    forgetView(queryClient, entry.view);
  } else {
    await client.profiles.deleteAvatarFile(entry.path);
  }
}

function schedule(client: TandemClient, queryClient: QueryClient, entry: DeferredDelete): void {
  const key = deferredDeleteKey(entry);
  clearTimeout(timers.get(key));
  const run = async () => {
    timers.delete(key);
    // Undone meanwhile, here or in another tab, or carried out by another tab: nothing to do.
    if (!read().some((stored) => deferredDeleteKey(stored) === key)) return;
    try {
      await perform(client, queryClient, entry);
      remove(key);
    } catch (error) {
      // Already gone, or (an avatar) shown again: the delete has nothing left to do.
      if (isTandemError(error, 'data/not-found') || isTandemError(error, 'data/invalid')) {
        remove(key);
      } else {
        // Kept: tried again the next time the app opens.
        notifyError(error);
      }
    }
  };
  timers.set(key, setTimeout(run, Math.max(0, entry.dueAt - Date.now())));
}

/** Holds `entry` back for {@link DEFERRED_DELETE_MS}, then carries it out. */
export function deferDelete(
  client: TandemClient,
  queryClient: QueryClient,
  entry: DeferredDelete,
): void {
  const key = deferredDeleteKey(entry);
  write([...read().filter((stored) => deferredDeleteKey(stored) !== key), entry]);
  schedule(client, queryClient, entry);
}

/**
 * Takes back a held delete; false when it was already carried out (the window had passed), in
 * which case nothing can be brought back.
 */
export function cancelDeferredDelete(key: string): boolean {
  clearTimeout(timers.get(key));
  timers.delete(key);
  return remove(key);
}

/**
 * Carries out, when due, the held deletes `userId` left when a page closed during the window.
 * Others' entries wait for their own session.
 */
export function resumeDeferredDeletes(
  client: TandemClient,
  queryClient: QueryClient,
  userId: string,
): void {
  refresh();
  for (const entry of read()) {
    if (entry.userId === userId && !timers.has(deferredDeleteKey(entry))) {
      schedule(client, queryClient, entry);
    }
  }
}

/** Subscribes to the keys of the held deletes (for `useSyncExternalStore`). */
export function subscribeDeferredDeletes(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key === STORAGE_KEY || event.key === null) refresh();
}

/** The keys of the held deletes: what the app hides as already deleted. */
export function deferredDeleteKeys(): ReadonlySet<string> {
  return snapshot;
}

if (typeof localStorage !== 'undefined') snapshot = new Set(read().map(deferredDeleteKey));
