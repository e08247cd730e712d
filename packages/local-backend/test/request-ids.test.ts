import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER } from '../src/http/request-id.js';
import { createLogger } from '../src/log.js';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { rest } from './clients.js';
import { tempProject } from './helpers.js';

// A function that fails as the database itself would on an internal error (class XX → 500).
const projectDir = tempProject({
  '20240101000000_broken.sql': `
    create function public.broken() returns int language plpgsql as $$
    begin raise exception 'disk on fire' using errcode = 'XX000'; end $$;
  `,
});

describe.each(engines)('request ids on %s', (engine) => {
  let backend: TestBackend;
  const lines: string[] = [];
  beforeAll(async () => {
    backend = await startTestBackend({
      engine,
      projectDir,
      log: createLogger({ write: (line) => lines.push(line) }),
    });
  });
  afterAll(() => backend?.stop());

  it('gives every response an id and logs every 5xx with it, without a stack in the body', async () => {
    const ok = await rest(backend, 'rpc/nope');
    expect(ok.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);

    const response = await rest(backend, 'rpc/broken', { method: 'POST', body: '{}' });
    expect(response.status).toBe(500);
    const id = response.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const text = await response.text();
    expect(text).toContain('disk on fire');
    expect(text).not.toMatch(/\n\s+at /);
    const logged = lines.filter((line) => line.includes(`"requestId":"${id}"`));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('"status":500');
    expect(logged[0]).toContain('/rest/v1/rpc/broken');
  });
});
