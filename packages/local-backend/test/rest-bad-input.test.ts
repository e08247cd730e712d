import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { json, rest, userToken } from './clients.js';
import { fixture } from './helpers.js';

/** Deterministic generator so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const HOSTILE = [
  "'; drop table public.films; --",
  '"; drop table public.films; --',
  'films"; delete from films; --',
  '1) or (1=1',
  "1' or '1'='1",
  '$1',
  '$$; drop table films; $$',
  '\\x00',
  'id::text;select pg_sleep(10)',
  '(select 1)',
  '%',
  '*',
  '..',
  '../../etc/passwd',
  '{',
  '}',
  '((((((',
  ')))))',
  'null',
  'true',
  '🙂',
  'a'.repeat(3000),
  '-1',
  '1e309',
  'not.not.not',
  '"unterminated',
  'eq.1,or=(id.eq.1',
];
const TOKENS = [
  'id',
  'title',
  'films',
  'directors',
  'nope',
  '*',
  ',',
  '(',
  ')',
  ':',
  '::',
  '!',
  '!inner',
  '->',
  '->>',
  '.',
  '...',
  '"',
  'sum()',
  'count()',
  'eq',
  'in',
  ' ',
];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'in',
  'is',
  'like',
  'fts',
  'cs',
  'ov',
  'adj',
  'bogus',
  'not.eq',
  'eq(any)',
  'like(all)',
  'fts(nope)',
  '',
];
const COLUMNS = [
  'id',
  'title',
  'year',
  'tags',
  'meta',
  'runtime',
  'search',
  'mood',
  'released_at',
  'nope',
  'meta->>lang',
  'meta->x->y',
  'directors.name',
  'x.y.z',
];
const TABLES = [
  'films',
  'directors',
  'todos',
  'nope',
  'films%20',
  'rpc',
  'film_titles',
  '%22films%22',
  'pg_user',
  'FILMS',
];

function randomSelect(r: ReturnType<typeof random>): string {
  return Array.from({ length: 1 + r.int(8) }, () =>
    r.chance(0.1) ? r.pick(HOSTILE) : r.pick(TOKENS),
  ).join('');
}

function randomValue(r: ReturnType<typeof random>): string {
  if (r.chance(0.4)) return r.pick(HOSTILE);
  return r.pick([
    '1',
    'abc',
    '(1,2)',
    '{a,b}',
    '[1,5)',
    'null',
    '2024-13-45',
    '{"a":1}',
    '',
    '(',
    '"x,y"',
  ]);
}

type Case = {
  label: string;
  path: string;
  init: RequestInit & { headers?: Record<string, string> };
};

function generateCases(seed: number, count: number, tokens: { user: string }): Case[] {
  const r = random(seed);
  const cases: Case[] = [];
  for (let i = 0; i < count; i++) {
    const kind = r.int(10);
    const table = r.chance(0.7) ? 'films' : r.pick(TABLES);
    const params = new URLSearchParams();
    const headers: Record<string, string> = {};
    let method = 'GET';
    let body: string | undefined;
    if (kind <= 2) params.set('select', randomSelect(r));
    if (kind >= 2 && kind <= 5) {
      for (let j = 0; j <= r.int(3); j++) {
        const key = r.chance(0.8)
          ? r.pick(COLUMNS)
          : r.pick(['or', 'and', 'not.or', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
        params.append(key, `${r.pick(OPERATORS)}.${randomValue(r)}`);
      }
    }
    if (kind === 6) {
      method = r.pick(['POST', 'PATCH', 'PUT', 'DELETE']);
      headers['content-type'] = 'application/json';
      body = r.pick([
        '{',
        '[',
        '[{"id": 1}, {"title": 2}]',
        '{"id": "not a number", "title": null}',
        `{"${r.pick(HOSTILE).replaceAll('"', '')}": 1}`,
        '{"title": "\\u0000"}',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
        `{"meta": ${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
        '"just a string"',
        'null',
        '12',
        '{"id": 99999999999999999999999}',
        JSON.stringify({ id: 7000 + i, title: r.pick(HOSTILE) }),
      ]);
      if (r.chance(0.3)) params.set('columns', randomSelect(r));
      if (r.chance(0.3)) params.set('on_conflict', r.pick(COLUMNS));
    }
    if (kind === 7) {
      headers.range = r.pick([
        '0-',
        '-5',
        'a-b',
        '5-2',
        '99999999999999999999-1',
        'items=0-1',
        '0-0-0',
        '',
      ]);
      headers['range-unit'] = r.pick(['items', 'bytes', '']);
      headers.prefer = r.pick([
        'count=bogus',
        'return=',
        'handling=strict, count=maybe',
        'max-affected=-1, handling=strict',
        'tx=nope',
        ',,,',
        'resolution=merge-duplicates',
        'missing=default, count=exact',
      ]);
      headers.accept = r.pick([
        'application/json',
        'image/png',
        'application/vnd.pgrst.object+json',
        'text/csv',
        '*/*;q=0',
        'application/vnd.pgrst.plan+json; options=drop',
        '',
      ]);
      headers['accept-profile'] = r.pick(['public', 'auth', 'pg_catalog', '"public"', '', 'api']);
    }
    if (kind === 8) {
      headers.authorization = r.pick([
        'Bearer ',
        'Bearer a.b.c',
        'Basic dXNlcjpwYXNz',
        `Bearer ${tokens.user.slice(0, -4)}AAAA`,
        'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
        `Bearer ${'x'.repeat(5000)}`,
        'Bearer sb_secret_',
        `Bearer ${tokens.user}`,
      ]);
      headers.apikey = r.pick(['', 'sb_publishable_nope', 'garbage', tokens.user]);
    }
    let path = `${table}?${params.toString()}`;
    if (kind === 9) {
      path = r.pick([
        `rpc/${r.pick(['add_them', 'nope', 'films_after', 'echo', 'fail_loudly', '%00', '..%2f..'])}?${r.pick(['a=1&b=x', `a=${encodeURIComponent(r.pick(HOSTILE))}`, 'y=not-a-year', 'select=((', ''])}`,
        `${table}%00`,
        `${encodeURIComponent(r.pick(HOSTILE))}`,
        `films?select=id&${encodeURIComponent(r.pick(HOSTILE))}=eq.1`,
        `films?id=eq.${encodeURIComponent(r.pick(HOSTILE))}`,
      ]);
      if (path.startsWith('rpc/') && r.chance(0.5)) {
        method = 'POST';
        headers['content-type'] = 'application/json';
        body = r.pick([
          '{"a": "x"}',
          '{"a": [1,2]}',
          '[1]',
          '{"y": {"nested": true}}',
          '{"a": 1, "b": 2, "c": 3}',
        ]);
      }
    }
    cases.push({ label: `${method} ${path}`, path, init: { method, headers, body } });
  }
  return cases;
}

describe.each(engines)('hostile and malformed /rest/v1 requests on %s', (engine) => {
  let backend: TestBackend;
  let user: string;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: fixture('rest') });
    user = await userToken(backend, '33333333-3333-4333-8333-333333333333');
  });
  afterAll(() => backend.stop());

  it('answers 1,000 generated requests without a 5xx, always with a JSON error body', async () => {
    const cases = generateCases(engine === 'pglite' ? 1 : 2, 1000, { user });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    // A few at a time: the server must cope with concurrency while the machine stays usable.
    for (let i = 0; i < cases.length; i += 8) {
      await Promise.all(
        cases.slice(i, i + 8).map(async (c) => {
          const response = await rest(backend, c.path, c.init);
          const text = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500)
            failures.push(`${response.status} ${c.label} ${text.slice(0, 200)}`);
          else if (response.status >= 400) {
            try {
              const parsed = JSON.parse(text);
              if (typeof parsed.message !== 'string') failures.push(`no message: ${c.label}`);
            } catch {
              failures.push(`non-JSON error body: ${c.label} ${text.slice(0, 100)}`);
            }
          }
        }),
      );
    }
    expect(failures).toEqual([]);
    // The generator reaches both outcomes, so the run exercised real parsing and planning.
    expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThan(3);
  });

  it('inserts the defaults for {} and [{}] and lets the database answer', async () => {
    const asUser = { authorization: `Bearer ${user}`, 'content-type': 'application/json' };
    for (const [table, body] of [
      ['todos', '{}'],
      ['todos', '[{}]'],
      ['todos', '[{}, {}]'],
      ['films', '[{}]'],
    ] as const) {
      const response = await rest(backend, table, { method: 'POST', headers: asUser, body });
      expect({ table, body, status: response.status }).toEqual({ table, body, status: 400 });
      expect((await json(response)).code).toBe('23502');
    }
  });

  it('refuses JSON nested 5,000 deep with 400 PGRST102', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const [path, body] of [
      ['rpc/echo', deep],
      ['films', `{"meta":${deep}}`],
      ['films', `[${deep}]`],
    ] as const) {
      const response = await rest(backend, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect((await json(response)).code).toBe('PGRST102');
    }
  });

  it('refuses NUL in select, filters and column names with 400', async () => {
    for (const path of ['films?select=ti%00tle', 'films?ti%00tle=eq.1', 'films?title=eq.a%00']) {
      const response = await rest(backend, path);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect((await json(response)).code).toBe('PGRST100');
    }
  });

  it('rejects bodies over the size limit with 413', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(11 * 1024 * 1024) });
    const response = await rest(backend, 'films', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(response.status).toBe(413);
    expect((await json(response)).message).toBe('Request body too large');
  });

  it('still serves correct answers afterwards, with the data intact', async () => {
    const response = await rest(backend, 'films?select=id,directors(name)&order=id&id=lte.5');
    expect(response.status).toBe(200);
    const rows = await json(response);
    expect(rows.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[0].directors).toEqual({ name: 'Agnès Varda' });
  });
});
