import { describe, expect, it } from 'vitest';
import { createTandemClient, type NamespaceName } from '../src/index.js';

/** Nothing listens here: a call that reached the network would fail. */
const UNREACHABLE = 'http://127.0.0.1:9';

describe('preload', () => {
  it('loads the named namespaces without a request', async () => {
    const client = createTandemClient({ url: UNREACHABLE, key: 'sb_publishable_test' });
    await expect(client.preload('workspaces', 'boards', 'states', 'tasks')).resolves.toBe(
      undefined,
    );
    // The core came with them: auth's local calls answer from the (empty) session store.
    await expect(client.auth.getSession()).resolves.toBeNull();
  });

  it('refuses a name the client does not have', async () => {
    const client = createTandemClient({ url: UNREACHABLE, key: 'sb_publishable_test' });
    await expect(client.preload('spaceships' as NamespaceName)).rejects.toThrow(
      new TypeError('The Tandem client has no spaceships'),
    );
  });
});
