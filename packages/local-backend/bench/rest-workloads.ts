/**
 * The REST benchmark's workloads: each is one HTTP request and the same statement planned as
 * the server plans it, so the direct run does the database work of a request without HTTP,
 * auth or planning.
 */
import type { RequestSettings } from '../src/db/engine.js';
import { parseQuery } from '../src/rest/parse/request.js';
import { planMutation } from '../src/rest/plan/mutate.js';
import { planReadBody, type Statement } from '../src/rest/plan/read.js';
import { planCall } from '../src/rest/plan/rpc.js';
import { resolveRoutine } from '../src/rest/plan/rpc-resolve.js';
import type { SchemaCache } from '../src/rest/schema-cache.js';

/** The user of the REST fixture's seed who owns the todos. */
export const USER = '44444444-4444-4444-8444-444444444444';

/** One measured request and its direct equivalent. */
export interface Workload {
  name: string;
  request: (i: number) => { path: string; init: RequestInit };
  statement: (cache: SchemaCache, i: number) => Statement;
  identity: RequestSettings;
  /**
   * Whether the server runs it as one statement with `requestQuery` (reads do), so the direct
   * run does the same: the database work a request needs, without HTTP, auth or planning.
   */
  single?: boolean;
}

const anon: RequestSettings = { role: 'anon', claims: { role: 'anon' } };

function read(search: string, table: string, cache: SchemaCache, limit = 100): Statement {
  return planReadBody({
    cache,
    query: parseQuery(new URLSearchParams(search)),
    fromItem: `"public"."${table}"`,
    alias: table,
    relation: cache.relations.get(`public.${table}`),
    limit,
    offset: 0,
    count: false,
    shape: 'array',
  });
}

/** One row, a 50-row list under RLS, and a read with two embeds. */
function readWorkloads(userToken: string): Workload[] {
  const embedded = 'select=id,title,directors(name),actors(name)&order=id';
  return [
    {
      name: 'single-row GET',
      request: () => ({ path: 'films?select=*&id=eq.1', init: {} }),
      statement: (cache) => read('select=*&id=eq.1', 'films', cache),
      identity: anon,
      single: true,
    },
    {
      name: '50-row GET, RLS, authenticated',
      request: () => ({
        path: 'todos?select=*&limit=50',
        init: { headers: { authorization: `Bearer ${userToken}` } },
      }),
      statement: (cache) => read('select=*', 'todos', cache, 50),
      identity: { role: 'authenticated', claims: { sub: USER, role: 'authenticated' } },
      single: true,
    },
    {
      name: 'embedded GET',
      request: () => ({ path: `films?${embedded}`, init: {} }),
      statement: (cache) => read(embedded, 'films', cache),
      identity: anon,
      single: true,
    },
  ];
}

/** A single-row insert whose names stay unique across runs and warm-ups. */
function insertWorkload(): Workload {
  const prefix = `bench${Date.now().toString(36)}`;
  let sequence = 0;
  return {
    name: 'single insert',
    request: (i) => ({
      path: 'items',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `${prefix}-s-${i}-${sequence++}` }),
      },
    }),
    statement: (cache, i) => {
      const relation = cache.relations.get('public.items');
      if (!relation) throw new Error('items missing');
      return planMutation({
        cache,
        relation,
        query: parseQuery(new URLSearchParams()),
        kind: 'insert',
        body: { name: `${prefix}-d-${i}-${sequence++}` },
        returnRows: false,
        shape: 'array',
      });
    },
    identity: anon,
  };
}

/** A function call with two named arguments. */
function rpcWorkload(): Workload {
  return {
    name: 'rpc',
    request: () => ({
      path: 'rpc/add_them',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"a":1,"b":2}',
      },
    }),
    statement: (cache) => {
      const { routine } = resolveRoutine(cache, 'public', 'add_them', ['a', 'b'], 'json');
      return planCall({
        cache,
        routine,
        args: { kind: 'named', values: { a: 1, b: 2 } },
        query: parseQuery(new URLSearchParams()),
        count: false,
        shape: 'array',
      });
    },
    identity: anon,
  };
}

/** Every workload, in the order the benchmark reports them. */
export function workloads(userToken: string): Workload[] {
  return [...readWorkloads(userToken), insertWorkload(), rpcWorkload()];
}
