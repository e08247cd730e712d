import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/rest/request.js';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { MIB, rssOf, streamBody } from './stream-body.js';

/** The repository root: Tandem's own supabase/, whose RPCs take lists. */
const projectDir = fileURLToPath(new URL('../../../', import.meta.url));

/** The RPCs of Tandem that take a list or a document. */
const LIST_RPCS = ['bulk_set_tasks', 'bulk_update_tasks', 'bulk_delete_tasks', 'restore_tasks'];

describe.each(engines)('/rest/v1 request bodies on %s', (engine) => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir });
  }, 120_000);
  afterAll(() => backend?.stop());

  const json = { 'content-type': 'application/json', apikey: '' };
  const url = (name: string) => `${backend.url}/rest/v1/rpc/${name}`;

  it("refuses a body over 10 MiB to each list-taking RPC with PostgREST's 413, before reading it", async () => {
    // A first request pays for the backend's cold paths (its schema cache, the route's first
    // run), which a refusal's time is not about: one small call before timing the refusals.
    const warm = await fetch(url(LIST_RPCS[0] ?? ''), {
      method: 'POST',
      headers: { ...json, apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` },
      body: '{}',
    });
    await warm.body?.cancel();
    for (const name of LIST_RPCS) {
      const headers = { ...json, apikey: backend.anonKey };
      const refused = await streamBody(
        url(name),
        backend.anonKey,
        MAX_BODY_BYTES + MIB,
        true,
        headers,
      );
      console.log(engine, name, 'declared 11 MiB refused in', refused.ms, 'ms');
      expect(refused.status).toBe(413);
      expect(refused.body).toMatchObject({ code: 'PGRST413', message: 'Request body too large' });
      expect(refused.ms).toBeLessThan(1_000);
    }
  });

  it('stops a chunked 400 MB body at the limit without holding it, and keeps serving', async () => {
    globalThis.gc?.();
    const before = rssOf(process.pid);
    const headers = { ...json, apikey: backend.anonKey };
    const refused = await streamBody(
      url('bulk_set_tasks'),
      backend.anonKey,
      400 * MIB,
      false,
      headers,
    );
    const after = rssOf(process.pid);
    console.log(
      engine,
      'chunked 400 MB refused in',
      refused.ms,
      'ms after',
      refused.sent,
      'bytes; RSS',
      before,
      '→',
      after,
    );
    if (refused.status !== 0) {
      expect(refused.status).toBe(413);
      expect(refused.body.code).toBe('PGRST413');
    }
    expect(refused.sent).toBeLessThan(100 * MIB);
    expect(after).toBeLessThan(before + 100);
    const started = performance.now();
    const health = await fetch(`${backend.url}/auth/v1/health`, {
      headers: { apikey: backend.anonKey },
    });
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
