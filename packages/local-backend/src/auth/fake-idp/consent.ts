import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { validationFailed } from '../errors.js';
import { providerEnabled, readState, STATE_TTL_SECONDS } from '../oauth-state.js';
import { readForm } from '../request.js';
import type { AuthService } from '../service.js';
import { isValidEmail, normalizeEmail } from '../users.js';
import { consentPage } from './consent-page.js';
import { providerIdFor } from './providers.js';

function enabledProvider(c: Context, service: AuthService): string {
  const provider = c.req.param('provider');
  if (!providerEnabled(service, provider)) {
    throw validationFailed('Unsupported provider: provider is not enabled');
  }
  return provider;
}

/** `GET /__fake_provider/:provider/authorize`: the consent page a real provider would show. */
export async function showConsent(c: Context, service: AuthService): Promise<Response> {
  const provider = enabledProvider(c, service);
  const state = c.req.query('state') ?? '';
  await readState(service, state);
  const known = await service.ctx.db.withAdmin(async (tx) => {
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
}

/**
 * `POST /__fake_provider/:provider/authorize`: the chosen (or denied) account goes back to
 * `/callback` with a one-time code, as a real provider redirects.
 */
export async function submitConsent(c: Context, service: AuthService): Promise<Response> {
  const provider = enabledProvider(c, service);
  const form = await readForm(c);
  const state = typeof form.state === 'string' ? form.state : '';
  await readState(service, state);
  const callback = new URL(`${service.issuer()}/callback`);
  callback.searchParams.set('state', state);
  if (form.deny) {
    callback.searchParams.set('error', 'access_denied');
    callback.searchParams.set('error_description', 'The user denied the request');
    return c.redirect(callback.href, 302);
  }
  const email = normalizeEmail(typeof form.email === 'string' ? form.email : '');
  if (!isValidEmail(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  const name =
    typeof form.name === 'string' && form.name.trim()
      ? form.name.trim()
      : (email.split('@')[0] ?? email);
  const sub = providerIdFor(provider, email);
  const code = randomBytes(16).toString('hex');
  const identity = {
    sub,
    email,
    name,
    userName: (email.split('@')[0] ?? email).replace(/[^a-z0-9-]/gi, '-'),
    avatarUrl: `https://avatars.example.invalid/${provider}/${sub}`,
  };
  service.providerCodes.issue(code, identity, service.now().getTime() + STATE_TTL_SECONDS * 1000);
  callback.searchParams.set('code', code);
  return c.redirect(callback.href, 302);
}
