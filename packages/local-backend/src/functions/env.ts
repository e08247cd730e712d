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

/**
 * The environment of a function worker, as the Supabase CLI builds it: the variables of
 * `supabase/functions/.env` (names starting with `SUPABASE_` are reserved and skipped, as the
 * CLI skips them), then the backend's `functionsEnv` option, then `SUPABASE_URL`, the keys and `SUPABASE_DB_URL`.
 */
export function functionEnv(
  ctx: BackendContext,
  envFile: string | undefined,
  denoDir: string,
): Record<string, string> {
  const env: Record<string, string> = {};
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
