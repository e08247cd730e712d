import { type Context, Hono } from 'hono';
import type { BackendContext, MountSurface } from '../context.js';
import { containsNul } from '../http/nul.js';
import { requestIdOf } from '../http/request-id.js';
import { AuthError, sendAuthError, validationFailed } from './errors.js';
import { createProviderCodes } from './fake-idp/codes.js';
import { fakeIdentityProvider, IDP_PATH } from './fake-idp/index.js';
import { adminDeleteFactor, adminListFactors } from './handlers/admin-factors.js';
import {
  createOAuthClient,
  deleteOAuthClient,
  getOAuthClient,
  listOAuthClients,
  regenerateOAuthClientSecret,
  updateOAuthClient,
} from './handlers/admin-oauth-clients.js';
import {
  adminOnly,
  createUser,
  deleteUser,
  getUserById,
  listUsers,
  updateUserById,
} from './handlers/admin-users.js';
import { authorize, linkIdentity } from './handlers/authorize.js';
import { callback } from './handlers/callback.js';
import { challengeFactor, verifyFactor } from './handlers/factor-verify.js';
import { enrollFactor, unenrollFactor } from './handlers/factors.js';
import { generateLink } from './handlers/generate-link.js';
import { unlinkIdentity } from './handlers/identities.js';
import { invite } from './handlers/invite.js';
import { otp } from './handlers/magic-link.js';
import { health, jwks, settings } from './handlers/meta.js';
import { authenticationOptions, authenticationVerify } from './handlers/passkey-authentication.js';
import { registrationOptions, registrationVerify } from './handlers/passkey-registration.js';
import {
  adminDeletePasskey,
  adminListPasskeys,
  deleteOwnPasskey,
  listOwnPasskeys,
  renamePasskey,
} from './handlers/passkeys.js';
import { recover } from './handlers/recover.js';
import { resend } from './handlers/resend.js';
import { signup } from './handlers/signup.js';
import { token } from './handlers/token.js';
import { unsupportedRoutes } from './handlers/unsupported.js';
import { getUser, logout, reauthenticate, updateUser } from './handlers/user.js';
import { verifyCode, verifyLink } from './handlers/verify.js';
import { createMailer } from './mailer.js';
import { createRedirectPolicy } from './redirects.js';
import { NUL_MESSAGE } from './request.js';
import { requestLimits } from './request-limits.js';
import type { AuthService } from './service.js';
import { loadAuthSettings } from './settings.js';

/** An auth endpoint: a named handler given the request and the surface's shared service. */
export type AuthHandler = (c: Context, service: AuthService) => Response | Promise<Response>;

/**
 * The route table, laid out like GoTrue's `api.go`: one line per endpoint, each a named
 * handler in `handlers/<what it does>.ts`, behind the per-IP limit it counts against (GoTrue's
 * `limitHandler`). Order matters only for middleware (`use`), which applies to the routes
 * after it.
 */
function routes(auth: Hono, service: AuthService): void {
  const h = (handler: AuthHandler) => (c: Context) => handler(c, service);
  const { limits } = service;

  auth.get('/health', h(health));
  auth.get('/settings', h(settings));
  auth.get('/.well-known/jwks.json', h(jwks));

  auth.post('/token', limits.token, h(token));
  auth.post('/signup', h(signup));
  auth.post('/otp', limits.signIn, h(otp));
  auth.post('/recover', h(recover));
  auth.post('/resend', h(resend));
  auth.get('/verify', limits.verify, h(verifyLink));
  auth.post('/verify', limits.verify, h(verifyCode));

  auth.get('/user', h(getUser));
  auth.put('/user', h(updateUser));
  auth.get('/reauthenticate', h(reauthenticate));
  auth.post('/logout', h(logout));

  auth.get('/authorize', h(authorize));
  auth.on(['GET', 'POST'], '/callback', h(callback));
  auth.get('/user/identities/authorize', h(linkIdentity));
  auth.delete('/user/identities/:id', h(unlinkIdentity));
  auth.route(IDP_PATH, fakeIdentityProvider(service));

  auth.post('/factors', h(enrollFactor));
  auth.post('/factors/:id/challenge', limits.mfaChallenge, h(challengeFactor));
  auth.post('/factors/:id/verify', limits.mfaVerify, h(verifyFactor));
  auth.delete('/factors/:id', h(unenrollFactor));

  auth.post('/passkeys/registration/options', h(registrationOptions));
  auth.post('/passkeys/registration/verify', h(registrationVerify));
  auth.post('/passkeys/authentication/options', limits.signIn, h(authenticationOptions));
  auth.post('/passkeys/authentication/verify', limits.signIn, h(authenticationVerify));
  auth.get('/passkeys', h(listOwnPasskeys));
  auth.patch('/passkeys/:id', h(renamePasskey));
  auth.delete('/passkeys/:id', h(deleteOwnPasskey));

  auth.use('/admin/*', adminOnly(service));
  auth.use('/invite', adminOnly(service));
  auth.get('/admin/users', h(listUsers));
  auth.post('/admin/users', h(createUser));
  auth.get('/admin/users/:id', h(getUserById));
  auth.put('/admin/users/:id', h(updateUserById));
  auth.delete('/admin/users/:id', h(deleteUser));
  auth.get('/admin/users/:id/factors', h(adminListFactors));
  auth.delete('/admin/users/:id/factors/:factorId', h(adminDeleteFactor));
  auth.get('/admin/users/:id/passkeys', h(adminListPasskeys));
  auth.delete('/admin/users/:id/passkeys/:passkeyId', h(adminDeletePasskey));
  auth.post('/admin/generate_link', h(generateLink));
  auth.post('/invite', h(invite));
  if (service.settings.oauthServer) {
    auth.get('/admin/oauth/clients', h(listOAuthClients));
    auth.post('/admin/oauth/clients', h(createOAuthClient));
    auth.get('/admin/oauth/clients/:clientId', h(getOAuthClient));
    auth.put('/admin/oauth/clients/:clientId', h(updateOAuthClient));
    auth.delete('/admin/oauth/clients/:clientId', h(deleteOAuthClient));
    auth.post('/admin/oauth/clients/:clientId/regenerate_secret', h(regenerateOAuthClientSecret));
  }

  // SSO, the rest of the OAuth server and unknown paths: GoTrue's JSON errors, never text.
  unsupportedRoutes(auth, service.settings.passkey.enabled);
}

/** Everything the handlers share, built once: settings, mailer, redirect policy, limits. */
function createAuthService(ctx: BackendContext): AuthService {
  const settings = loadAuthSettings(ctx);
  return {
    ctx,
    settings,
    keys: ctx.keys.signing,
    mailer: createMailer(settings, ctx.inbox, () => ctx.clock.now()),
    redirects: createRedirectPolicy(settings.siteUrl, settings.additionalRedirectUrls),
    limits: requestLimits(settings, () => ctx.clock.now()),
    now: () => new Date(ctx.clock.now()),
    issuer: () => `${ctx.baseUrl()}/auth/v1`,
    providerCodes: createProviderCodes(),
  };
}

/** GoTrue's error body for anything a handler throws; unexpected failures are logged. */
function onError(ctx: BackendContext) {
  return (error: unknown, c: Context) => {
    if (error instanceof AuthError) return sendAuthError(c, error);
    ctx.log.error('auth request failed', {
      requestId: requestIdOf(c),
      path: c.req.path,
      error: String((error as Error)?.stack ?? error),
    });
    return sendAuthError(
      c,
      new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  };
}

/**
 * The GoTrue-compatible `/auth/v1` surface, a Hono sub-app mounted under its prefix. It
 * signs tokens with the context's signing keys and sends its emails into the context's inbox.
 */
export const mountAuth: MountSurface = (app, ctx) => {
  const service = createAuthService(ctx);
  const auth = new Hono();
  // Query strings reach the database too (redirect_to, token_hash, email on GET /verify).
  auth.use('*', async (c, next) => {
    if (containsNul(c.req.queries())) throw validationFailed(NUL_MESSAGE);
    await next();
  });
  routes(auth, service);
  auth.onError(onError(ctx));
  app.route('/auth/v1', auth);
};
