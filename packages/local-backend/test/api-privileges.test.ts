import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { json, rest, userToken } from './clients.js';
import { tempProject } from './helpers.js';

const USER = '33333333-3333-4333-8333-333333333333';

// A table created by a migration that states no grant, with a policy that would let anyone
// read: only the grants decide whether the Data API reaches it.
const MIGRATIONS = {
  '20240101000000_notes.sql': `
    create table public.notes (id int primary key, body text not null);
    alter table public.notes enable row level security;
    create policy notes_read on public.notes for select to anon, authenticated using (true);
    create policy notes_write on public.notes for insert to anon, authenticated with check (true);
    insert into public.notes values (1, 'hello');
    create function public.note_count() returns bigint language sql as 'select count(*) from public.notes';
    revoke execute on function public.note_count() from public;
  `,
};

const OPT_IN = '[api]\nauto_expose_new_tables = true\n';

describe.each(engines)('Data API privileges on %s', (engine) => {
  let current: TestBackend;
  let optedIn: TestBackend;

  beforeAll(async () => {
    // An empty config.toml: every setting as the CLI's default, as a project created today.
    current = await startTestBackend({
      engine,
      projectDir: tempProject(MIGRATIONS, undefined, ''),
    });
    optedIn = await startTestBackend({
      engine,
      projectDir: tempProject(MIGRATIONS, undefined, OPT_IN),
    });
  });
  afterAll(async () => {
    await current?.stop();
    await optedIn?.stop();
  });

  it('answers an anonymous read of an ungranted table 401 with the grant to add', async () => {
    const response = await rest(current, 'notes?select=body');
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({
      code: '42501',
      details: null,
      hint: 'Grant the required privileges to the current role with: GRANT SELECT ON public.notes TO anon;',
      message: 'permission denied for table notes',
    });
  });

  it('answers a signed-in write of an ungranted table 403 naming the insert', async () => {
    const token = await userToken(current, USER);
    const response = await rest(current, 'notes', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 2, body: 'two' }),
    });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({
      code: '42501',
      hint: 'Grant the required privileges to the current role with: GRANT INSERT ON public.notes TO authenticated;',
    });
  });

  it('answers a call of a function without execute 401 naming the function', async () => {
    const response = await rest(current, 'rpc/note_count', { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({
      code: '42501',
      message: 'permission denied for function note_count',
      hint: 'Grant the required privileges to the current role with: GRANT EXECUTE ON FUNCTION public.note_count TO anon;',
    });
  });

  it('grants new tables to the API roles when config.toml opts in', async () => {
    const response = await rest(optedIn, 'notes?select=body');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual([{ body: 'hello' }]);
  });

  it('leaves the default privileges of public empty unless opted in', async () => {
    const acl = (backend: TestBackend) =>
      backend.context.db.withAdmin(async (tx) => {
        const rows = await tx.query<{ acl: string }>(
          `select coalesce(string_agg(defaclacl::text, ' '), '') as acl from pg_default_acl
           where defaclnamespace = 'public'::regnamespace`,
        );
        return rows.rows[0]?.acl ?? '';
      });
    expect(await acl(current)).not.toMatch(/anon=|authenticated=|service_role=/);
    expect(await acl(optedIn)).toMatch(/anon=arwd/);
  });
});
