import type { NamespaceName, TandemClient } from './client.js';
import type { ClientCore } from './client-core.js';
import type { ClientContext, SupabaseParts } from './internal/context.js';
import { loadOnce } from './internal/load-once.js';

/** Each part of the client's code a member of the client waits for, by name. */
export type ClientParts = {
  -readonly [K in NamespaceName]: TandemClient[K];
} & {
  supabase: SupabaseParts;
};

/** The parts that come with the core: auth and the supabase-js parts. */
type CoreName = 'auth' | 'supabase';

/** A namespace's module: builds it over the client's context. */
type NamespaceModule<K extends keyof ClientParts> = {
  create(context: ClientContext): ClientParts[K];
};

/**
 * Every namespace but auth, each imported on its first call: a bundler makes each a chunk of
 * its own, so a page that signs in and lists workspaces fetches the code of those two only.
 */
const NAMESPACES: {
  [K in Exclude<keyof ClientParts, CoreName>]: () => Promise<NamespaceModule<K>>;
} = {
  profiles: () => import('./parts/profiles.js'),
  workspaces: () => import('./parts/workspaces.js'),
  members: () => import('./parts/members.js'),
  invitations: () => import('./parts/invitations.js'),
  boards: () => import('./parts/boards.js'),
  states: () => import('./parts/states.js'),
  tasks: () => import('./parts/tasks.js'),
  comments: () => import('./parts/comments.js'),
  attachments: () => import('./parts/attachments.js'),
  activity: () => import('./parts/activity.js'),
  realtime: () => import('./parts/realtime.js'),
  notifications: () => import('./parts/notifications.js'),
  watchers: () => import('./parts/watchers.js'),
  checklists: () => import('./parts/checklists.js'),
  labels: () => import('./parts/labels.js'),
  views: () => import('./parts/views.js'),
  transfer: () => import('./parts/transfer.js'),
};

/** Loads one part of the client's code (see `createTandemClient`), once. */
export type PartLoader = <K extends keyof ClientParts>(name: K) => () => Promise<ClientParts[K]>;

function isCorePart(name: keyof ClientParts): name is CoreName {
  return name === 'auth' || name === 'supabase';
}

/**
 * The loader of a client's parts: auth and the supabase-js parts come with the core; any
 * other namespace is fetched alongside the core on its first call and built over the core's
 * context, once per client.
 *
 * @param core - loads the client's core, once
 */
export function partLoader(core: () => Promise<ClientCore>): PartLoader {
  const loaders = new Map<keyof ClientParts, () => Promise<unknown>>();
  const load = async (name: keyof ClientParts): Promise<unknown> => {
    if (isCorePart(name)) return (await core())[name];
    // A JavaScript caller of `preload` may name something the client does not have.
    if (!Object.hasOwn(NAMESPACES, name)) throw new TypeError(`The Tandem client has no ${name}`);
    const namespace = NAMESPACES[name] as () => Promise<{
      create(context: ClientContext): unknown;
    }>;
    const [loaded, module] = await Promise.all([core(), namespace()]);
    return module.create(loaded.context);
  };
  return (<K extends keyof ClientParts>(name: K) => {
    let loader = loaders.get(name);
    if (!loader) {
      loader = loadOnce(() => load(name));
      loaders.set(name, loader);
    }
    return loader as () => Promise<ClientParts[K]>;
  }) as PartLoader;
}
