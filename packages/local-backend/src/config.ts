import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { z } from 'zod';

/**
 * The parts of `supabase/config.toml` the local backend honours, with the Supabase CLI's
 * defaults. Unknown keys are ignored, as the CLI ignores keys of services it does not run.
 */
/** One `[storage.buckets.<name>]` table of config.toml. */
const bucketSchema = z.object({
  /** Whether objects are readable without a token. Default `false`. */
  public: z.boolean().default(false),
  /** Largest object (`"5MiB"` or bytes). Default none: the `[storage]` limit applies. */
  file_size_limit: z.union([z.string(), z.number()]).optional(),
  /** Accepted MIME types (`image/*` allowed). Default none: any type. */
  allowed_mime_types: z.array(z.string()).optional(),
  /** Folder (relative to `supabase/`) whose files are uploaded into the bucket. Default none. */
  objects_path: z.string().optional(),
});

/** A bucket declared in `[storage.buckets.<name>]`, with its defaults filled. */
export type ConfigBucket = z.infer<typeof bucketSchema>;

const configSchema = z.object({
  api: z
    .object({
      /** HTTP port of the API gateway. Default `54321`. */
      port: z.number().int().min(0).max(65535).default(54321),
      /** Schemas exposed by `/rest/v1`. Default `["public", "graphql_public"]`. */
      schemas: z.array(z.string()).default(['public', 'graphql_public']),
      /** Extra schemas on every request's `search_path`. Default `["public", "extensions"]`. */
      extra_search_path: z.array(z.string()).default(['public', 'extensions']),
      /** Upper bound on rows one `/rest/v1` response returns. Default `1000`. */
      max_rows: z.number().int().positive().default(1000),
      /**
       * Whether new tables, views, sequences and functions in `public` are granted to anon,
       * authenticated and service_role automatically, as projects created before 30 May 2026
       * were. Default unset, which means `false` as on a project created today: each object
       * needs its own `grant`.
       */
      auto_expose_new_tables: z.boolean().optional(),
    })
    .prefault({}),
  db: z
    .object({
      /** Port of the Postgres wire protocol (PGlite's, served by the CLI). Default `54322`. */
      port: z.number().int().min(0).max(65535).default(54322),
    })
    .prefault({}),
  auth: z
    .object({
      /** Base URL redirects fall back to. Default `http://127.0.0.1:3000`. */
      site_url: z.string().default('http://127.0.0.1:3000'),
      /** Further allowed redirect URLs (globs). Default `["https://127.0.0.1:3000"]`. */
      additional_redirect_urls: z.array(z.string()).default(['https://127.0.0.1:3000']),
      /** Access-token lifetime in seconds. Default `3600`. */
      jwt_expiry: z.number().int().positive().default(3600),
      /** Whether new users may sign up. Default `true`. */
      enable_signup: z.boolean().default(true),
      /** Whether anonymous sign-ins are allowed. Default `false`. */
      enable_anonymous_sign_ins: z.boolean().default(false),
      /** Path (relative to `supabase/`) of a JWK set used to sign tokens. Default none. */
      signing_keys_path: z.string().optional(),
      email: z
        .object({
          /** Whether sign-ups must confirm their email first. Default `false`. */
          enable_confirmations: z.boolean().default(false),
        })
        .prefault({}),
      rate_limit: z
        .object({
          /** Emails that may be sent per hour. Default `2`. */
          email_sent: z.number().int().nonnegative().default(2),
          /** Sign-ups and sign-ins per 5 minutes per IP (anonymous excluded). Default `30`. */
          sign_in_sign_ups: z.number().int().nonnegative().default(30),
          /** OTP and magic-link verifications per 5 minutes per IP. Default `30`. */
          token_verifications: z.number().int().nonnegative().default(30),
          /** Session refreshes per 5 minutes per IP. Default `150`. */
          token_refresh: z.number().int().nonnegative().default(150),
          /** Anonymous sign-ins per hour per IP. Default `30`. */
          anonymous_users: z.number().int().nonnegative().default(30),
        })
        .prefault({}),
    })
    .prefault({}),
  storage: z
    .object({
      /** Largest accepted upload, as the CLI writes it (`"50MiB"`). Default `"50MiB"`. */
      file_size_limit: z.union([z.string(), z.number()]).default('50MiB'),
      /**
       * `[storage.buckets.<name>]`: buckets created (or updated) on start, as the CLI's
       * `supabase seed buckets` does, with the files under `objects_path` uploaded into them.
       * Default none.
       */
      buckets: z.record(z.string(), bucketSchema).default({}),
    })
    .prefault({}),
  /** `[functions.<name>]`: per-function settings of `/functions/v1`. Default none. */
  functions: z
    .record(
      z.string(),
      z.object({
        /** Whether a call needs a JWT signed by the project. Default `true`. */
        verify_jwt: z.boolean().default(true),
      }),
    )
    .default({}),
  inbucket: z
    .object({
      /** Port of the SMTP listener whose mail lands in the inbox. Default `54325`. */
      smtp_port: z.number().int().min(0).max(65535).default(54325),
    })
    .prefault({}),
});

/** The validated configuration, every key filled with its default when absent. */
export type BackendConfig = z.infer<typeof configSchema>;

/** Raised when `config.toml` cannot be parsed or holds a value of the wrong type. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Validates an already-parsed config object (e.g. from TOML) and fills the CLI's defaults.
 * @throws {ConfigError} naming the offending key when a value is invalid.
 */
export function parseConfig(raw: unknown, source = 'config.toml'): BackendConfig {
  const result = configSchema.safeParse(raw ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = issue?.path.join('.') ?? '';
    throw new ConfigError(`${source}: invalid value for "${key}": ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

/**
 * Reads `<projectDir>/supabase/config.toml`. A missing project or file yields the defaults.
 * @param projectDir the folder that contains `supabase/`; `undefined` means "no project".
 */
export function loadConfig(projectDir: string | undefined): BackendConfig {
  const file = projectDir ? join(projectDir, 'supabase', 'config.toml') : undefined;
  if (!file || !existsSync(file)) return parseConfig({});
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${file}: ${(error as Error).message}`);
  }
  return parseConfig(raw, file);
}

/** Converts the CLI's size notation (`"50MiB"`, `"5MB"`, `1024`) to bytes. */
export function parseByteSize(value: string | number): number {
  if (typeof value === 'number') return value;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([KMGT]?i?B)?\s*$/i.exec(value);
  if (!match) throw new ConfigError(`invalid size "${value}"`);
  const amount = Number(match[1]);
  const unit = (match[2] ?? 'B').toUpperCase();
  const powers: Record<string, number> = { B: 0, K: 1, M: 2, G: 3, T: 4 };
  const power = powers[unit[0] === 'B' ? 'B' : (unit[0] as string)] ?? 0;
  const base = unit.includes('I') ? 1024 : 1000;
  return Math.round(amount * base ** power);
}

/**
 * Absolute path of the JWK set named by `[auth] signing_keys_path` (relative to `supabase/`,
 * as the CLI reads it). Default `undefined`: no path, or no project folder.
 */
export function signingKeysFile(
  config: BackendConfig,
  projectDir: string | undefined,
): string | undefined {
  const path = config.auth.signing_keys_path;
  return path && projectDir ? join(projectDir, 'supabase', path) : undefined;
}
