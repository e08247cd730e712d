/** The members of `T` that return a promise: each waits for the code, then runs, untold. */
type PromiseMembers<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/**
 * How the members of a namespace that cannot simply wait for its code are served before it has
 * loaded. A member that returns a promise takes no word: it waits for the code, then runs. Every
 * other member is named, so a new one that is not is a type error, not a promise in disguise:
 *
 * - `'iterate'`: returns an async iterable; iterating waits for the code.
 * - `'subscribe'`: returns a function that stops; subscribing waits for the code, and stopping
 *   first cancels it.
 * - `'once-loaded'`: answers about what the loaded code did (is this error one of its
 *   failures?), so `undefined` until it has loaded.
 * - a function: the member itself, which needs none of the loaded code (pure helpers).
 * - for a nested namespace (`notifications.preferences`), its own deferral.
 */
export type Deferral<T> = {
  [K in Exclude<keyof T, PromiseMembers<T>>]: T[K] extends (...args: never[]) => unknown
    ? 'iterate' | 'subscribe' | 'once-loaded' | T[K]
    : Deferral<T[K]>;
} & { [K in PromiseMembers<T>]?: never };

type Member = (...args: unknown[]) => unknown;
type Members = Record<string, Member>;

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
 * A namespace whose members are usable at once while its code loads with the first use (see
 * {@link Deferral}); once loaded, every member calls the loaded one directly. Its members are
 * made when first read, from their name alone, so the namespace's code is the one list of them;
 * each is made once, and keeps its identity.
 *
 * @param load - the namespace's code, built; called on every use before it has loaded
 * @param deferral - how the members that return no promise are served meanwhile
 */
export function deferNamespace<T extends object>(load: () => Promise<T>, deferral: Deferral<T>): T {
  let loaded: Members | undefined;
  const ready = () =>
    load().then((namespace) => {
      loaded = namespace as Members;
      return loaded;
    });
  const made = (name: string): unknown => {
    const how: unknown = Object.hasOwn(deferral, name)
      ? (deferral as Record<string, unknown>)[name]
      : 'call';
    // The loaded member, called as a method; one the namespace does not have (a JavaScript
    // caller's typo) throws as calling it would.
    const run = (namespace: Members, args: unknown[]) =>
      (namespace[name] as Member).apply(namespace, args);
    if (typeof how === 'function') return how;
    if (typeof how === 'object' && how !== null) {
      return deferNamespace(() => ready().then((namespace) => namespace[name] as object), how);
    }
    if (how === 'iterate') {
      return async function* (...args: unknown[]) {
        const namespace = loaded ?? (await ready());
        yield* run(namespace, args) as AsyncIterable<unknown>;
      };
    }
    if (how === 'once-loaded') return (...args: unknown[]) => loaded && run(loaded, args);
    if (how === 'subscribe') {
      return (...args: unknown[]) =>
        loaded
          ? run(loaded, args)
          : deferredSubscription(ready(), (namespace) => run(namespace, args) as () => void);
    }
    return (...args: unknown[]) =>
      loaded ? run(loaded, args) : ready().then((namespace) => run(namespace, args));
  };
  const members: Record<string, unknown> = {};
  return new Proxy(members, {
    // Symbols (inspection) and `then` (a promise resolved with the namespace asks for it) name
    // no member; what `Object.prototype` has (`toString`) stays its own.
    get(_, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      members[name] ??= made(name);
      return members[name];
    },
  }) as T;
}
