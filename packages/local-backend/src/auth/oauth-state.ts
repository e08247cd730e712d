import { AuthError } from './errors.js';
import { FAKE_PROVIDERS } from './fake-idp/providers.js';
import type { AuthService } from './service.js';

/** Seconds the OAuth `state` and the provider's code stay valid (GoTrue: 5 minutes). */
export const STATE_TTL_SECONDS = 300;

/** The signed `state` an OAuth flow carries through the provider and back. */
export interface OAuthState {
  provider: string;
  /** Where the browser goes when the flow ends (already checked against the allow-list). */
  referrer: string;
  flow_state_id?: string;
  /** Set by `linkIdentity`: the signed-in user the new identity joins. */
  linking_target_id?: string;
  exp: number;
}

/** Whether `provider` is served by the fake consent page and enabled in config.toml. */
export function providerEnabled(
  service: AuthService,
  provider: string | undefined,
): provider is string {
  return (
    !!provider &&
    FAKE_PROVIDERS.includes(provider) &&
    service.settings.externalEnabled[provider] === true
  );
}

/** Verifies a `state` value; a missing or invalid one is GoTrue's `bad_oauth_state`. */
export async function readState(
  service: AuthService,
  raw: string | undefined,
): Promise<OAuthState> {
  if (!raw) throw new AuthError(400, 'bad_oauth_state', 'OAuth state parameter missing');
  try {
    const claims = (await service.ctx.keys.verifyAccessToken(raw)) as unknown as OAuthState;
    if (!claims.provider || typeof claims.referrer !== 'string') throw new Error('bad state');
    return claims;
  } catch {
    throw new AuthError(400, 'bad_oauth_state', 'OAuth callback with invalid state');
  }
}
