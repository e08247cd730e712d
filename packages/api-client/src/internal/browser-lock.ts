/** How long a caller waits for the lock before going ahead without it (a stuck holder). */
export const LOCK_WAIT_MS = 10_000;

/** Locks of this JavaScript realm, by name: the tail of each name's queue. */
const realmLocks = new Map<string, Promise<void>>();

/** The Web Locks API where the runtime has it (browsers, and Node 24). */
function webLocks(): LockManager | undefined {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return typeof locks?.request === 'function' ? locks : undefined;
}

/**
 * Runs `work` while holding the exclusive lock `name` of this browser: the Web Locks API, shared
 * by every tab of the origin, where the runtime has it; else a lock of this JavaScript realm,
 * shared by every client made in it (several clients over one cookie jar in Node). A caller
 * that waits longer than {@link LOCK_WAIT_MS} runs without the lock rather than hang behind a
 * holder that never finishes.
 */
export async function withBrowserLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  if (locks) {
    const waited = new AbortController();
    const timer = setTimeout(() => waited.abort(), LOCK_WAIT_MS);
    try {
      return await locks.request(name, { signal: waited.signal }, () => {
        clearTimeout(timer);
        return work();
      });
    } catch (error) {
      // Aborted only while waiting (the timer is cleared once the lock is held).
      if (waited.signal.aborted && (error as { name?: string })?.name === 'AbortError') {
        return work();
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
  const previous = realmLocks.get(name) ?? Promise.resolve();
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = previous.then(() => held);
  realmLocks.set(name, tail);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    previous,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LOCK_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  try {
    return await work();
  } finally {
    release();
    if (realmLocks.get(name) === tail) realmLocks.delete(name);
  }
}
