import { RestError } from '../errors.js';
import type { QueryParams } from '../parse/request.js';
import { qualified, type Routine, type SchemaCache } from '../schema-cache.js';
import { type BodyShape, planReadBody, type Statement } from './read.js';
import { arrayLiteral, Params, qualifiedName, quoteIdent } from './sql.js';

/** The arguments of a call, by name (a single unnamed json/jsonb argument gets the whole body). */
export type CallArgs =
  | { kind: 'named'; values: Record<string, unknown> }
  | { kind: 'body'; value: unknown };

const JSON_TYPES = new Set(['json', 'jsonb']);

/** Converts a JSON value to the text PostgreSQL parses for an argument of `type`. */
function argumentText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (JSON_TYPES.has(type)) return JSON.stringify(value);
  if (Array.isArray(value) && type.endsWith('[]')) {
    const element = type.slice(0, -2);
    return arrayLiteral(
      value.map((v) =>
        typeof v === 'object' && v !== null ? JSON.stringify(v) : String(argumentText(v, element)),
      ),
    );
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Picks the overload of `schema.name` whose arguments fit the given names: every required
 * argument given, no unknown name. A function with one unnamed json/jsonb argument takes the
 * whole POST body.
 * @throws {RestError} PGRST202 (404) when none fits, PGRST203 (300) when several do.
 */
export function resolveRoutine(
  cache: SchemaCache,
  schema: string,
  name: string,
  given: string[],
  hasBody: boolean,
): { routine: Routine; wholeBody: boolean } {
  const overloads = cache.routines.get(qualified(schema, name)) ?? [];
  const fits = overloads.filter((r) => {
    const names = new Set(r.args.map((a) => a.name));
    return (
      given.every((g) => names.has(g)) &&
      r.args.every((a) => a.hasDefault || a.variadic || given.includes(a.name))
    );
  });
  if (fits.length === 1) return { routine: fits[0] as Routine, wholeBody: false };
  if (fits.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${fits
        .map((r) => `${schema}.${name}(${r.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`)
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  if (hasBody) {
    const single = overloads.find(
      (r) => r.args.length === 1 && r.args[0]?.name === '' && JSON_TYPES.has(r.args[0]?.type ?? ''),
    );
    if (single) return { routine: single, wholeBody: true };
  }
  const signature = given.length ? `${name}(${[...given].sort().join(', ')})` : name;
  const suggestion = [...cache.routines.keys()].find(
    (key) => key.startsWith(`${schema}.`) && key.endsWith(`.${name}`),
  );
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${signature} in the schema cache`,
    `Searched for the function ${schema}.${name}${given.length ? ` with parameters ${[...given].sort().join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    suggestion ? `Perhaps you meant to call the function ${suggestion}` : null,
  );
}

/** Inputs of {@link planCall}. */
export interface CallInput {
  cache: SchemaCache;
  routine: Routine;
  args: CallArgs;
  query: QueryParams;
  limit?: number;
  offset?: number;
  count: boolean;
  shape: BodyShape;
  /** Leave out keys whose value is null. Default `false`. */
  stripNulls?: boolean;
}

/** The kind of body a function's result becomes. */
export type CallResult = 'rows' | 'single-row' | 'scalar' | 'void';

/** Plans `select … from schema.fn(arg := $1::type, …)`. */
export function planCall(input: CallInput): Statement & { result: CallResult } {
  const { routine } = input;
  const params = new Params();
  const fn = qualifiedName(routine.schema, routine.name);
  let argsSql: string;
  if (input.args.kind === 'body') {
    const type = routine.args[0]?.type ?? 'json';
    argsSql = `${params.add(JSON.stringify(input.args.value))}::${type}`;
  } else {
    const values = input.args.values;
    argsSql = routine.args
      .filter((a) => a.name in values)
      .map((a) => {
        const placeholder = `${params.add(argumentText(values[a.name], a.type))}::${a.type}`;
        return `${a.variadic ? 'variadic ' : ''}${quoteIdent(a.name)} := ${placeholder}`;
      })
      .join(', ');
  }
  const call = `${fn}(${argsSql})`;
  if (routine.returnsVoid) {
    return { sql: `select ${call}`, params: params.values, result: 'void' };
  }
  if (!routine.returnsComposite) {
    if (!routine.returnsSet) {
      return {
        sql: `select to_json(${call})::text as body`,
        params: params.values,
        result: 'scalar',
      };
    }
    const v = quoteIdent('_pgrst_v');
    return {
      sql: `select null::bigint as total, count(*)::bigint as page, coalesce(json_agg(${v}), '[]')::text as body from ${call} as ${v}`,
      params: params.values,
      result: 'rows',
    };
  }
  // Rows of a table type keep the table's columns and relationships, so embedding works.
  const typeName = routine.returnType.includes('.')
    ? routine.returnType
    : `${routine.schema}.${routine.returnType}`;
  const relation = input.cache.relations.get(typeName.replaceAll('"', ''));
  const read = planReadBody({
    cache: input.cache,
    query: input.query,
    fromItem: call,
    alias: routine.name,
    relation,
    limit: input.limit,
    offset: input.offset,
    count: input.count,
    shape: routine.returnsSet ? input.shape : input.shape === 'csv' ? 'csv' : 'object',
    stripNulls: input.stripNulls,
    params,
  });
  return { ...read, result: routine.returnsSet ? 'rows' : 'single-row' };
}
