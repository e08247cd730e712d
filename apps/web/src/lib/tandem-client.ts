import { createTandemClient, type TandemClient } from '@tandem/api-client';
import { readEnv } from '../env';

/**
 * The app's one Tandem client: the session in cookies (shared by tabs), PKCE links back to
 * this origin's `/auth/callback`. Its own chunk, loaded through `./tandem` on first use.
 */
export function createAppTandemClient(): TandemClient {
  const env = readEnv();
  return createTandemClient({ url: env.supabaseUrl, key: env.supabaseKey });
}
