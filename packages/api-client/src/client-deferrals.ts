import type { PartLoader } from './client-loader.js';
import { NAMESPACES, type NamespaceApis } from './client-namespaces.js';
import { type Deferral, deferNamespace } from './internal/deferred-namespace.js';
import { linkFor } from './invitations/link-for.js';
import { avatarUrl } from './profiles/avatar-url.js';
import { deferRealtime } from './realtime/deferred.js';
import { suggestSlug } from './workspaces/suggest-slug.js';

/** What the pure helpers need without the loaded code: the project URL and the app's origin. */
export interface ClientAddresses {
  url: string;
  appUrl: string | undefined;
}

type Name = keyof NamespaceApis;

/** How a namespace is served before its code has loaded: a deferral, or a deferred form of its own. */
type Deferred<K extends Name> =
  | Deferral<NamespaceApis[K]>
  | ((load: () => Promise<NamespaceApis[K]>) => NamespaceApis[K]);

/** The namespaces with members that return no promise, which a deferral must name. */
type Told = {
  [K in Name]: Record<never, never> extends Deferral<NamespaceApis[K]> ? never : K;
}[Name];

/** The deferral of each namespace: required for those with members that return no promise. */
type Deferrals = { [K in Told]: Deferred<K> } & { [K in Exclude<Name, Told>]?: Deferred<K> };

/**
 * The members of the namespaces that cannot wait for the code (see {@link Deferral}): session
 * events, pure helpers (avatar URLs, invitation links, slugs), the board's pages, the nested
 * preferences, and realtime's synchronous subscriptions.
 */
function deferrals({ url, appUrl }: ClientAddresses): Deferrals {
  return {
    auth: {
      onSessionChange: 'subscribe',
      mfaFailureOf: 'once-loaded',
      passkeyFailureOf: 'once-loaded',
    },
    profiles: { avatarUrl: (path, options) => avatarUrl(url, path, options) },
    workspaces: { suggestSlug },
    invitations: { linkFor: (invitation) => linkFor({ appUrl }, invitation) },
    tasks: { listBoardPages: 'iterate' },
    realtime: deferRealtime,
    notifications: { preferences: {} },
  };
}

/**
 * Every namespace of the client, usable at once: each loads its part of the client's code on
 * first use (see `deferNamespace`).
 *
 * @param part - loads each part of the client's code, once
 */
export function deferNamespaces(part: PartLoader, addresses: ClientAddresses): NamespaceApis {
  const how = deferrals(addresses) as Record<string, unknown>;
  const namespaces: Record<string, unknown> = {};
  for (const name of ['auth', ...Object.keys(NAMESPACES)] as Name[]) {
    const deferred = how[name] ?? {};
    namespaces[name] =
      typeof deferred === 'function'
        ? deferred(part(name))
        : deferNamespace(part(name), deferred as Deferral<object>);
  }
  return namespaces as NamespaceApis;
}
