import type { Context } from 'hono';
import { AuthError, validationFailed } from '../errors.js';
import { checkPassword } from '../passwords.js';
import { redeemAuthCode } from '../pkce.js';
import { readJson, stringField } from '../request.js';
import type { AuthService } from '../service.js';
import { type AuthMethod, issueSession, refreshSession } from '../sessions.js';
import { findUserByEmail, findUserById } from '../users.js';
import { idTokenGrant, web3Grant } from './unsupported.js';

const INVALID_LOGIN = 'Invalid login credentials';

async function passwordGrant(service: AuthService, body: Record<string, unknown>) {
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password') ?? '';
  if (email && phone) {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  if (phone) {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  }
  if (!email) throw validationFailed('missing email or phone');
  const { db } = service.ctx;
  const found = await db.withAdmin((tx) => findUserByEmail(tx, email));
  // bcrypt runs outside any transaction (PGlite has one connection), and even without a
  // user so timing does not reveal which emails exist.
  const ok = await checkPassword(password, found?.encrypted_password ?? null);
  if (!found || !ok) throw new AuthError(400, 'invalid_credentials', INVALID_LOGIN);
  return db.withAdmin(async (tx) => {
    const user = await findUserById(tx, found.id);
    if (!user || user.encrypted_password !== found.encrypted_password) {
      throw new AuthError(400, 'invalid_credentials', INVALID_LOGIN);
    }
    if (user.banned_until && new Date(user.banned_until).getTime() > service.now().getTime()) {
      throw new AuthError(400, 'user_banned', 'User is banned');
    }
    if (!user.email_confirmed_at) {
      throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    }
    return issueSession(service, tx, user, 'password');
  });
}

/**
 * `POST /token?grant_type=password|refresh_token|pkce`: issues a session; `id_token` and
 * `web3` answer GoTrue's errors for providers that are not enabled.
 */
export async function token(c: Context, service: AuthService): Promise<Response> {
  const grantType = c.req.query('grant_type');
  const body = await readJson(c);
  switch (grantType) {
    case 'password':
      return c.json(await passwordGrant(service, body));
    case 'refresh_token': {
      const token = stringField(body, 'refresh_token');
      if (!token) throw validationFailed('refresh_token required');
      const { response, error } = await service.ctx.db.withAdmin((tx) =>
        refreshSession(service, tx, token),
      );
      if (error) throw error;
      return c.json(response);
    }
    case 'pkce': {
      const authCode = stringField(body, 'auth_code') ?? '';
      const verifier = stringField(body, 'code_verifier') ?? '';
      const response = await service.ctx.db.withAdmin(async (tx) => {
        const flow = await redeemAuthCode(tx, authCode, verifier, service.now());
        const user = await findUserById(tx, flow.userId);
        if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
        const extra: Record<string, unknown> = {};
        if (flow.providerAccessToken) extra.provider_token = flow.providerAccessToken;
        if (flow.providerRefreshToken) extra.provider_refresh_token = flow.providerRefreshToken;
        return issueSession(service, tx, user, flow.authenticationMethod as AuthMethod, extra);
      });
      return c.json(response);
    }
    case 'id_token':
      return idTokenGrant(c, body);
    case 'web3':
      return web3Grant();
    default:
      throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  }
}
