/**
 * A first-come, first-served lock. PGlite has one connection; the backend's transactions and
 * the clients of its Postgres port take turns through this lock.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves, once every earlier holder has released, with the function that releases. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const granted = this.tail.then(() => release);
    this.tail = this.tail.then(() => released);
    return granted;
  }

  /** Runs `fn` holding the lock. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
