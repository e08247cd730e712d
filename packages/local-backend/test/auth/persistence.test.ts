import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { requestIdentity } from '../../src/identity.js';
import { createLogger } from '../../src/log.js';
import { startLocalBackend } from '../../src/start.js';
import { fixture } from '../helpers.js';
import { pkceClient, uniqueEmail } from './helpers.js';

describe('auth state in a data directory', () => {
  it('keeps the generated signing key, users and sessions across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'auth-data-'));
    const start = () =>
      startLocalBackend({
        dataDir,
        port: 0,
        projectDir: fixture('auth'),
        log: createLogger({ silent: true }),
      });
    const email = uniqueEmail('persist');
    const first = await start();
    let token: string;
    let refresh: string;
    let kid: string | undefined;
    try {
      const client = pkceClient({ ...first, engine: 'pglite' });
      const { data, error } = await client.auth.signUp({ email, password: 'correct-horse' });
      expect(error).toBeNull();
      token = data.session?.access_token as string;
      refresh = data.session?.refresh_token as string;
      kid = decodeProtectedHeader(token).kid;
    } finally {
      await first.stop();
    }

    const second = await start();
    try {
      const jwks = (await (await fetch(`${second.url}/auth/v1/.well-known/jwks.json`)).json()) as {
        keys: { kid: string }[];
      };
      expect(jwks.keys.map((key) => key.kid)).toEqual([kid]);
      const seam = await requestIdentity({ authorization: `Bearer ${token}` }, second.context);
      expect(seam.ok).toBe(true);
      const client = pkceClient({ ...second, engine: 'pglite' });
      const refreshed = await client.auth.refreshSession({ refresh_token: refresh });
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.user?.email).toBe(email);
      expect(decodeProtectedHeader(refreshed.data.session?.access_token as string).kid).toBe(kid);
    } finally {
      await second.stop();
    }
    // Two cold PGlite start-ups in a fresh data directory (initdb included) on shared cores.
  }, 120_000);
});
