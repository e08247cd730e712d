import * as z from 'zod/mini';

/** An optional key: absent, or not empty. */
const keySchema = (name: string) =>
  z.optional(z.string({ error: `${name} must be text` }).check(z.minLength(1, `${name} is empty`)));

const envSchema = z
  .object({
    VITE_SUPABASE_URL: z.url({
      error: 'VITE_SUPABASE_URL must be the Supabase project URL, e.g. http://127.0.0.1:54321',
    }),
    VITE_SUPABASE_PUBLISHABLE_KEY: keySchema('VITE_SUPABASE_PUBLISHABLE_KEY'),
    // The legacy name, still what many hosted projects' dashboards show.
    VITE_SUPABASE_ANON_KEY: keySchema('VITE_SUPABASE_ANON_KEY'),
  })
  .check(
    z.refine((env) => env.VITE_SUPABASE_PUBLISHABLE_KEY ?? env.VITE_SUPABASE_ANON_KEY, {
      error: 'Set VITE_SUPABASE_PUBLISHABLE_KEY (or the legacy VITE_SUPABASE_ANON_KEY)',
      path: ['VITE_SUPABASE_PUBLISHABLE_KEY'],
    }),
  );

/** The app's validated configuration. */
export interface AppEnv {
  /** The Supabase project URL (or the local backend's). */
  supabaseUrl: string;
  /** The publishable (or legacy anon) key; public by design. */
  supabaseKey: string;
}

/**
 * Reads and validates the build-time `VITE_` variables, failing with one message that names
 * every missing or malformed variable, so a misconfigured deploy says what to fix.
 *
 * @param source - the variables to read; defaults to `import.meta.env`
 */
export function readEnv(source: Record<string, unknown> = import.meta.env): AppEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.message}`).join('\n');
    throw new Error(`Tandem is not configured:\n${problems}\nSee apps/web/.env.development.`);
  }
  const env = result.data;
  return {
    supabaseUrl: env.VITE_SUPABASE_URL,
    supabaseKey: (env.VITE_SUPABASE_PUBLISHABLE_KEY ?? env.VITE_SUPABASE_ANON_KEY) as string,
  };
}
