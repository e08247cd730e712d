import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../src/index.js';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { type CliProcess, cliBanner, spawnCli } from './cli-process.js';
import { json } from './clients.js';
import { fixture } from './helpers.js';

describe('tandem-backend start --json', () => {
  let cli: CliProcess;
  beforeAll(async () => {
    cli = await spawnCli([
      'start',
      '--memory',
      '--json',
      '--port',
      '0',
      '--project',
      fixture('basic'),
    ]);
  });
  afterAll(() => {
    if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
  });

  it('prints exactly one JSON line with the URL and the well-known keys', () => {
    expect(Object.keys(cli.ready).sort()).toEqual(
      [
        'anonKey',
        'dbUrl',
        'inboxUrl',
        'jwtSecret',
        'publishableKey',
        'secretKey',
        'serviceRoleKey',
        'smtpPort',
        'url',
      ].sort(),
    );
    expect(cli.ready.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(cli.ready.anonKey).toBe(LOCAL_ANON_KEY);
    expect(cli.ready.serviceRoleKey).toBe(LOCAL_SERVICE_ROLE_KEY);
    expect(cli.ready.publishableKey).toBe(LOCAL_PUBLISHABLE_KEY);
    expect(cli.ready.secretKey).toBe(LOCAL_SECRET_KEY);
    expect(cli.ready.jwtSecret).toBe(LOCAL_JWT_SECRET);
    expect(cli.ready.inboxUrl).toBe(`${cli.ready.url}/__inbox/messages`);
    expect(cli.ready.smtpPort).toBeGreaterThan(0);
    expect(cli.ready.dbUrl).toMatch(
      /^postgresql:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres$/,
    );
  });

  it('serves the printed dbUrl to a pg client', async () => {
    const client = new pg.Client({ connectionString: cli.ready.dbUrl });
    await client.connect();
    try {
      const result = await client.query('select label from public.applied_order order by step');
      expect(result.rows).toEqual([{ label: 'second migration' }, { label: 'seed' }]);
    } finally {
      await client.end();
    }
  });

  it('answers unknown routes with the gateway JSON 404', async () => {
    const response = await fetch(`${cli.ready.url}/no/such/route`);
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ message: 'no Route matched with those values' });
  });

  it('serves supabase-js with the printed URL and keys', async () => {
    const db = createClient(cli.ready.url, cli.ready.publishableKey, {
      auth: { persistSession: false },
      realtime: { transport: ws as never },
    });
    const { data, error } = await db.from('applied_order').select('step,label').order('step');
    expect(error).toBeNull();
    expect(data).toEqual([
      { step: 1, label: 'second migration' },
      { step: 2, label: 'seed' },
    ]);
    expect((await db.rpc('add_numbers', { a: 2, b: 40 })).data).toBe(42);
  });

  it('stops cleanly on SIGTERM without printing anything more', async () => {
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    expect(cli.stdout).toHaveLength(1);
  });
});

describe('tandem-backend start banner', () => {
  it('prints the API URL, the keys and the database URL', async () => {
    const lines = await cliBanner([
      'start',
      '--memory',
      '--port',
      '0',
      '--db-port',
      '0',
      '--project',
      fixture('basic'),
    ]);
    expect(lines[0]).toBe('Local backend ready.');
    expect(lines.find((line) => line.includes('API URL:'))).toMatch(/http:\/\/127\.0\.0\.1:\d+$/);
    expect(lines.find((line) => line.includes('DB URL:'))).toMatch(
      /^ {2}DB URL: +postgresql:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres$/,
    );
  });
});

describe('tandem-backend arguments', () => {
  it('refuses --memory with --data-dir', async () => {
    await expect(spawnCli(['start', '--memory', '--data-dir', '/tmp/x'])).rejects.toThrow(
      /cannot be used together/,
    );
  });
});

describe.each(engines)('startTestBackend on %s', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: fixture('basic') });
  });
  afterAll(() => backend.stop());

  it('serves CORS preflights the way supabase-js in a browser needs', async () => {
    const response = await fetch(`${backend.url}/rest/v1/notes`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'apikey,authorization,prefer,range,x-client-info',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'apikey,authorization,prefer,range,x-client-info',
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    const exposed = response.headers.get('access-control-expose-headers') ?? '';
    for (const name of [
      'Content-Range',
      'Content-Location',
      'Location',
      'X-Supabase-Api-Version',
    ]) {
      expect(exposed).toContain(name);
    }
  });

  it('runs request transactions as the role and claims given, isolated from each other', async () => {
    const ids = ['00000000-0000-0000-0000-00000000000a', '00000000-0000-0000-0000-00000000000b'];
    await Promise.all(
      ids.map((sub) =>
        backend.context.db.withRequest(
          { role: 'authenticated', claims: { sub, role: 'authenticated' } },
          (tx) => tx.query('insert into public.notes (body) values ($1)', [`note of ${sub}`]),
        ),
      ),
    );
    const seen = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const sub = ids[i % 2] as string;
        return backend.context.db.withRequest(
          {
            role: 'authenticated',
            claims: { sub, role: 'authenticated' },
            method: 'GET',
            path: '/x',
          },
          async (tx) => {
            const rows = await tx.query<{ body: string; uid: string; who: string; m: string }>(
              "select body, auth.uid()::text as uid, current_user as who, current_setting('request.method') as m from public.notes",
            );
            return { sub, rows: rows.rows };
          },
        );
      }),
    );
    for (const { sub, rows } of seen) {
      expect(rows).toEqual([{ body: `note of ${sub}`, uid: sub, who: 'authenticated', m: 'GET' }]);
    }
    const anon = await backend.context.db.withRequest({ role: 'anon', claims: {} }, (tx) =>
      tx.query('select count(*)::int as n from public.notes'),
    );
    expect(anon.rows).toEqual([{ n: 0 }]);
  });

  it('runs one statement as the request in requestQuery, committing it or rolling it all back', async () => {
    const { db } = backend.context;
    const sub = '00000000-0000-0000-0000-00000000000c';
    const settings = { role: 'authenticated', claims: { sub, role: 'authenticated' } };
    const seen = await db.requestQuery<{ uid: string; who: string; m: string; p: string }>(
      { ...settings, method: 'GET', path: '/y', readOnly: true },
      "select auth.uid()::text as uid, current_user as who, current_setting('request.method') as m, current_setting('request.path') as p",
    );
    expect(seen.rows).toEqual([{ uid: sub, who: 'authenticated', m: 'GET', p: '/y' }]);
    const inserted = await db.requestQuery<{ body: string }>(
      settings,
      'insert into public.notes (body) values ($1) returning body',
      ['pipelined note'],
    );
    expect(inserted.rows).toEqual([{ body: 'pipelined note' }]);
    await expect(
      db.requestQuery(settings, 'insert into public.notes (body) values ($1), ((1 / 0)::text)', [
        'never stored',
      ]),
    ).rejects.toMatchObject({ code: '22012' });
    await expect(
      db.requestQuery(
        { ...settings, readOnly: true },
        'insert into public.notes (body) values ($1)',
        ['read only'],
      ),
    ).rejects.toMatchObject({ code: '25006' });
    await expect(
      db.requestQuery({ role: 'postgres', claims: {} }, 'select 1'),
    ).rejects.toMatchObject({
      code: '42501',
    });
    const stored = await db.withAdmin((tx) =>
      tx.query<{ body: string }>("select body from public.notes where body <> '' order by body"),
    );
    expect(stored.rows.map((row) => row.body)).toContain('pipelined note');
    expect(stored.rows.map((row) => row.body)).not.toContain('never stored');
    expect(stored.rows.map((row) => row.body)).not.toContain('read only');
    // The connection is usable after every failure: the settings never leak into it.
    const after = await db.withAdmin((tx) =>
      tx.query<{ who: string; claims: string }>(
        "select current_user as who, coalesce(current_setting('request.jwt.claims', true), '') as claims",
      ),
    );
    expect(after.rows[0]?.claims).toBe('');
    expect(after.rows[0]?.who).not.toBe('authenticated');
  });

  it('delivers notifications after commit only', async () => {
    const received: string[] = [];
    const unlisten = await backend.context.db.listen('lb_test', (payload) =>
      received.push(payload),
    );
    await backend.context.db
      .withAdmin(async (tx) => {
        await tx.query("select pg_notify('lb_test', 'rolled back')");
        throw new Error('abort');
      })
      .catch(() => {});
    await backend.context.db.withAdmin((tx) =>
      tx.query("select pg_notify('lb_test', 'committed')"),
    );
    await expect.poll(() => received).toEqual(['committed']);
    await unlisten();
  });

  it('keeps delivering notifications after a failing subscriber and a dropped connection', async () => {
    const received: string[] = [];
    const unlistenFailing = await backend.context.db.listen('lb_again', () => {
      throw new Error('subscriber bug');
    });
    const unlisten = await backend.context.db.listen('lb_again', (payload) =>
      received.push(payload),
    );
    if (engine === 'postgres') {
      // Drop the listening connection; the engine reconnects and listens again.
      const terminated = await backend.context.db.withAdmin((tx) =>
        tx.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen%' and pg_terminate_backend(pid)",
        ),
      );
      expect(terminated.rows[0]?.n).toBe(1);
    }
    await expect
      .poll(
        async () => {
          await backend.context.db.withAdmin((tx) =>
            tx.query("select pg_notify('lb_again', 'hello')"),
          );
          return received.length > 0;
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBe(true);
    expect(received[0]).toBe('hello');
    await unlistenFailing();
    await unlisten();
  });
});
