import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../src/testing.js';
import { rest } from './clients.js';
import { fixture } from './helpers.js';

/** Rows enough for an answer past the compression threshold (1 kB). */
const MANY = 'films?select=*,again:title,once_more:meta';

describe('/rest/v1 answers compressed, as Supabase’s gateway does', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ engine: 'pglite', projectDir: fixture('rest') });
  });
  afterAll(() => backend.stop());

  it('gzips JSON for a client that accepts it, and the rows read back the same', async () => {
    const plain = await rest(backend, MANY, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const rows = await plain.json();
    expect(JSON.stringify(rows).length).toBeGreaterThan(1024);

    // Node's fetch would decode the body itself: read the bytes as they came.
    const url = new URL(`${backend.url}/rest/v1/${MANY}`);
    const answer = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const sent = request(
          url,
          { headers: { apikey: backend.anonKey, 'accept-encoding': 'gzip' } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        sent.on('error', reject);
        sent.end();
      },
    );
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toEqual(rows);
  });

  it('answers a HEAD request, a count, uncompressed', async () => {
    const head = await rest(backend, 'films?select=*', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'gzip', prefer: 'count=exact' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBeNull();
    expect(head.headers.get('content-range')).toMatch(/\/\d+$/);
  });
});
