/**
 * The e2e build's origin (`vite preview`, see vite.config.ts). `E2E_APP_PORT` moves it, with
 * `E2E_BACKEND_PORT`, so two runs can share a machine (build with `VITE_SUPABASE_URL` set to
 * the moved backend).
 */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);

/** The e2e build's origin. */
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;

/** The fresh backend of the run; the same port as `.env.e2e`, which the build embeds. */
export const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 54329);

/** The backend's base URL. */
export const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`;
