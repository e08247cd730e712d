/**
 * How a member of a namespace is served before the client's code has loaded:
 *
 * - `'call'`: returns a promise; the call waits for the code, then runs.
 * - `'iterate'`: returns an async iterable; iterating waits for the code.
 * - `'subscribe'`: returns a function that stops; subscribing waits for the code, and stopping
 *   first cancels it.
 * - `'once-loaded'`: answers about what the loaded code did (is this error one of its
 *   failures?), so `undefined` until it has loaded.
 * - a function: the member itself, which needs none of the loaded code (pure helpers).
 * - an object: a nested namespace (`notifications.preferences`), deferred on its own.
 */
export type Deferral<T> = {
  [K in keyof T]: 'call' | 'iterate' | 'subscribe' | 'once-loaded' | T[K];
};

type AnyMember = (...args: unknown[]) => unknown;

/**
 * Waits for `ready`, then subscribes with `subscribe`; the returned function stops the
 * subscription, or cancels it when it has not started yet.
 */
export function deferredSubscription<T>(
  ready: Promise<T>,
  subscribe: (loaded: T) => () => void,
): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  ready.then(
    (loaded) => {
      if (!stopped) stop = subscribe(loaded);
    },
    () => {
      // The code could not be fetched (offline): there is nothing to follow yet, and the next
      // call reports the failure.
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * A namespace whose members are usable at once while its code loads with the first use
 * (see {@link Deferral}); once loaded, every member calls the loaded one directly.
 */
export function deferNamespace<T extends object>(load: () => Promise<T>, members: Deferral<T>): T {
  let loaded: Record<string, AnyMember> | undefined;
  const ready = () =>
    load().then((namespace) => {
      loaded = namespace as Record<string, AnyMember>;
      return loaded;
    });
  const deferred: Record<string, unknown> = {};
  for (const [name, how] of Object.entries(members as Record<string, unknown>)) {
    if (typeof how === 'function' || (typeof how === 'object' && how !== null)) {
      // A member that needs no loaded code, or a nested namespace deferred on its own.
      deferred[name] = how;
    } else if (how === 'iterate') {
      deferred[name] = async function* (...args: unknown[]) {
        const namespace = loaded ?? (await ready());
        yield* namespace[name]?.(...args) as AsyncIterable<unknown>;
      };
    } else if (how === 'once-loaded') {
      deferred[name] = (...args: unknown[]) => loaded?.[name]?.(...args);
    } else if (how === 'subscribe') {
      deferred[name] = (...args: unknown[]) =>
        loaded
          ? loaded[name]?.(...args)
          : deferredSubscription(ready(), (namespace) => namespace[name]?.(...args) as () => void);
    } else {
      deferred[name] = (...args: unknown[]) =>
        loaded ? loaded[name]?.(...args) : ready().then((namespace) => namespace[name]?.(...args));
    }
  }
  return deferred as T;
}
