import nodemailer from 'npm:nodemailer@10.6.1';

/** A variable of the function's environment, or `fallback` when unset or empty. */
export const env = (name: string, fallback = '') => Deno.env.get(name) || fallback;

/**
 * The SMTP transport of Tandem's emails: `SMTP_HOST` and `SMTP_PORT` (the local backend sets
 * both to its own SMTP capture; a hosted project sets them as secrets), with `SMTP_USER` and
 * `SMTP_PASS` when the server asks for them. There is no default address: mail is never sent
 * to a server the configuration does not name.
 */
export function mailTransport(): ReturnType<typeof nodemailer.createTransport> | undefined {
  const host = env('SMTP_HOST');
  const port = Number(env('SMTP_PORT'));
  if (!host || !Number.isInteger(port) || port <= 0) return undefined;
  return nodemailer.createTransport({
    host,
    port,
    secure: port === 465,
    auth: env('SMTP_USER') ? { user: env('SMTP_USER'), pass: env('SMTP_PASS') } : undefined,
  });
}

/**
 * The project's API keys for the functions' own clients: the publishable and secret keys where
 * the platform provides them (a project whose legacy JWT keys are disabled accepts no other),
 * else the legacy `anon` and `service_role` keys.
 */
export const publishableKey = () => env('SUPABASE_PUBLISHABLE_KEY') || env('SUPABASE_ANON_KEY');
export const secretKey = () => env('SUPABASE_SECRET_KEY') || env('SUPABASE_SERVICE_ROLE_KEY');

/** The sender of Tandem's emails. */
export const mailFrom = () => env('SMTP_FROM', 'Tandem <no-reply@tandem.local>');

/**
 * The web app's origin, for the links of emails: `APP_URL`, else `SITE_URL` (the local
 * backend passes `[auth] site_url` of config.toml). Never a value a caller sent.
 */
export function appOrigin(): string {
  return new URL(env('APP_URL') || env('SITE_URL') || 'http://localhost:5173').origin;
}
