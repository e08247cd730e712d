import type { Hono } from 'hono';
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

/** Providers the built-in fake consent page can stand in for. */
export const FAKE_PROVIDERS = ['github', 'google'];

/** `GET /health`, `GET /settings`, `GET /.well-known/jwks.json`. */
export function mountMeta(auth: Hono, service: AuthService): void {
  const { settings } = service;

  auth.get('/health', (c) =>
    c.json({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );

  auth.get('/settings', (c) => {
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
  });

  auth.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(service.keys.jwks());
  });
}
