import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { json, rest, supabaseClient, userToken } from './clients.js';
import { fixture } from './helpers.js';

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

describe.each(engines)('row level security on %s', (engine) => {
  let backend: TestBackend;
  let anon: SupabaseClient;
  let alice: SupabaseClient;
  let bob: SupabaseClient;
  let service: SupabaseClient;
  let aliceToken: string;
  let bobToken: string;

  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: fixture('rest') });
    aliceToken = await userToken(backend, ALICE);
    bobToken = await userToken(backend, BOB);
    anon = supabaseClient(backend, backend.publishableKey);
    alice = supabaseClient(backend, backend.publishableKey, { accessToken: aliceToken });
    bob = supabaseClient(backend, backend.publishableKey, { accessToken: bobToken });
    service = supabaseClient(backend, backend.secretKey);
    expect(
      (await alice.from('todos').insert([{ task: 'alice 1' }, { task: 'alice 2' }])).error,
    ).toBeNull();
    expect((await bob.from('todos').insert({ task: 'bob 1' })).error).toBeNull();
  });
  afterAll(() => backend.stop());

  const tasks = (rows: { task: string }[] | null) => (rows ?? []).map((r) => r.task).sort();

  it('shows each role exactly what the policies allow', async () => {
    expect(tasks((await anon.from('todos').select('task')).data)).toEqual([]);
    expect(tasks((await alice.from('todos').select('task')).data)).toEqual(['alice 1', 'alice 2']);
    expect(tasks((await bob.from('todos').select('task')).data)).toEqual(['bob 1']);
    expect(tasks((await service.from('todos').select('task')).data)).toEqual([
      'alice 1',
      'alice 2',
      'bob 1',
    ]);
    const { data: owners } = await alice.from('todos').select('owner');
    expect(new Set(owners?.map((r) => r.owner))).toEqual(new Set([ALICE]));
  });

  it('stops users from changing or claiming rows of others', async () => {
    const { data: changed } = await alice
      .from('todos')
      .update({ done: true })
      .eq('task', 'bob 1')
      .select();
    expect(changed).toEqual([]);
    const { data: removed } = await alice.from('todos').delete().eq('task', 'bob 1').select();
    expect(removed).toEqual([]);
    const { error, status } = await alice.from('todos').insert({ task: 'sneaky', owner: BOB });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    expect(tasks((await bob.from('todos').select('task')).data)).toEqual(['bob 1']);
  });

  it('answers 401 to anonymous and 403 to signed-in users lacking privileges', async () => {
    expect((await anon.from('notices').select('text')).data).toEqual([{ text: 'Welcome' }]);
    const denied = await anon.from('notices').insert({ id: 2, text: 'spam' });
    expect(denied.status).toBe(401);
    expect(denied.error?.code).toBe('42501');
    const rlsDenied = await alice.from('notices').insert({ id: 3, text: 'spam' });
    expect(rlsDenied.status).toBe(403);
    expect((await service.from('notices').insert({ id: 4, text: 'From staff' })).status).toBe(201);
  });

  it('never mixes users up under 50 concurrent requests', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const who = i % 2 === 0 ? 'alice' : 'bob';
        const client = who === 'alice' ? alice : bob;
        if (i % 5 === 4) {
          const { error } = await client.from('todos').insert({ task: `${who} extra ${i}` });
          expect(error).toBeNull();
        }
        const { data, error } = await client.from('todos').select('task,owner');
        expect(error).toBeNull();
        return { who, rows: data ?? [] };
      }),
    );
    for (const { who, rows } of results) {
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.task.startsWith(who)).toBe(true);
        expect(row.owner).toBe(who === 'alice' ? ALICE : BOB);
      }
    }
  });

  it('refuses tokens claiming a role authenticator cannot switch to', async () => {
    const superuser = await backend.context.keys.signHs256({ sub: ALICE, role: 'postgres' }, 60);
    const response = await rest(backend, 'todos', {
      headers: { authorization: `Bearer ${superuser}` },
    });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({
      code: '42501',
      message: 'permission denied to set role "postgres"',
    });
    const unknown = await backend.context.keys.signHs256({ sub: ALICE, role: 'no_such_role' }, 60);
    const missing = await rest(backend, 'todos', {
      headers: { authorization: `Bearer ${unknown}` },
    });
    expect(missing.status).toBeLessThan(500);
    expect(missing.status).toBeGreaterThanOrEqual(400);
  });

  it('exposes the claims to SQL as hosted Supabase does', async () => {
    expect((await alice.rpc('whoami')).data).toBe(`${ALICE}:authenticated`);
  });

  it('refuses bad, expired and unknown credentials with PostgREST bodies', async () => {
    const tampered = await rest(backend, 'todos', {
      headers: { authorization: `Bearer ${aliceToken.slice(0, -3)}abc` },
    });
    expect(tampered.status).toBe(401);
    expect(await json(tampered)).toMatchObject({ code: 'PGRST301' });
    expect(tampered.headers.get('www-authenticate')).toContain('invalid_token');
    const garbage = await rest(backend, 'todos', {
      headers: { authorization: 'Bearer not-a-jwt' },
    });
    expect(garbage.status).toBe(401);
    const expired = await backend.context.keys.signHs256({
      sub: ALICE,
      role: 'authenticated',
      exp: 1_000_000,
    });
    const late = await rest(backend, 'todos', { headers: { authorization: `Bearer ${expired}` } });
    expect(late.status).toBe(401);
    expect(await json(late)).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const unknownKey = await rest(backend, 'todos', { headers: { apikey: 'sb_secret_guess' } });
    expect(unknownKey.status).toBe(401);
    const noCredentials = await fetch(`${backend.url}/rest/v1/notices?select=id`);
    expect(noCredentials.status).toBe(200);
  });
});
