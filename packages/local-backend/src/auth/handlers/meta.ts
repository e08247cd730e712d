import type { Context } from 'hono';
import { FAKE_PROVIDERS } from '../fake-idp/providers.js';
import type { AuthService } from '../service.js';

/** Providers GoTrue lists in `/settings`; those served here by the fake consent page are on. */
const KNOWN_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'x',
  'zoom',
];

/** `GET /health`: GoTrue's identification. */
export function health(c: Context): Response {
  return c.json({
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

/** `GET /settings`: the providers and switches auth-js reads. */
export async function settings(c: Context, service: AuthService): Promise<Response> {
  const { settings } = service;
  const external: Record<string, boolean> = {
    anonymous_users: settings.enableAnonymous,
    email: settings.enableEmailSignup,
    phone: false,
  };
  for (const name of KNOWN_PROVIDERS) {
    external[name] = FAKE_PROVIDERS.includes(name) && settings.externalEnabled[name] === true;
  }
  return c.json({
    external,
    disable_signup: !settings.enableSignup,
    mailer_autoconfirm: !settings.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

/** `GET /.well-known/jwks.json`: the public signing keys. */
export async function jwks(c: Context, service: AuthService): Promise<Response> {
  c.header('Cache-Control', 'public, max-age=600');
  return c.json(service.keys.jwks());
}
