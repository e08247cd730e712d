import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/log.js';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { supabaseClient } from './clients.js';
import { fixture } from './helpers.js';

/** A copy of the functions fixture with its `.env`, so tests may edit a function. */
function functionsProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lb-functions-'));
  cpSync(fixture('functions'), dir, { recursive: true });
  const functions = join(dir, 'supabase', 'functions');
  writeFileSync(join(functions, '.env'), readFileSync(join(functions, '.env.example')));
  return dir;
}

function call(backend: TestBackend, path: string, init: RequestInit = {}, key?: string) {
  const headers = new Headers(init.headers);
  if (key) headers.set('authorization', `Bearer ${key}`);
  return fetch(`${backend.url}/functions/v1/${path}`, { ...init, headers });
}

describe.each(engines)('Edge Functions on %s', (engine) => {
  let backend: TestBackend;
  let project: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    project = functionsProject();
    backend = await startTestBackend({
      engine,
      projectDir: project,
      dbPort: 0,
      functionsEnv: { EXTRA: 'from the functionsEnv option' },
      log: createLogger({ write: (line) => logLines.push(line) }),
    });
  });
  afterAll(() => backend?.stop());

  it('invokes a function through supabase-js with a JSON body, env, .env and functionsEnv', async () => {
    const supabase = supabaseClient(backend, backend.anonKey);
    const { data, error } = await supabase.functions.invoke('echo', { body: { hello: 'world' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      contentType: 'application/json',
      body: JSON.stringify({ hello: 'world' }),
      env: {
        greeting: 'hello from functions/.env',
        extra: 'from the functionsEnv option',
        url: backend.url,
        anonKey: backend.anonKey,
        serviceRoleKey: backend.serviceRoleKey,
        dbUrl: backend.dbUrl,
      },
    });
  });

  it('passes method, path, query and headers through, and the response headers back', async () => {
    const response = await call(
      backend,
      'echo/nested/path?a=1&b=two',
      { method: 'PATCH', headers: { 'x-custom': 'value' }, body: 'plain' },
      backend.anonKey,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(await response.json()).toMatchObject({
      method: 'PATCH',
      path: '/echo/nested/path',
      query: '?a=1&b=two',
      custom: 'value',
      body: 'plain',
    });
  });

  it("refuses a missing or bad JWT with Supabase's 401 unless verify_jwt is off", async () => {
    const missing = await call(backend, 'echo');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      code: 'UNAUTHORIZED_NO_AUTH_HEADER',
      message: 'Missing authorization header',
    });
    const bad = await call(backend, 'echo', {}, 'not.a.jwt');
    expect(bad.status).toBe(401);
    expect((await bad.json()).code).toBe('UNAUTHORIZED_INVALID_JWT_FORMAT');
    const open = await call(backend, 'open');
    expect(open.status).toBe(201);
    expect(await open.text()).toBe('open');
  });

  it("answers an unknown function with Supabase's 404", async () => {
    const response = await call(backend, 'no-such-function', {}, backend.anonKey);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    });
    const supabase = supabaseClient(backend, backend.anonKey);
    const { error } = await supabase.functions.invoke('_shared');
    expect(error).toBeInstanceOf(FunctionsHttpError);
  });

  it('streams a response as the function writes it', async () => {
    const started = Date.now();
    const response = await call(backend, 'stream', {}, backend.anonKey);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    const firstAt = Date.now() - started;
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += decoder.decode(chunk.value);
    }
    const allAt = Date.now() - started;
    expect(decoder.decode(first.value)).toBe('chunk 0\n');
    expect(rest).toBe('chunk 1\nchunk 2\n');
    // The first chunk arrived well before the last one was written (600 ms later).
    expect(allAt - firstAt).toBeGreaterThanOrEqual(500);
  });

  it('answers a crashing or boot-failing function with the runtime error and logs it', async () => {
    const crash = await call(backend, 'crash', {}, backend.anonKey);
    expect(crash.status).toBe(500);
    expect(crash.headers.get('sb-error-code')).toBe('WORKER_ERROR');
    expect((await crash.json()).code).toBe('WORKER_ERROR');
    const boot = await call(backend, 'boot-fail', {}, backend.anonKey);
    expect(boot.status).toBe(503);
    expect(await boot.json()).toEqual({
      code: 'BOOT_ERROR',
      message: 'Function failed to start (please check logs)',
    });
    expect(
      logLines.some((line) => line.includes('function crash:') && line.includes('on purpose')),
    ).toBe(true);
    expect(
      logLines.some(
        (line) => line.includes('function boot-fail:') && line.includes('cannot start'),
      ),
    ).toBe(true);
    // The backend keeps serving.
    expect((await call(backend, 'open')).status).toBe(201);
  });

  it('replaces a worker whose process exited', async () => {
    const first = await (await call(backend, 'exits', {}, backend.anonKey)).json();
    const dropped = await call(backend, 'exits?exit', {}, backend.anonKey);
    expect(dropped.status).toBe(500);
    expect((await dropped.json()).code).toBe('WORKER_ERROR');
    const next = await (await call(backend, 'exits', {}, backend.anonKey)).json();
    expect(next.pid).not.toBe(first.pid);
  });

  it('serves 10 concurrent calls from one warm worker', async () => {
    const supabase = supabaseClient(backend, backend.anonKey);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => supabase.functions.invoke('echo', { body: { i } })),
    );
    expect(results.map((r) => r.error)).toEqual(Array(10).fill(null));
    expect(results.map((r) => JSON.parse(r.data.body).i)).toEqual([...Array(10).keys()]);
    expect(new Set(results.map((r) => r.data.pid)).size).toBe(1);
  });

  it('reloads a function whose source changed on its next call', async () => {
    const before = await (await call(backend, 'open')).text();
    expect(before).toBe('open');
    const file = join(project, 'supabase', 'functions', 'open', 'index.ts');
    writeFileSync(file, "Deno.serve(() => new Response('changed', { status: 201 }));\n");
    expect(await (await call(backend, 'open')).text()).toBe('changed');
  });

  it('reaches SUPABASE_DB_URL with npm:postgres', async () => {
    const response = await call(backend, 'db', {}, backend.anonKey);
    expect(await response.json()).toEqual({ answer: 42, who: expect.any(String) });
  });
});
