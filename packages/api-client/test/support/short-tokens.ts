import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EngineName, startTestBackend, type TestBackend } from '@tandem/local-backend/testing';
import { PROJECT_DIR, STRICTEST_HOSTED_MODE } from './backend.js';

/** The access-token lifetime of {@link startShortTokenBackend}, in seconds. */
export const SHORT_JWT_EXPIRY = 5;

/**
 * A backend on a copy of Tandem's `supabase/` whose access tokens live {@link SHORT_JWT_EXPIRY}
 * seconds, so that refreshes happen many times a test. Everything else (refresh-token rotation,
 * the 10 s reuse interval, rate limits) is Tandem's own configuration, in the strictest hosted
 * mode. `stop()` also removes
 * the copy.
 */
export async function startShortTokenBackend(engine: EngineName): Promise<TestBackend> {
  const dir = await mkdtemp(join(tmpdir(), 'tandem-short-tokens-'));
  const source = join(PROJECT_DIR, 'supabase');
  await cp(source, join(dir, 'supabase'), {
    recursive: true,
    filter: (path) => !path.includes('node_modules'),
  });
  const configPath = join(dir, 'supabase', 'config.toml');
  const config = await readFile(configPath, 'utf8');
  const shortened = config.replace(/^jwt_expiry = \d+$/m, `jwt_expiry = ${SHORT_JWT_EXPIRY}`);
  if (shortened === config) throw new Error('supabase/config.toml has no jwt_expiry line');
  await writeFile(configPath, shortened);
  const backend = await startTestBackend({ engine, projectDir: dir, ...STRICTEST_HOSTED_MODE });
  return {
    ...backend,
    stop: async () => {
      await backend.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
