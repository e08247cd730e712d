import type { Context } from 'hono';
import { AuthError, validationFailed } from '../errors.js';
import { IDP_PATH } from '../fake-idp/index.js';
import { providerEnabled, STATE_TTL_SECONDS } from '../oauth-state.js';
import { createFlowState, readPkceChallenge } from '../pkce.js';
import { type AuthService, requireUser } from '../service.js';

/** Refuses identity linking unless `enable_manual_linking` is on (GoTrue's rule). */
export function requireManualLinking(service: AuthService): void {
  if (!service.settings.enableManualLinking) {
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  }
}

/**
 * Starts an OAuth flow: the PKCE flow state if the client sent a challenge, then a signed
 * `state` and the redirect to the (fake) provider's consent page.
 */
async function startAuthorize(
  c: Context,
  service: AuthService,
  linkingTargetId?: string,
): Promise<Response> {
  const provider = c.req.query('provider');
  if (!provider) throw validationFailed('Unsupported provider: missing provider');
  if (!providerEnabled(service, provider)) {
    throw validationFailed('Unsupported provider: provider is not enabled');
  }
  const challenge = readPkceChallenge({
    code_challenge: c.req.query('code_challenge'),
    code_challenge_method: c.req.query('code_challenge_method'),
  });
  const referrer = service.redirects.resolve(c.req.query('redirect_to'));
  const now = service.now();
  const flowStateId = challenge
    ? await service.ctx.db.withAdmin(
        async (tx) =>
          (
            await createFlowState(tx, {
              challenge,
              userId: null,
              providerType: provider,
              authenticationMethod: 'oauth',
              now,
            })
          ).id,
      )
    : undefined;
  const state = await service.keys.sign({
    provider,
    referrer,
    ...(flowStateId ? { flow_state_id: flowStateId } : {}),
    ...(linkingTargetId ? { linking_target_id: linkingTargetId } : {}),
    exp: Math.floor(now.getTime() / 1000) + STATE_TTL_SECONDS,
  });
  const target = new URL(`${service.issuer()}${IDP_PATH}/${provider}/authorize`);
  target.searchParams.set('state', state);
  const scopes = c.req.query('scopes');
  if (scopes) target.searchParams.set('scope', scopes);
  if (c.req.query('skip_http_redirect') === 'true') return c.json({ url: target.href });
  return c.redirect(target.href, 302);
}

/** `GET /authorize?provider=…`: OAuth sign-in, through the built-in fake provider. */
export function authorize(c: Context, service: AuthService): Promise<Response> {
  return startAuthorize(c, service);
}

/** `GET /user/identities/authorize`: links another provider's identity to the caller. */
export async function linkIdentity(c: Context, service: AuthService): Promise<Response> {
  const caller = await service.ctx.db.withAdmin((tx) => requireUser(service, c, tx));
  requireManualLinking(service);
  return startAuthorize(c, service, caller.user.id);
}
