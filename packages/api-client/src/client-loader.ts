import type { ClientCore } from './client-core.js';
import { NAMESPACES, type NamespaceApis } from './client-namespaces.js';
import type { SupabaseParts } from './internal/context.js';
import { loadOnce } from './internal/load-once.js';

/** Each part of the client's code a member of the client waits for, by name. */
export type ClientParts = NamespaceApis & { supabase: SupabaseParts };

/** Loads one part of the client's code (see `createTandemClient`), once. */
export type PartLoader = <K extends keyof ClientParts>(name: K) => () => Promise<ClientParts[K]>;

/**
 * The loader of a client's parts: auth and the supabase-js parts come with the core; any other
 * namespace (see `NAMESPACES`) is fetched alongside the core on its first call and built over
 * the core's context, once per client.
 *
 * @param core - loads the client's core, once
 */
export function partLoader(core: () => Promise<ClientCore>): PartLoader {
  const loaders = new Map<string, () => Promise<unknown>>();
  const load = async (name: string): Promise<unknown> => {
    if (name === 'auth' || name === 'supabase') return (await core())[name];
    // A JavaScript caller of `preload` may name something the client does not have.
    if (!Object.hasOwn(NAMESPACES, name)) throw new TypeError(`The Tandem client has no ${name}`);
    const [loaded, create] = await Promise.all([
      core(),
      NAMESPACES[name as keyof typeof NAMESPACES](),
    ]);
    return create(loaded.context);
  };
  return ((name: string) => {
    let loader = loaders.get(name);
    if (!loader) {
      loader = loadOnce(() => load(name));
      loaders.set(name, loader);
    }
    return loader;
  }) as PartLoader;
}
