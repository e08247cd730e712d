import { createTandemClient } from '@tandem/api-client';
import { readEnv } from '../env';

const env = readEnv();

/**
 * The app's one Tandem client: the session in cookies (shared by tabs), PKCE links back to
 * this origin's `/auth/callback`. Routes reach it through the router context. Creating it loads
 * nothing: the client fetches its code with the first call (the session check of a signed-in
 * page, a form's submit), so the sign-in page paints without it.
 */
export const tandem = createTandemClient({ url: env.supabaseUrl, key: env.supabaseKey });
