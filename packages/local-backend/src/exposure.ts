import type { BackendConfig } from './config.js';
import { LOCAL_JWT_SECRET } from './keys.js';

/** Whether `host` only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** What the backend would serve that is only safe on loopback. */
export interface ExposureInput {
  /** The HS256 secret in use. */
  jwtSecret: string;
  /** OAuth providers config.toml enables: each is served by the fake consent page. */
  fakeProviders: string[];
  /** Whether the captured-email inbox is served. */
  inbox: boolean;
}

/**
 * The development conveniences that are unsafe once the backend is reachable from other
 * machines, one sentence each naming the risk. Empty when none is on.
 */
export function insecureDefaults(input: ExposureInput): string[] {
  const found: string[] = [];
  if (input.jwtSecret === LOCAL_JWT_SECRET) {
    found.push(
      'the well-known JWT secret and API keys of the Supabase CLI (anyone can mint a service_role token); give --jwt-secret',
    );
  }
  for (const provider of input.fakeProviders) {
    found.push(
      `the fake OAuth consent page for ${provider} (anyone can sign in as any email); set [auth.external.${provider}] enabled = false`,
    );
  }
  if (input.inbox) {
    found.push(
      'the open inbox at /__inbox (every email sent, with its links and codes); give --no-inbox',
    );
  }
  return found;
}

/** The OAuth providers of `[auth.external.*]` that are enabled, from the raw settings. */
export function enabledProviders(external: Record<string, boolean>): string[] {
  return Object.entries(external)
    .filter(([, enabled]) => enabled)
    .map(([name]) => name);
}

/** Origins the inbox answers CORS for: the configured `site_url` and loopback pages. */
export function inboxOriginAllowed(origin: string, config: BackendConfig): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (isLoopbackHost(url.hostname)) return true;
  try {
    return new URL(config.auth.site_url).origin === url.origin;
  } catch {
    return false;
  }
}
