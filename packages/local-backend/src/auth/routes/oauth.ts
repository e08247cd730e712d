import { createHash, randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { AuthError, validationFailed } from '../errors.js';
import { createFlowState, readPkceChallenge } from '../pkce.js';
import { type AuthService, requireUser } from '../service.js';
import { issueSession } from '../sessions.js';
import {
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  isValidEmail,
  listIdentities,
  normalizeEmail,
  syncProviders,
  type UserRow,
} from '../users.js';
import { FAKE_PROVIDERS } from './meta.js';

/** Where the fake identity provider lives, under this surface's prefix. */
const IDP_PATH = '/__fake_provider';

/** Seconds the OAuth `state` and the provider's code stay valid (GoTrue: 5 minutes). */
const STATE_TTL_SECONDS = 300;

/** An identity chosen on the consent page, as a provider's user-info endpoint returns it. */
interface ProviderIdentity {
  sub: string;
  email: string;
  name: string;
  userName: string;
  avatarUrl: string;
}

interface OAuthState {
  provider: string;
  referrer: string;
  flow_state_id?: string;
  /** Set by `linkIdentity`: the signed-in user the new identity joins. */
  linking_target_id?: string;
  exp: number;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

/** A stable fake provider user id for an email, so the same person keeps one identity. */
function providerIdFor(provider: string, email: string): string {
  const digest = createHash('sha256').update(`${provider}:${email}`).digest();
  return provider === 'github'
    ? String(digest.readUInt32BE(0) % 100_000_000)
    : `1${digest.readBigUInt64BE(0).toString().padStart(20, '0').slice(0, 20)}`;
}

function consentPage(
  provider: string,
  state: string,
  known: { email: string; name: string }[],
): string {
  const title = provider === 'github' ? 'GitHub' : provider === 'google' ? 'Google' : provider;
  const choices = known
    .map(
      (identity) => `<li><form method="post">
  <input type="hidden" name="state" value="${escapeHtml(state)}">
  <input type="hidden" name="email" value="${escapeHtml(identity.email)}">
  <input type="hidden" name="name" value="${escapeHtml(identity.name)}">
  <button type="submit">${escapeHtml(identity.name || identity.email)} &lt;${escapeHtml(identity.email)}&gt;</button>
</form></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign in with ${escapeHtml(title)} (local)</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; }
  label { display: block; margin: 0.5rem 0; } input[type=email], input[type=text] { width: 100%; }
  ul { padding: 0; list-style: none; } li button { width: 100%; margin: 0.25rem 0; text-align: left; }
</style></head>
<body>
<h1>Sign in with ${escapeHtml(title)}</h1>
<p>This is the local backend's stand-in for ${escapeHtml(title)}: no request leaves this machine.
Pick an account or make one up.</p>
${choices ? `<ul id="accounts">${choices}</ul>` : ''}
<form method="post" id="new-account">
  <input type="hidden" name="state" value="${escapeHtml(state)}">
  <label>Email <input type="email" name="email" required autofocus></label>
  <label>Name <input type="text" name="name"></label>
  <button type="submit">Continue</button>
</form>
<form method="post"><input type="hidden" name="state" value="${escapeHtml(state)}">
  <input type="hidden" name="deny" value="1"><button type="submit">Cancel</button></form>
</body></html>`;
}

/**
 * OAuth sign-in with a built-in fake provider (Firebase emulator style): `GET /authorize`
 * sends the browser to a local consent page instead of GitHub or Google; choosing an
 * identity there comes back through `GET /callback` exactly as a real provider would.
 */
export function mountOAuth(auth: Hono, service: AuthService): void {
  const { db } = service.ctx;
  /** Codes the fake provider handed out, redeemed once by `/callback`. */
  const providerCodes = new Map<string, { identity: ProviderIdentity; expires: number }>();
  const base = () => `${service.ctx.baseUrl()}/auth/v1`;

  const enabled = (provider: string | undefined): provider is string =>
    !!provider &&
    FAKE_PROVIDERS.includes(provider) &&
    service.settings.externalEnabled[provider] === true;

  async function readState(raw: string | undefined): Promise<OAuthState> {
    if (!raw) throw new AuthError(400, 'bad_oauth_state', 'OAuth state parameter missing');
    try {
      const claims = (await service.verify(raw)) as unknown as OAuthState;
      if (!claims.provider || typeof claims.referrer !== 'string') throw new Error('bad state');
      return claims;
    } catch {
      throw new AuthError(400, 'bad_oauth_state', 'OAuth callback with invalid state');
    }
  }

  async function startAuthorize(c: Context, linkingTargetId?: string): Promise<Response> {
    const provider = c.req.query('provider');
    if (!provider) throw validationFailed('Unsupported provider: missing provider');
    if (!enabled(provider)) {
      throw validationFailed('Unsupported provider: provider is not enabled');
    }
    const challenge = readPkceChallenge({
      code_challenge: c.req.query('code_challenge'),
      code_challenge_method: c.req.query('code_challenge_method'),
    });
    const referrer = service.redirects.resolve(c.req.query('redirect_to'));
    const now = service.now();
    let flowStateId: string | undefined;
    if (challenge) {
      flowStateId = await db.withAdmin(
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
      );
    }
    const state = await service.keys.sign({
      provider,
      referrer,
      ...(flowStateId ? { flow_state_id: flowStateId } : {}),
      ...(linkingTargetId ? { linking_target_id: linkingTargetId } : {}),
      exp: Math.floor(now.getTime() / 1000) + STATE_TTL_SECONDS,
    });
    const target = new URL(`${base()}${IDP_PATH}/${provider}/authorize`);
    target.searchParams.set('state', state);
    const scopes = c.req.query('scopes');
    if (scopes) target.searchParams.set('scope', scopes);
    if (c.req.query('skip_http_redirect') === 'true') return c.json({ url: target.href });
    return c.redirect(target.href, 302);
  }

  auth.get('/authorize', (c) => startAuthorize(c));

  const requireManualLinking = () => {
    if (!service.settings.enableManualLinking) {
      throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
    }
  };

  auth.get('/user/identities/authorize', async (c) => {
    const caller = await db.withAdmin((tx) => requireUser(service, c, tx));
    requireManualLinking();
    return startAuthorize(c, caller.user.id);
  });

  auth.delete('/user/identities/:id', async (c) => {
    const identityId = c.req.param('id');
    await db.withAdmin(async (tx) => {
      const caller = await requireUser(service, c, tx);
      requireManualLinking();
      const identities = await listIdentities(tx, caller.user.id);
      const identity = identities.find((candidate) => candidate.id === identityId);
      if (!identity) throw new AuthError(404, 'identity_not_found', "Identity doesn't exist");
      if (identities.length <= 1) {
        throw new AuthError(
          422,
          'single_identity_not_deletable',
          'User must have at least 1 identity after unlinking',
        );
      }
      await tx.query('delete from auth.identities where id = $1', [identity.id]);
      await syncProviders(tx, caller.user.id);
      // The primary provider moves to a remaining identity when its own goes.
      await tx.query(
        `update auth.users set raw_app_meta_data = raw_app_meta_data ||
           jsonb_build_object('provider', raw_app_meta_data -> 'providers' -> 0)
         where id = $1 and raw_app_meta_data ->> 'provider' = $2`,
        [caller.user.id, identity.provider],
      );
    });
    return c.json({});
  });

  auth.get(`${IDP_PATH}/:provider/authorize`, async (c) => {
    const provider = c.req.param('provider');
    if (!enabled(provider)) throw validationFailed('Unsupported provider: provider is not enabled');
    const state = c.req.query('state') ?? '';
    await readState(state);
    const known = await db.withAdmin(async (tx) => {
      const rows = await tx.query<{ email: string | null; name: string | null }>(
        `select identity_data ->> 'email' as email, identity_data ->> 'name' as name
         from auth.identities where provider = $1 order by last_sign_in_at desc nulls last limit 20`,
        [provider],
      );
      return rows.rows
        .filter((row) => row.email)
        .map((row) => ({ email: row.email as string, name: row.name ?? '' }));
    });
    return c.html(consentPage(provider, state, known));
  });

  auth.post(`${IDP_PATH}/:provider/authorize`, async (c) => {
    const provider = c.req.param('provider');
    if (!enabled(provider)) throw validationFailed('Unsupported provider: provider is not enabled');
    const form = await c.req.parseBody();
    const state = typeof form.state === 'string' ? form.state : '';
    await readState(state);
    const callback = new URL(`${base()}/callback`);
    callback.searchParams.set('state', state);
    if (form.deny) {
      callback.searchParams.set('error', 'access_denied');
      callback.searchParams.set('error_description', 'The user denied the request');
      return c.redirect(callback.href, 302);
    }
    const email = normalizeEmail(typeof form.email === 'string' ? form.email : '');
    if (!isValidEmail(email))
      throw validationFailed('Unable to validate email address: invalid format');
    const name =
      typeof form.name === 'string' && form.name.trim()
        ? form.name.trim()
        : (email.split('@')[0] ?? email);
    const sub = providerIdFor(provider, email);
    const code = randomBytes(16).toString('hex');
    providerCodes.set(code, {
      identity: {
        sub,
        email,
        name,
        userName: (email.split('@')[0] ?? email).replace(/[^a-z0-9-]/gi, '-'),
        avatarUrl: `https://avatars.example.invalid/${provider}/${sub}`,
      },
      expires: service.now().getTime() + STATE_TTL_SECONDS * 1000,
    });
    callback.searchParams.set('code', code);
    return c.redirect(callback.href, 302);
  });

  auth.get('/callback', async (c) => handleCallback(c));
  auth.post('/callback', async (c) => handleCallback(c));

  async function handleCallback(c: Context): Promise<Response> {
    const query = c.req.method === 'POST' ? await c.req.parseBody() : c.req.query();
    const stateRaw = typeof query.state === 'string' ? query.state : undefined;
    const state = await readState(stateRaw);
    const target = service.redirects.resolve(state.referrer);
    const pkce = Boolean(state.flow_state_id);
    const redirectError = (code: string, description: string, error = 'server_error') => {
      const url = new URL(target);
      const params = new URLSearchParams({
        error,
        error_code: code,
        error_description: description,
      });
      if (pkce) for (const [key, value] of params) url.searchParams.set(key, value);
      params.set('sb', '');
      url.hash = params.toString();
      return c.redirect(url.href, 303);
    };
    if (typeof query.error === 'string' && query.error) {
      return redirectError(
        'provider_error',
        typeof query.error_description === 'string' ? query.error_description : query.error,
        query.error,
      );
    }
    const code = typeof query.code === 'string' ? query.code : '';
    const grant = providerCodes.get(code);
    providerCodes.delete(code);
    if (!grant || grant.expires < service.now().getTime()) {
      return redirectError(
        'bad_oauth_callback',
        'OAuth callback with missing or expired code',
        'invalid_request',
      );
    }
    const provider = state.provider;
    const identity = grant.identity;
    const providerToken = `fake_${provider}_${randomBytes(12).toString('hex')}`;
    const now = service.now();
    const identityData = {
      iss: provider === 'github' ? 'https://api.github.com' : 'https://accounts.google.com',
      sub: identity.sub,
      provider_id: identity.sub,
      email: identity.email,
      email_verified: true,
      phone_verified: false,
      name: identity.name,
      full_name: identity.name,
      user_name: identity.userName,
      preferred_username: identity.userName,
      avatar_url: identity.avatarUrl,
      picture: identity.avatarUrl,
    };

    const location = await db
      .withAdmin(async (tx) => {
        const linked = await tx.query<{ user_id: string }>(
          'select user_id from auth.identities where provider = $1 and provider_id = $2',
          [provider, identity.sub],
        );
        let user: UserRow | undefined;
        if (state.linking_target_id) {
          const owner = linked.rows[0]?.user_id;
          if (owner && owner !== state.linking_target_id) {
            throw new AuthError(
              422,
              'identity_already_exists',
              'Identity is already linked to another user',
            );
          }
          user = await findUserById(tx, state.linking_target_id);
          if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
          if (!owner) {
            await insertIdentity(tx, user.id, provider, identity.sub, identityData, now);
            await syncProviders(tx, user.id);
          }
        } else if (linked.rows[0]) {
          user = await findUserById(tx, linked.rows[0].user_id);
          await tx.query(
            `update auth.identities set identity_data = $3, last_sign_in_at = $4, updated_at = $4
           where provider = $1 and provider_id = $2`,
            [provider, identity.sub, JSON.stringify(identityData), now],
          );
        } else {
          user = await findUserByEmail(tx, identity.email);
          if (user) {
            // The provider vouches for the address, so GoTrue links it to the existing user.
            await insertIdentity(tx, user.id, provider, identity.sub, identityData, now);
            await tx.query(
              'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2) where id = $1',
              [user.id, now],
            );
          } else {
            if (!service.settings.enableSignup) {
              throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
            }
            user = await insertUser(
              tx,
              {
                email: identity.email,
                userMetadata: identityData,
                emailConfirmedAt: now,
              },
              now,
              { provider, providerId: identity.sub, data: identityData },
            );
          }
          await syncProviders(tx, user.id);
        }
        user = (await findUserById(tx, (user as UserRow).id)) as UserRow;
        if (state.flow_state_id) {
          const updated = await tx.query(
            `update auth.flow_state set user_id = $2, provider_access_token = $3,
             auth_code_issued_at = $4, updated_at = $4
           where id = $1 returning auth_code`,
            [state.flow_state_id, user.id, providerToken, now],
          );
          const authCode = (updated.rows[0] as { auth_code?: string } | undefined)?.auth_code;
          if (!authCode) {
            throw new AuthError(
              404,
              'flow_state_not_found',
              'invalid flow state, no valid flow state found',
            );
          }
          const url = new URL(target);
          url.searchParams.set('code', authCode);
          return url.href;
        }
        const session = await issueSession(service, tx, user, 'oauth', {
          provider_token: providerToken,
        });
        const url = new URL(target);
        url.hash = new URLSearchParams({
          access_token: String(session.access_token),
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          provider_token: providerToken,
          refresh_token: String(session.refresh_token),
          token_type: 'bearer',
          sb: '',
        }).toString();
        return url.href;
      })
      .catch((error: unknown) => {
        if (error instanceof AuthError) return error;
        throw error;
      });
    if (location instanceof AuthError) return redirectError(location.code, location.message);
    return c.redirect(location, 302);
  }
}
