import fc from 'fast-check';
import type { LocalBackend } from '../../src/start.js';
import { rest } from '../clients.js';
import { headerSafe, hostileJson, hostileText, pathSegment } from './harness.js';

// The hostile /rest/v1 corpus: tables, functions, filters, selects, headers and bodies drawn
// against the `rest` fixture, shared by the fuzz suite and the engine-parity suite.

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
/** One generated /rest/v1 request. */
export const restRequest = fc.record({
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

/** A generated request. */
export type RestRequest = typeof restRequest extends fc.Arbitrary<infer T> ? T : never;

/** The bearer tokens a generated request may carry. */
export interface Callers {
  backend: LocalBackend;
  /** A signed-in user's access token. */
  user: string;
}

/** Sends a generated request; resolves with its label (`METHOD path?query`) and response. */
export async function sendRestRequest(
  { backend, user }: Callers,
  input: RestRequest,
): Promise<{ label: string; response: Response }> {
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
  return { label: `${input.method} ${path}`, response };
}
