import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FUNCTION_BODY_MAX_BYTES } from '../src/functions/body-limit.js';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { fixture } from './helpers.js';
import { MIB, rssOf, streamBody } from './stream-body.js';

/** The hostile body: 400 MB, streamed from one reused chunk, never held whole. */
const HOSTILE_BYTES = 400 * MIB;

/** A copy of the functions fixture with its `.env`. */
function functionsProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lb-function-limit-'));
  cpSync(fixture('functions'), dir, { recursive: true });
  const functions = join(dir, 'supabase', 'functions');
  writeFileSync(join(functions, '.env'), readFileSync(join(functions, '.env.example')));
  return dir;
}

describe.each(engines)('Edge Function request size on %s', (engine) => {
  let backend: TestBackend;
  let pid: number;

  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: functionsProject() });
    const warm = await fetch(`${backend.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${backend.anonKey}` },
      body: 'warm',
    });
    pid = ((await warm.json()) as { pid: number }).pid;
  }, 180_000);
  afterAll(() => backend?.stop());

  const echo = () => `${backend.url}/functions/v1/echo`;

  it('refuses a declared 400 MB body with 413 before reading it, the worker untouched', async () => {
    const workerBefore = rssOf(pid);
    const backendBefore = rssOf(process.pid);
    const refused = await streamBody(echo(), backend.anonKey, HOSTILE_BYTES, true);
    console.log(
      engine,
      'declared 400 MB refused in',
      refused.ms,
      'ms after',
      refused.sent,
      'bytes sent;',
      'worker RSS',
      workerBefore,
      '→',
      rssOf(pid),
      'MiB; backend',
      backendBefore,
      '→',
      rssOf(process.pid),
    );
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      code: 'REQUEST_TOO_LARGE',
      message: 'Request body is too large',
    });
    expect(refused.ms).toBeLessThan(1_000);
    expect(refused.sent).toBeLessThan(HOSTILE_BYTES);
    expect(rssOf(pid)).toBeLessThan(workerBefore + 16);
    expect(rssOf(process.pid)).toBeLessThan(backendBefore + 100);
  });

  it('stops a chunked 400 MB body as soon as it passes the limit', async () => {
    const workerBefore = rssOf(pid);
    const refused = await streamBody(echo(), backend.anonKey, HOSTILE_BYTES, false);
    console.log(
      engine,
      'chunked 400 MB refused in',
      refused.ms,
      'ms after',
      refused.sent,
      'bytes sent;',
      'worker RSS',
      workerBefore,
      '→',
      rssOf(pid),
      'MiB',
    );
    if (refused.status !== 0) {
      expect(refused.status).toBe(413);
      expect(refused.body.code).toBe('REQUEST_TOO_LARGE');
    }
    // Up to the limit streams through to the worker first, on shared cores.
    expect(refused.ms).toBeLessThan(10_000);
    expect(refused.sent).toBeLessThan(HOSTILE_BYTES / 4);
    // The worker saw at most the limit's worth before the request was cut.
    expect(rssOf(pid)).toBeLessThan(workerBefore + 4 * (DEFAULT_FUNCTION_BODY_MAX_BYTES / MIB));
  });

  it('still passes a body within the limit to the function, and answers others meanwhile', async () => {
    const body = 'b'.repeat(MIB);
    const response = await fetch(echo(), {
      method: 'POST',
      headers: { authorization: `Bearer ${backend.anonKey}` },
      body,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { body: string }).body).toHaveLength(MIB);
  });
});
