import { createTandemClient, type TandemClient } from '@tandem/api-client';
import { readEnv } from '../env';

const env = readEnv();

/**
 * The app's one Tandem client: the session in cookies (shared by tabs), PKCE links back to
 * this origin's `/auth/callback`. Routes reach it through the router context.
 */
export const tandem: TandemClient = createTandemClient({
  url: env.supabaseUrl,
  key: env.supabaseKey,
});
