import { Hono } from 'hono';
import type { MountSurface } from '../context.js';
import { inboxFor } from '../inbox/store.js';
import { AuthError, sendAuthError } from './errors.js';
import { createMailer } from './mailer.js';
import { createRedirectPolicy } from './redirects.js';
import { mountAdmin } from './routes/admin.js';
import { mountMeta } from './routes/meta.js';
import { mountOAuth } from './routes/oauth.js';
import { mountSignup } from './routes/signup.js';
import { mountToken } from './routes/token.js';
import { mountUser } from './routes/user.js';
import { mountVerify } from './routes/verify.js';
import type { AuthService } from './service.js';
import { loadAuthSettings } from './settings.js';
import { loadSigningKeys } from './signing-keys.js';

/**
 * The GoTrue-compatible `/auth/v1` surface. It also replaces the context's
 * `keys.verifyAccessToken` so every surface accepts the tokens it issues (ES256 with `kid`,
 * or the keys of `signing_keys_path`) next to the legacy HS256 keys.
 */
export const mountAuth: MountSurface = async (app, ctx) => {
  const settings = loadAuthSettings(ctx);
  const keys = await loadSigningKeys({ file: settings.signingKeysFile, dataDir: ctx.dataDir });
  const verify = keys.verifier(ctx.keys.verifyAccessToken, () => ctx.clock.now());
  ctx.keys.verifyAccessToken = verify;

  const service: AuthService = {
    ctx,
    settings,
    keys,
    verify,
    mailer: createMailer(settings, inboxFor(ctx), () => ctx.clock.now()),
    redirects: createRedirectPolicy(settings.siteUrl, settings.additionalRedirectUrls),
    now: () => new Date(ctx.clock.now()),
    issuer: () => `${ctx.baseUrl()}/auth/v1`,
  };

  const auth = new Hono();
  mountMeta(auth, service);
  mountToken(auth, service);
  mountSignup(auth, service);
  mountVerify(auth, service);
  mountUser(auth, service);
  mountOAuth(auth, service);
  mountAdmin(auth, service);
  // GoTrue's router answers paths it does not serve (MFA, SSO, …) with a plain-text 404.
  auth.all('*', (c) => c.text('404 page not found', 404));
  auth.onError((error, c) => {
    if (error instanceof AuthError) return sendAuthError(c, error);
    ctx.log.error('auth request failed', {
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
  });
  app.route('/auth/v1', auth);
};
