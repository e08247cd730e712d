import type { TandemClient } from '@tandem/api-client';

type Namespace = Exclude<keyof TandemClient, 'supabase'>;
type AnyMethod = (...args: unknown[]) => unknown;

/**
 * Every namespace of the client (a record, so that a namespace added to the client and not here
 * fails to compile): anything else read from the stand-in is `undefined`.
 */
const NAMESPACE_NAMES: Record<Namespace, true> = {
  auth: true,
  profiles: true,
  workspaces: true,
  members: true,
  invitations: true,
  boards: true,
  tasks: true,
  comments: true,
  attachments: true,
  activity: true,
  realtime: true,
  notifications: true,
  watchers: true,
};
const NAMESPACES: ReadonlySet<string> = new Set(Object.keys(NAMESPACE_NAMES));

/**
 * Members that return an unsubscribe function, not a promise: before the client is there they
 * subscribe as soon as it is, and unsubscribing first cancels that.
 */
const SUBSCRIPTIONS = new Set(['auth.onSessionChange']);

/** The loader of each client made by {@link createLazyTandem}. */
const loaders = new WeakMap<object, () => Promise<TandemClient>>();

function deferredSubscription(
  ready: Promise<TandemClient>,
  subscribe: (client: TandemClient) => () => void,
): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  ready.then(
    (client) => {
      if (!stopped) stop = subscribe(client);
    },
    () => {
      // The client could not be fetched (offline): there is no session to follow either.
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * A {@link TandemClient} whose code (supabase-js, `@supabase/ssr`, the schemas the calls parse
 * with) is fetched on first use, so a page that needs no data paints without it. Until then,
 * every call waits for the client and returns a promise of its result; the subscriptions in
 * {@link SUBSCRIPTIONS} start once it is there; `supabase` and the other synchronous members
 * need it loaded first ({@link whenTandemLoaded}). Once loaded, every member is the real
 * client's, synchronous ones included.
 */
export function createLazyTandem(load: () => Promise<TandemClient>): TandemClient {
  let loaded: TandemClient | undefined;
  let loading: Promise<TandemClient> | undefined;
  const ready = () => {
    loading ??= load().then(
      (client) => {
        loaded = client;
        return client;
      },
      (error: unknown) => {
        // A failed download (offline) may succeed on the next call.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const namespaces = new Map<string, object>();
  const namespace = (name: Namespace) => {
    let proxy = namespaces.get(name);
    if (!proxy) {
      proxy = new Proxy(
        {},
        {
          get: (_, member) => {
            if (typeof member !== 'string') return undefined;
            const real = () => loaded?.[name] as unknown as Record<string, AnyMethod>;
            if (loaded) return real()[member]?.bind(real());
            if (SUBSCRIPTIONS.has(`${name}.${member}`)) {
              return (...args: unknown[]) =>
                deferredSubscription(
                  ready(),
                  (client) =>
                    (client[name] as unknown as Record<string, AnyMethod>)[member]?.(
                      ...args,
                    ) as () => void,
                );
            }
            return (...args: unknown[]) =>
              ready().then((client) =>
                (client[name] as unknown as Record<string, AnyMethod>)[member]?.(...args),
              );
          },
        },
      );
      namespaces.set(name, proxy);
    }
    return proxy;
  };

  const client = new Proxy({} as TandemClient, {
    get: (_, name) => {
      if (name === 'supabase') {
        if (!loaded) throw new Error('The Tandem client is not loaded yet: await whenTandemLoaded');
        return loaded.supabase;
      }
      return typeof name === 'string' && NAMESPACES.has(name)
        ? namespace(name as Namespace)
        : undefined;
    },
  });
  loaders.set(client, ready);
  return client;
}

/**
 * Resolves once `client` is fully loaded (at once for a client that is not lazy), so that the
 * code after it may use its synchronous members: the signed-in routes wait for it in their
 * guard.
 */
export function whenTandemLoaded(client: TandemClient): Promise<TandemClient> {
  return loaders.get(client)?.() ?? Promise.resolve(client);
}

/** Starts loading `client` in the background (no-op for a client that is not lazy). */
export function preloadTandem(client: TandemClient): void {
  void loaders
    .get(client)?.()
    .catch(() => {
      // The next call retries and reports the failure where it happens.
    });
}
