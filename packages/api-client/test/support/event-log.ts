/** How long a test waits for an event it expects before failing. */
export const EVENT_TIMEOUT_MS = 15_000;

/**
 * Events a subscriber received, in order, with bounded waits for the next one. A wait that runs
 * out fails the test with what was expected and what arrived instead.
 */
export class EventLog<T> {
  readonly items: T[] = [];
  private wakers: (() => void)[] = [];

  /** Records an event (use as a handler). */
  readonly push = (item: T): void => {
    this.items.push(item);
    for (const wake of this.wakers.splice(0)) wake();
  };

  /** Resolves with the first event (from `from` on) matching `test`. */
  async waitFor(test: (item: T) => boolean, what: string, from = 0): Promise<T> {
    const deadline = Date.now() + EVENT_TIMEOUT_MS;
    for (;;) {
      const found = this.items.slice(from).find(test);
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `no ${what} within ${EVENT_TIMEOUT_MS} ms; got ${JSON.stringify(this.items)}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wakers.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
