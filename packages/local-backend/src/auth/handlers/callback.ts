import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { Tx } from '../../db/engine.js';
import { AuthError } from '../errors.js';
import type { ProviderIdentity } from '../fake-idp/codes.js';
import { type OAuthState, readState } from '../oauth-state.js';
import { readForm } from '../request.js';
import type { AuthService } from '../service.js';
import { issueSession } from '../sessions.js';
import {
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  syncProviders,
  type UserRow,
} from '../users.js';

/** What GoTrue stores as `identity_data` for a provider's user. */
function identityDataOf(provider: string, identity: ProviderIdentity): Record<string, unknown> {
  return {
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
}

/**
 * The user a provider identity signs in as: the linking target, the user it is already
 * linked to, the user with its (provider-verified) email, or a new user.
 */
async function providerUser(
  service: AuthService,
  tx: Tx,
  state: OAuthState,
  identity: ProviderIdentity,
  now: Date,
): Promise<UserRow> {
  const { provider } = state;
  const data = identityDataOf(provider, identity);
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
      await insertIdentity(tx, user.id, provider, identity.sub, data, now);
      await syncProviders(tx, user.id);
    }
  } else if (linked.rows[0]) {
    user = await findUserById(tx, linked.rows[0].user_id);
    await tx.query(
      `update auth.identities set identity_data = $3, last_sign_in_at = $4, updated_at = $4
       where provider = $1 and provider_id = $2`,
      [provider, identity.sub, JSON.stringify(data), now],
    );
  } else {
    user = await findUserByEmail(tx, identity.email);
    if (user) {
      // The provider vouches for the address, so GoTrue links it to the existing user.
      await insertIdentity(tx, user.id, provider, identity.sub, data, now);
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
        { email: identity.email, userMetadata: data, emailConfirmedAt: now },
        now,
        { provider, providerId: identity.sub, data },
      );
    }
    await syncProviders(tx, user.id);
  }
  return (await findUserById(tx, (user as UserRow).id)) as UserRow;
}

/**
 * Where the browser goes once signed in: `?code=` of the PKCE flow state, or (implicit flow)
 * the session in the fragment.
 */
async function completion(
  service: AuthService,
  tx: Tx,
  state: OAuthState,
  user: UserRow,
  target: string,
  now: Date,
): Promise<string> {
  const providerToken = `fake_${state.provider}_${randomBytes(12).toString('hex')}`;
  const url = new URL(target);
  if (state.flow_state_id) {
    const updated = await tx.query<{ auth_code?: string }>(
      `update auth.flow_state set user_id = $2, provider_access_token = $3,
         auth_code_issued_at = $4, updated_at = $4
       where id = $1 returning auth_code`,
      [state.flow_state_id, user.id, providerToken, now],
    );
    const authCode = updated.rows[0]?.auth_code;
    if (!authCode) {
      throw new AuthError(
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      );
    }
    url.searchParams.set('code', authCode);
    return url.href;
  }
  const session = await issueSession(service, tx, user, 'oauth', { provider_token: providerToken });
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
}

/**
 * `GET|POST /callback`: the provider's redirect back. Failures go to the app's redirect
 * target as `error`, `error_code` and `error_description` (query too for PKCE), as GoTrue's.
 */
export async function callback(c: Context, service: AuthService): Promise<Response> {
  const query = c.req.method === 'POST' ? await readForm(c) : c.req.query();
  const state = await readState(service, typeof query.state === 'string' ? query.state : undefined);
  const target = service.redirects.resolve(state.referrer);
  const redirectError = (code: string, description: string, error = 'server_error') => {
    const url = new URL(target);
    const params = new URLSearchParams({ error, error_code: code, error_description: description });
    if (state.flow_state_id) for (const [key, value] of params) url.searchParams.set(key, value);
    params.set('sb', '');
    url.hash = params.toString();
    return c.redirect(url.href, 303);
  };
  if (typeof query.error === 'string' && query.error) {
    const description =
      typeof query.error_description === 'string' ? query.error_description : query.error;
    return redirectError('provider_error', description, query.error);
  }
  const code = typeof query.code === 'string' ? query.code : '';
  const identity = service.providerCodes.redeem(code, service.now().getTime());
  if (!identity) {
    return redirectError(
      'bad_oauth_callback',
      'OAuth callback with missing or expired code',
      'invalid_request',
    );
  }
  const now = service.now();
  const location = await service.ctx.db
    .withAdmin(async (tx) => {
      const user = await providerUser(service, tx, state, identity, now);
      return completion(service, tx, state, user, target, now);
    })
    .catch((error: unknown) => {
      if (error instanceof AuthError) return error;
      throw error;
    });
  if (location instanceof AuthError) return redirectError(location.code, location.message);
  return c.redirect(location, 302);
}
