import type { QueryClient } from '@tanstack/react-query';

/** Runs writes on one entity one after another, and tells whether one is under way. */
export interface EntityQueue {
  /** Runs `write` after every earlier write on `entity` has settled; resolves with its result. */
  run<T>(entity: string, write: () => Promise<T>): Promise<T>;
  /** Whether a write on `entity` is queued or running. */
  busy(entity: string): boolean;
  /** Whether a write on any entity is queued or running. */
  anyBusy(): boolean;
  /** Calls `listener` whenever the last write on `entity` settles; returns an unsubscribe. */
  onIdle(listener: (entity: string) => void): () => void;
  /**
   * Records that a write of this queue took `entity` from `version - 1` to `version` (the
   * database bumps `version` by one per write). Kept for the QueryClient's life: an edit the
   * user began before their own earlier saves (the description open while they moved the card)
   * is based on a version only they moved past.
   */
  produced(entity: string, version: number): void;
  /**
   * The version a write based on `version` must carry: a write based on what the UI showed
   * before this client's own writes is rebased on the version the last of them produced.
   * Another member's write in between still conflicts.
   */
  rebase(entity: string, version: number): number;
}

function createEntityQueue(): EntityQueue {
  const tails = new Map<string, Promise<unknown>>();
  const pending = new Map<string, number>();
  const listeners = new Set<(entity: string) => void>();
  /** Per entity: the version each own write started from → the version it produced. */
  const successors = new Map<string, Map<number, number>>();
  return {
    run(entity, write) {
      pending.set(entity, (pending.get(entity) ?? 0) + 1);
      const previous = tails.get(entity) ?? Promise.resolve();
      const result = previous.catch(() => undefined).then(write);
      const settled = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(entity, settled);
      void settled.then(() => {
        const left = (pending.get(entity) ?? 1) - 1;
        if (left > 0) {
          pending.set(entity, left);
          return;
        }
        pending.delete(entity);
        tails.delete(entity);
        for (const listener of listeners) listener(entity);
      });
      return result;
    },
    busy: (entity) => (pending.get(entity) ?? 0) > 0,
    anyBusy: () => pending.size > 0,
    produced(entity, version) {
      let chain = successors.get(entity);
      if (!chain) {
        chain = new Map();
        successors.set(entity, chain);
      }
      chain.set(version - 1, version);
    },
    rebase(entity, version) {
      const chain = successors.get(entity);
      let rebased = version;
      for (let next = chain?.get(rebased); next !== undefined; next = chain?.get(rebased)) {
        rebased = next;
      }
      return rebased;
    },
    onIdle(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const queues = new WeakMap<QueryClient, EntityQueue>();

/**
 * The write queue shared by every mutation and live binding of one `QueryClient`: writes to one
 * task run in order (a second move waits for the first), and live events for a task with a
 * write under way are held back, so an event cannot undo an optimistic change.
 */
export function entityQueueFor(queryClient: QueryClient): EntityQueue {
  let queue = queues.get(queryClient);
  if (!queue) {
    queue = createEntityQueue();
    queues.set(queryClient, queue);
  }
  return queue;
}
