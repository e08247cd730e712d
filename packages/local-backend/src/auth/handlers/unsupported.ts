import type { Context, Hono } from 'hono';
import { AuthError } from '../errors.js';
import { stringField } from '../request.js';

/** Issuers GoTrue names when an ID-token provider is not enabled (`token_oidc.go`). */
const ID_TOKEN_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
  vercel_marketplace: 'https://marketplace.vercel.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  keycloak: '',
};

/**
 * `grant_type=id_token`: no ID-token provider can be enabled here, so every request ends in
 * the error GoTrue gives for a provider that is not configured. Missing fields get GoTrue's
 * OAuth-style body (`error`, `error_description`), as there.
 */
export function idTokenGrant(c: Context, body: Record<string, unknown>): Response {
  const provider = stringField(body, 'provider') ?? '';
  const issuer = stringField(body, 'issuer') ?? '';
  if (!stringField(body, 'id_token')) {
    return c.json({ error: 'invalid request', error_description: 'id_token required' }, 400);
  }
  if (!provider && (!stringField(body, 'client_id') || !issuer)) {
    const description = 'provider or client_id and issuer required';
    return c.json({ error: 'invalid request', error_description: description }, 400);
  }
  const known = ID_TOKEN_ISSUERS[provider];
  if (known !== undefined) {
    const named = issuer || known;
    throw new AuthError(400, 'provider_disabled', `Provider (issuer "${named}") is not enabled`);
  }
  if (provider.startsWith('custom:')) {
    throw new AuthError(400, 'validation_failed', 'Custom OAuth providers are disabled');
  }
  throw new AuthError(
    400,
    'validation_failed',
    `Custom OIDC provider ${JSON.stringify(provider)} not allowed`,
  );
}

/** `grant_type=web3`: Sign in with Solana/Ethereum is never enabled here. */
export function web3Grant(): never {
  throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
}

function refuse(status: 404, code: string, message: string) {
  return () => {
    throw new AuthError(status, code, message);
  };
}

/**
 * Features GoTrue serves only when enabled, answered as GoTrue answers while they are off
 * (SAML SSO, passkeys while `[auth.passkey]` is off, the OAuth 2.1 server, custom OAuth
 * providers), and a JSON 404 for every other path, so no auth request ever gets plain text.
 * Mount after every real route.
 */
export function unsupportedRoutes(auth: Hono, passkeysEnabled: boolean): void {
  const saml = refuse(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  const passkeys = refuse(404, 'passkey_disabled', 'Passkeys are disabled');
  const oauthServer = refuse(404, 'feature_disabled', 'OAuth server is disabled');
  const customProviders = refuse(404, 'feature_disabled', 'Custom OAuth providers are disabled');
  for (const path of ['/sso', '/sso/*', '/admin/sso/*']) auth.all(path, saml);
  if (!passkeysEnabled) for (const path of ['/passkeys', '/passkeys/*']) auth.all(path, passkeys);
  for (const path of [
    '/oauth/*',
    '/admin/oauth/*',
    '/user/oauth/*',
    '/.well-known/oauth-authorization-server',
  ]) {
    auth.all(path, oauthServer);
  }
  for (const path of ['/admin/custom-providers', '/admin/custom-providers/*']) {
    auth.all(path, customProviders);
  }
  auth.all('*', refuse(404, 'not_found', 'Not found'));
}
