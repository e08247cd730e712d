import type { Logger } from '../log.js';

/**
 * NOTIFY payloads handled one at a time, in the order they arrived (commit order), so a
 * slow delivery never lets a later change overtake an earlier one. A failing payload is
 * logged and the queue moves on.
 */
export abstract class NotificationQueue {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    protected readonly log: Logger,
    /** What the log says when handling a payload fails. */
    private readonly failure: string,
  ) {}

  /** Queues one NOTIFY payload. */
  enqueue(note: string): void {
    this.queue = this.queue
      .then(() => this.handle(note))
      .catch((error) => this.log.error(this.failure, { error: String(error) }));
  }

  /** Resolves when every queued payload has been handled (used on stop). */
  drain(): Promise<void> {
    return this.queue;
  }

  /** Handles one payload. */
  protected abstract handle(note: string): Promise<void>;
}
