import { type Context, Hono } from 'hono';
import type { AuthService } from '../service.js';
import { showConsent, submitConsent } from './consent.js';

/** Where the fake identity provider lives, under the auth surface's prefix. */
export const IDP_PATH = '/__fake_provider';

/**
 * The built-in fake OAuth identity provider (Firebase emulator style), mounted at
 * {@link IDP_PATH}: `GET /authorize` of the auth surface sends the browser here instead of to
 * GitHub or Google, and the chosen identity comes back through `/callback` with a code.
 */
export function fakeIdentityProvider(service: AuthService): Hono {
  const h = (handler: (c: Context, service: AuthService) => Promise<Response>) => (c: Context) =>
    handler(c, service);
  const idp = new Hono();
  idp.get('/:provider/authorize', h(showConsent));
  idp.post('/:provider/authorize', h(submitConsent));
  return idp;
}
