import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { rest, userToken } from '../clients.js';
import { fixture } from '../helpers.js';
import {
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  fuzz,
  headerSafe,
  hostileJson,
  hostileText,
  pathSegment,
  responseProblem,
} from './harness.js';

const TABLES = ['films', 'directors', 'todos', 'items', 'roles', 'film_titles', 'nope'];
const RPCS = ['add_them', 'echo', 'keys_of', 'film_by_id', 'films_after', 'whoami', 'nope'];
const COLUMNS = ['id', 'title', 'year', 'tags', 'meta', 'rating', 'director_id', 'name', 'nope'];
const KEYS = [
  'select',
  'order',
  'limit',
  'offset',
  'or',
  'and',
  'not.or',
  'columns',
  'on_conflict',
];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'in',
  'is',
  'like',
  'ilike',
  'fts',
  'cs',
  'ov',
  'adj',
  'not.eq',
  'eq(any)',
  'bogus',
];
const SELECT_TOKENS = [
  'id',
  'title',
  '*',
  ',',
  '(',
  ')',
  ':',
  '::',
  '!inner',
  '->',
  '->>',
  '...',
  'directors',
  'count()',
  'x',
];

const queryKey = fc.oneof(
  fc.constantFrom(...KEYS, ...COLUMNS, 'directors.name', 'directors.limit', 'meta->>lang'),
  hostileText(10),
);
const queryValue = fc.oneof(
  fc.tuple(fc.constantFrom(...OPERATORS), hostileText(20)).map(([op, v]) => `${op}.${v}`),
  fc.array(fc.constantFrom(...SELECT_TOKENS), { maxLength: 8 }).map((t) => t.join('')),
  hostileText(),
);
const headers = fc.record(
  {
    prefer: fc.oneof(
      fc
        .subarray([
          'return=representation',
          'return=minimal',
          'count=exact',
          'count=planned',
          'resolution=merge-duplicates',
          'missing=default',
          'tx=rollback',
          'handling=strict',
          'max-affected=1',
          'params=single-object',
        ])
        .map((p) => p.join(', ')),
      hostileText(20),
    ),
    accept: fc.constantFrom(
      'application/json',
      'application/vnd.pgrst.object+json',
      'text/csv',
      'application/vnd.pgrst.plan+json',
      'application/vnd.pgrst.plan+text; options=analyze',
      'application/geo+json',
      'application/json;nulls=stripped',
      '*/*',
      'x/y;;;',
    ),
    range: fc.oneof(
      fc.constantFrom('0-1', '5-', '-1', '1-0', '0-99999999999999999999'),
      hostileText(10),
    ),
    'accept-profile': fc.constantFrom('public', 'private', 'graphql_public', 'nope'),
    'content-profile': fc.constantFrom('public', 'nope'),
    'content-type': fc.constantFrom(
      'application/json',
      'text/csv',
      'application/x-www-form-urlencoded',
      'text/plain',
    ),
    who: fc.constantFrom('anon', 'user', 'service', 'garbage', 'none'),
  },
  { requiredKeys: ['who'] },
);
const body = fc.option(
  fc.oneof(
    hostileJson().map((v) => JSON.stringify(v)),
    fc
      .array(fc.dictionary(fc.constantFrom(...COLUMNS), hostileJson(), { maxKeys: 3 }), {
        maxLength: 3,
      })
      .map((rows) => JSON.stringify(rows)),
    hostileText(),
  ),
  { nil: undefined },
);
const request = fc.record({
  method: fc.constantFrom('GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'),
  path: fc.oneof(
    fc.constantFrom(...TABLES),
    fc.constantFrom(...RPCS).map((fn) => `rpc/${fn}`),
    hostileText(20).map(pathSegment),
  ),
  query: fc.array(fc.tuple(queryKey, queryValue), { maxLength: 5 }),
  headers,
  body,
});

describe.each(engines)('generated /rest/v1 requests on %s', (engine) => {
  let backend: TestBackend;
  let user: string;
  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: fixture('rest') });
    user = await userToken(backend, '44444444-4444-4444-8444-444444444444');
  });
  afterAll(() => backend?.stop());

  it(
    `answers ${FUZZ_RUNS} generated filters, selects, bodies and headers without a 5xx`,
    async () => {
      const count = await fuzz(`rest/${engine}`, request, async (input) => {
        const { who, ...rest_ } = input.headers;
        const sent: Record<string, string> = {};
        for (const [name, value] of Object.entries(rest_)) sent[name] = headerSafe(value);
        const bearer = {
          anon: backend.anonKey,
          user,
          service: backend.serviceRoleKey,
          garbage: 'a.b.c',
        };
        if (who !== 'none') sent.authorization = `Bearer ${bearer[who]}`;
        const search = new URLSearchParams(input.query).toString();
        const path = `${input.path}${search ? `?${search}` : ''}`;
        const hasBody = input.method !== 'GET' && input.method !== 'HEAD';
        const response = await rest(backend, path, {
          method: input.method,
          headers: sent,
          body: hasBody ? input.body : undefined,
        });
        return responseProblem(`${input.method} ${path}`, response, { jsonErrors: true });
      });
      expect(count).toBeGreaterThanOrEqual(FUZZ_RUNS);
      const still = await rest(backend, 'films?select=id&id=eq.1');
      expect(still.status).toBe(200);
    },
    FUZZ_TIMEOUT_MS,
  );
});
