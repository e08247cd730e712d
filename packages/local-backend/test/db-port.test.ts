import { type AddressInfo, createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../src/testing.js';
import { supabaseClient } from './clients.js';
import { fixture, waitUntil } from './helpers.js';

/** A connected `pg` client on the printed URL; errors after shutdown are expected. */
async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Whether `promise` is still pending after `ms` (it has had every chance to settle). */
async function stillPending(promise: Promise<unknown>, ms = 300): Promise<boolean> {
  let settled = false;
  promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, ms));
  return !settled;
}

describe('the Postgres port on pglite', () => {
  let backend: TestBackend;
  const clients: pg.Client[] = [];
  const client = async () => {
    const c = await connect(backend.dbUrl as string);
    clients.push(c);
    return c;
  };
  const rest = () => supabaseClient(backend, backend.serviceRoleKey);
  const steps = async (from: number) => {
    const { data, error } = await rest()
      .from('applied_order')
      .select('step,label')
      .gte('step', from)
      .lt('step', from + 10)
      .order('step');
    expect(error).toBeNull();
    return data;
  };

  beforeAll(async () => {
    backend = await startTestBackend({ engine: 'pglite', projectDir: fixture('basic'), dbPort: 0 });
  });
  afterAll(async () => {
    for (const c of clients) await c.end().catch(() => {});
    await backend?.stop();
  });

  it('prints a postgresql:// URL for the port', () => {
    expect(backend.dbUrl).toMatch(/^postgresql:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres$/);
    expect(backend.dbUrl).not.toMatch(/:54322\//);
  });

  it('shows a pg client the data the REST surface sees, both ways', async () => {
    const c = await client();
    expect(
      (await rest().from('applied_order').insert({ step: 10, label: 'rest' })).error,
    ).toBeNull();
    const seen = await c.query(
      'select step, label from public.applied_order where step >= 10 and step < 20 order by step',
    );
    expect(seen.rows).toEqual([{ step: 10, label: 'rest' }]);
    await c.query("insert into public.applied_order values (11, 'wire')");
    expect(await steps(10)).toEqual([
      { step: 10, label: 'rest' },
      { step: 11, label: 'wire' },
    ]);
  });

  it('reloads the REST schema cache after DDL sent over the port', async () => {
    const c = await client();
    await c.query(
      "create table public.from_wire (id int primary key, name text); insert into public.from_wire values (1, 'one')",
    );
    const deadline = Date.now() + 20_000;
    let result = await rest().from('from_wire').select('id,name');
    while (result.error && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      result = await rest().from('from_wire').select('id,name');
    }
    expect(result).toMatchObject({ data: [{ id: 1, name: 'one' }], error: null });
  });

  it('delivers rows inserted over the port to realtime subscribers', async () => {
    const c = await client();
    await c.query(
      'create table public.live (id int primary key, note text); alter publication supabase_realtime add table public.live',
    );
    const subscriber = rest();
    const received = new Promise<unknown>((resolve) => {
      const channel = subscriber.channel('live-inserts');
      channel
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'live' }, (change) =>
          resolve(change.new),
        )
        .subscribe();
    });
    const subscribed = await waitUntil(async () => {
      const channel = subscriber.getChannels()[0];
      return channel?.state === 'joined';
    });
    expect(subscribed).toBe(true);
    await c.query("insert into public.live values (1, 'over the wire')");
    expect(await received).toEqual({ id: 1, note: 'over the wire' });
    await subscriber.removeAllChannels();
  });

  it("keeps clients' plain SET ROLE and time zone away from the backend's work", async () => {
    const c = await client();
    await c.query("set role authenticated; set timezone = 'Pacific/Kiritimati'");
    const backendSees = await backend.context.db.withAdmin(
      async (tx) =>
        (await tx.query("select current_user as role, current_setting('TimeZone') as tz")).rows,
    );
    expect(backendSees).toEqual([
      { role: 'postgres', tz: expect.not.stringMatching('Kiritimati') },
    ]);
    expect(await steps(10)).toEqual([
      { step: 10, label: 'rest' },
      { step: 11, label: 'wire' },
    ]);
    const clientSees = await c.query(
      "select current_user as role, current_setting('TimeZone') as tz",
    );
    expect(clientSees.rows).toEqual([{ role: 'authenticated', tz: 'Pacific/Kiritimati' }]);
    await c.query('reset role; reset timezone');
  });

  it('queues a second client while the first is in a transaction', async () => {
    const first = await client();
    const second = await client();
    await first.query('begin');
    await first.query("insert into public.applied_order values (20, 'rolled back')");
    const read = second.query(
      'select count(*)::int as n from public.applied_order where step = 20',
    );
    expect(await stillPending(read)).toBe(true);
    await first.query('rollback');
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it('holds REST requests until a client transaction ends, so they never run inside it', async () => {
    const c = await client();
    await c.query('begin');
    await c.query("insert into public.applied_order values (21, 'rolled back')");
    const read = steps(20);
    expect(await stillPending(read)).toBe(true);
    await c.query('rollback');
    expect(await read).toEqual([]);
    expect(
      (await c.query('select count(*)::int as n from public.applied_order where step = 21')).rows,
    ).toEqual([{ n: 0 }]);
  });

  it('rolls back the transaction of a client that disconnects and lets requests through', async () => {
    const c = await connect(backend.dbUrl as string);
    await c.query('begin');
    await c.query("insert into public.applied_order values (30, 'abandoned')");
    await c.end();
    expect(await steps(30)).toEqual([]);
    const other = await client();
    expect((await other.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('closes the port on stop, ending open sessions', async () => {
    const c = await connect(backend.dbUrl as string);
    await c.query('begin');
    const ended = new Promise<void>((resolve) => c.on('end', () => resolve()));
    await backend.stop();
    await ended;
    await expect(connect(backend.dbUrl as string)).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('the database URL on postgres', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({
      engine: 'postgres',
      projectDir: fixture('basic'),
      dbPort: 0,
    });
  });
  afterAll(() => backend?.stop());

  it('is the URL it was given, and shows the data the REST surface sees', async () => {
    expect(backend.dbUrl).toBe(backend.context.db.url);
    const rest = supabaseClient(backend, backend.serviceRoleKey);
    expect((await rest.from('applied_order').insert({ step: 10, label: 'rest' })).error).toBeNull();
    const c = await connect(backend.dbUrl as string);
    try {
      const seen = await c.query('select label from public.applied_order where step = 10');
      expect(seen.rows).toEqual([{ label: 'rest' }]);
    } finally {
      await c.end();
    }
  });
});

describe('the Postgres port with a non-loopback --host', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({
      engine: 'pglite',
      projectDir: null,
      host: '0.0.0.0',
      insecureDev: true,
      dbPort: 0,
    });
  });
  afterAll(() => backend?.stop());

  it('binds 127.0.0.1 only, since it takes any password, while the API listens everywhere', async () => {
    expect(backend.dbUrl).toMatch(/^postgresql:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres$/);
    const c = await connect(backend.dbUrl as string);
    await c.end();
    // 127.0.0.2 is loopback too, but reaches only sockets bound to every interface.
    const api = await fetch(`${backend.url.replace('127.0.0.1', '127.0.0.2')}/no/such/route`);
    expect(api.status).toBe(404);
    const other = new URL(backend.dbUrl as string);
    other.hostname = '127.0.0.2';
    await expect(connect(other.href)).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('the Postgres port when taken', () => {
  it('refuses to start, naming the port and how to choose another', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      await expect(
        startTestBackend({ engine: 'pglite', projectDir: null, dbPort: port }),
      ).rejects.toThrow(
        `cannot serve the Postgres port: 127.0.0.1:${port} is in use; choose another with --db-port`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
