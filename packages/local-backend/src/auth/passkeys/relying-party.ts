import type { Context } from 'hono';
import { isLoopbackHost } from '../redirects.js';
import type { AuthSettings } from '../settings.js';

/** Who a ceremony is for: the relying party id and the page origins allowed to run it. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

function originOf(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * The relying party of a ceremony. With `[auth.webauthn] rp_id` set it is that id and
 * `rp_origins` (else `site_url`'s origin). Without it, a page at `site_url`, at one of
 * `rp_origins` or on a loopback host (any port, as the redirect rules allow) is its own relying
 * party, so the app works whether it is opened as `localhost` or `127.0.0.1`; any other
 * caller gets `site_url`'s host, which its browser will refuse.
 */
export function relyingParty(settings: AuthSettings, c: Context): RelyingParty {
  const { rpId, rpOrigins, rpName } = settings.passkey;
  const site = originOf(settings.siteUrl);
  const configured = rpOrigins.length ? rpOrigins : site ? [site.origin] : [];
  if (rpId) return { id: rpId, name: rpName, origins: configured };
  const caller = originOf(c.req.header('origin') ?? '');
  const known =
    caller &&
    (configured.includes(caller.origin) ||
      (site && caller.origin === site.origin) ||
      isLoopbackHost(caller.hostname));
  if (caller && known) return { id: caller.hostname, name: rpName, origins: [caller.origin] };
  return { id: site?.hostname ?? 'localhost', name: rpName, origins: configured };
}
