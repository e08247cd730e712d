import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import type { BackendContext } from '../context.js';

// Passed through from the backend's own environment: where Deno finds home, and the proxy,
// certificate and registry settings its npm downloads need (behind a TLS-inspecting proxy
// the CA bundle is named by DENO_CERT or NODE_EXTRA_CA_CERTS, which Deno honours too).
const INHERITED = [
  'HOME',
  'PATH',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'NPM_CONFIG_REGISTRY',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'NODE_EXTRA_CA_CERTS',
];

const smtpCaptures = new WeakMap<BackendContext, number>();

/**
 * Records the port of the backend's SMTP capture, so its functions mail into its own inbox
 * (`--smtp-port`, the `smtpPort` start option, or `0` for a free port) and never into the
 * capture of another backend on the default port.
 */
export function useSmtpCaptureForFunctions(ctx: BackendContext, port: number): void {
  smtpCaptures.set(ctx, port);
}

/**
 * Where the backend's SMTP capture listens: on loopback, unless a development start on
 * another interface made it follow the server's host (the base URL names that host).
 */
function smtpDefaults(ctx: BackendContext): Record<string, string> {
  const port = smtpCaptures.get(ctx) ?? ctx.config.inbucket.smtp_port;
  const host = ctx.baseUrl() ? new URL(ctx.baseUrl()).hostname.replace(/^\[|\]$/g, '') : '';
  const loopback = !host || host === 'localhost' || host === '::1' || host.startsWith('127.');
  return { SMTP_HOST: loopback ? '127.0.0.1' : host, SMTP_PORT: String(port) };
}

/**
 * The environment of a function worker, as the Supabase CLI builds it: where the backend
 * receives mail (`SMTP_HOST`, `SMTP_PORT`: its SMTP capture) and the app's URL (`SITE_URL`:
 * `[auth] site_url`), then the variables of `supabase/functions/.env` (names starting with
 * `SUPABASE_` are reserved and skipped, as the CLI skips them), then the backend's
 * `functionsEnv` option, then `SUPABASE_URL`, the keys and `SUPABASE_DB_URL`.
 */
export function functionEnv(
  ctx: BackendContext,
  envFile: string | undefined,
  denoDir: string,
): Record<string, string> {
  const env: Record<string, string> = {
    ...smtpDefaults(ctx),
    SITE_URL: ctx.config.auth.site_url,
  };
  for (const name of INHERITED) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  if (envFile && existsSync(envFile)) {
    for (const [name, value] of Object.entries(parseEnv(readFileSync(envFile, 'utf8')))) {
      if (!name.startsWith('SUPABASE_') && value !== undefined) env[name] = value;
    }
  }
  return {
    ...env,
    ...ctx.functionsEnv,
    DENO_DIR: denoDir,
    NO_COLOR: '1',
    SUPABASE_URL: ctx.baseUrl(),
    SUPABASE_ANON_KEY: ctx.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
    SUPABASE_PUBLISHABLE_KEY: ctx.keys.publishableKey,
    SUPABASE_SECRET_KEY: ctx.keys.secretKey,
    SUPABASE_DB_URL: ctx.dbUrl?.() ?? '',
  };
}
