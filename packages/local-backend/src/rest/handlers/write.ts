import type { Context } from 'hono';
import type { Tx } from '../../db/engine.js';
import { RestError } from '../errors.js';
import { parseQuery } from '../parse/request.js';
import {
  INSERTED,
  type MutationInput,
  type PlannedMutation,
  planMutation,
} from '../plan/mutate.js';
import { appliedHeader, inTransaction, type Prepared, readBody, relationOf } from '../request.js';
import { contentType, type Outcome, runStatement, singleError } from '../respond.js';

type Kind = MutationInput['kind'];

/** What a mutation did: rows affected, the representation if asked, `Location` if keys. */
interface Mutated {
  affected: number;
  outcome?: Outcome;
  location?: string;
  /** Rows a merging upsert inserted; `undefined` for other writes. */
  inserted?: number;
}

async function insertedRows(tx: Tx): Promise<number> {
  const result = await tx.query<{ inserted: number | null }>(`select ${INSERTED} as inserted`);
  return Number(result.rows[0]?.inserted ?? 0);
}

/** The mutation a method stands for; `POST` with `Prefer: resolution=…` is an upsert. */
function kindOf(method: string, prepared: Prepared): Kind {
  if (method === 'POST') return prepared.prefs.resolution ? 'upsert' : 'insert';
  if (method === 'PATCH') return 'update';
  return method === 'PUT' ? 'put' : 'delete';
}

async function runMutation(tx: Tx, statement: PlannedMutation, name: string): Promise<Mutated> {
  const mutated = await runPlanned(tx, statement, name);
  if (statement.countsInserts) mutated.inserted = await insertedRows(tx);
  return mutated;
}

async function runPlanned(tx: Tx, statement: PlannedMutation, name: string): Promise<Mutated> {
  if (statement.returning) {
    const outcome = await runStatement(tx, statement);
    return { affected: outcome.page, outcome };
  }
  const result = await tx.query<Record<string, string | null>>(statement.sql, statement.params);
  const affected = statement.keys ? result.rows.length : result.rowCount;
  const first = result.rows[0];
  if (!statement.keys || !first) return { affected };
  const search = new URLSearchParams(
    statement.keys.map((k): [string, string] => [k, `eq.${first[k] ?? ''}`]),
  );
  return { affected, location: `/${name}?${search.toString()}` };
}

/** PostgREST's answer to a mutation: status, `Content-Range`, `Location`, the body if asked. */
function mutationResponse(prepared: Prepared, kind: Kind, mutated: Mutated): Response {
  const { prefs, negotiated } = prepared;
  const { affected, outcome, location } = mutated;
  const returnRows = prefs.return === 'representation';
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined) {
    if (affected > prefs.maxAffected) {
      throw new RestError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${affected} rows`,
      );
    }
  }
  if (negotiated.shape === 'object' && returnRows && affected !== 1) throw singleError(affected);
  const created = kind === 'insert' || kind === 'upsert';
  const headers: Record<string, string> = { ...appliedHeader(prefs) };
  if (location) headers.location = location;
  if (prefs.count) headers['content-range'] = `*/${affected}`;
  else if (!created) headers['content-range'] = affected ? `0-${affected - 1}/*` : '*/*';
  else headers['content-range'] = '*/*';
  // A merging upsert that only updated answers 200, as PostgREST.
  const status = mutated.inserted === 0 ? 200 : created ? 201 : returnRows ? 200 : 204;
  if (!outcome)
    return new Response(null, { status: status === 200 && !created ? 204 : status, headers });
  headers['content-type'] = contentType(negotiated);
  return new Response(outcome.body, { status, headers });
}

/**
 * `POST|PATCH|PUT|DELETE /rest/v1/<table>`: read the body before the transaction, plan one
 * statement (returning the representation built in SQL when asked), run it as the caller.
 */
export async function writeTable(c: Context, prepared: Prepared): Promise<Response> {
  const { prefs, negotiated, cache } = prepared;
  const name = c.req.param('table') ?? '';
  const relation = relationOf(prepared, name);
  const query = parseQuery(new URL(c.req.url).searchParams);
  const method = c.req.method;
  const body = method === 'DELETE' ? undefined : await readBody(c);
  if (method !== 'DELETE' && body === undefined) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const kind = kindOf(method, prepared);
  const statement = planMutation({
    cache,
    relation,
    query,
    kind,
    body,
    resolution: prefs.resolution,
    missingDefault: prefs.missing === 'default',
    returnRows: prefs.return === 'representation',
    returnKeys: prefs.return === 'headers-only',
    shape: negotiated.shape,
    stripNulls: negotiated.stripNulls,
  });
  return inTransaction(c, prepared, async (tx) =>
    mutationResponse(prepared, kind, await runMutation(tx, statement, name)),
  );
}
