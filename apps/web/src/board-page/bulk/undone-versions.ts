import type { TaskBulkUndo } from '@tandem/api-client';

/** How many task versions are remembered: far more than an undo window's batches hold. */
const MAX_REMEMBERED = 5_000;

/**
 * The versions tasks came back at when one's own batches were undone, so a chain of undos goes
 * step by step. A batch's undo reverts a task only while it is at the version the batch left it
 * at; undoing a later batch first puts the task back to those values but at a newer version
 * (every write bumps it by one), which alone would read as "changed by someone else".
 * Undoing a batch that left a task at version `v` returns the task to what it was at `v - 1`;
 * the undo of the batch before it may then expect the version that undo wrote. Anyone else's
 * write moves the task past it, and their change still stands.
 */
export class UndoneVersions {
  readonly #cameBackAt = new Map<string, number>();

  /** `undo` with each version moved to the one the task came back at, if it did. */
  rebase(undo: TaskBulkUndo): TaskBulkUndo {
    return undo.map((entry) => {
      if (entry.version === undefined) return entry;
      const version = this.#cameBackAt.get(key(entry.id, entry.version));
      return version === undefined ? entry : { ...entry, version };
    });
  }

  /** Notes what undoing a batch (its `undo` as the batch answered it) wrote (`reverted`). */
  record(undo: TaskBulkUndo, reverted: TaskBulkUndo): void {
    const leftAt = new Map(undo.map((entry) => [entry.id, entry.version]));
    for (const entry of reverted) {
      const version = leftAt.get(entry.id);
      if (version === undefined || entry.version === undefined) continue;
      this.#cameBackAt.set(key(entry.id, version - 1), entry.version);
    }
    for (const old of this.#cameBackAt.keys()) {
      if (this.#cameBackAt.size <= MAX_REMEMBERED) break;
      this.#cameBackAt.delete(old);
    }
  }
}

function key(taskId: string, version: number): string {
  return `${taskId}@${version}`;
}
