import { RestError } from '../errors.js';
import type { QueryParams } from '../parse/request.js';
import type { Routine, RoutineArg, SchemaCache } from '../schema-cache.js';
import { type BodyShape, planReadBody, type Statement } from './read.js';
import { arrayLiteral, Params, qualifiedName, quoteIdent } from './sql.js';

/**
 * The arguments of a call, by name; or the whole body for a single parameter (JSON for
 * json/jsonb, text for text/xml, bytes for bytea).
 */
export type CallArgs =
  | {
      kind: 'named';
      values: Record<string, unknown>;
      /**
       * The values as sent in the JSON body, by name: a json/jsonb parameter takes its text
       * as is (as PostgREST hands PostgreSQL the body), so a large document is not
       * serialised again for the database to parse.
       */
      sent?: Map<string, string>;
    }
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

/**
 * One argument's SQL: composite parameters (and arrays of them) take JSON objects through
 * `json_populate_record(set)`, as PostgREST's `json_to_record` does; others take text.
 */
function argumentSql(
  arg: RoutineArg,
  value: unknown,
  params: Params,
  sent: string | undefined,
): string {
  if (sent !== undefined && value !== null && JSON_TYPES.has(arg.type)) {
    return `${params.add(sent)}::${arg.type}`;
  }
  if (arg.composite && value !== null && typeof value === 'object') {
    const json = `${params.add(JSON.stringify(value))}::json`;
    if (!arg.type.endsWith('[]')) return `json_populate_record(null::${arg.type}, ${json})`;
    const r = quoteIdent('_pgrst_r');
    return `array(select ${r} from json_populate_recordset(null::${arg.type.slice(0, -2)}, ${json}) as ${r})`;
  }
  return `${params.add(argumentText(value, arg.type))}::${arg.type}`;
}

/** Polymorphic types PostgreSQL cannot read an argument as without a concrete type. */
const PSEUDO_TYPE = /^any[a-z]*$/;

/**
 * PostgREST reads named arguments through `json_to_record` columns of the parameters' types,
 * which PostgreSQL refuses for a polymorphic one: its answer is that error, 400 `42P16`.
 */
function refusePseudoType(arg: RoutineArg): void {
  if (!PSEUDO_TYPE.test(arg.type)) return;
  throw new RestError(400, '42P16', `column "${arg.name}" has pseudo-type ${arg.type}`);
}

function argumentsSql(routine: Routine, args: CallArgs, params: Params): string {
  if (args.kind === 'body') {
    const type = routine.args[0]?.type ?? 'json';
    const { value } = args;
    const sent = typeof value === 'string' || value instanceof Uint8Array;
    return `${params.add(sent ? value : JSON.stringify(value))}::${type}`;
  }
  const values = args.values;
  return routine.args
    .filter((a) => a.name in values)
    .map((a) => {
      refusePseudoType(a);
      const sql = argumentSql(a, values[a.name], params, args.sent?.get(a.name));
      return `${a.variadic ? 'variadic ' : ''}${quoteIdent(a.name)} := ${sql}`;
    })
    .join(', ');
}

/**
 * A set of scalars, paged and shaped in SQL. When counted, the call runs once into a
 * materialized CTE that both the count and the page read.
 */
function scalarSet(call: string, input: CallInput, params: Params): Statement {
  const v = quoteIdent('_pgrst_v');
  const all = quoteIdent('_pgrst_all');
  let paging = '';
  if (input.limit !== undefined) paging += ` limit ${input.limit}`;
  if (input.offset) paging += ` offset ${input.offset}`;
  const body =
    input.shape === 'object'
      ? `coalesce((json_agg(${v}) -> 0)::text, '')`
      : `coalesce(json_agg(${v}), '[]')::text`;
  const select = `count(*)::bigint as page, ${body} as body`;
  if (!input.count) {
    return {
      sql: `select null::bigint as total, ${select} from (select ${v} from ${call} as ${v}${paging}) as ${quoteIdent('_pgrst_t')}`,
      params: params.values,
    };
  }
  return {
    sql: `with ${all} as materialized (select ${v} from ${call} as ${v}) select (select count(*) from ${all})::bigint as total, ${select} from (select ${v} from ${all}${paging}) as ${quoteIdent('_pgrst_t')}`,
    params: params.values,
  };
}

/** Plans `select … from schema.fn(arg := $1::type, …)`. */
export function planCall(input: CallInput): Statement & { result: CallResult } {
  const { routine } = input;
  const params = new Params();
  const fn = qualifiedName(routine.schema, routine.name);
  const call = `${fn}(${argumentsSql(routine, input.args, params)})`;
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
    return { ...scalarSet(call, input, params), result: 'rows' };
  }
  // Rows of a table type keep the table's columns and relationships, so embedding works.
  const typeName = routine.returnType.includes('.')
    ? routine.returnType
    : `${routine.schema}.${routine.returnType}`;
  const relation = input.cache.relations.get(typeName.replaceAll('"', ''));
  const { prefix, fromItem } = countedOnce(call, input, relation !== undefined);
  const read = planReadBody({
    cache: input.cache,
    query: input.query,
    fromItem,
    alias: routine.name,
    relation,
    limit: input.limit,
    offset: input.offset,
    count: input.count,
    shape: routine.returnsSet ? input.shape : input.shape === 'csv' ? 'csv' : 'object',
    stripNulls: input.stripNulls,
    params,
  });
  return { ...read, sql: prefix + read.sql, result: routine.returnsSet ? 'rows' : 'single-row' };
}

/**
 * A counted set of rows is read twice (the count and the page): the call runs once into a
 * materialized CTE, so a function with side effects has them once, as in PostgREST. The rows
 * come back through `unnest` of the array: of the table type (which keeps that type for
 * computed columns and embedding), or of records typed by the `returns table (…)` columns.
 */
function countedOnce(call: string, input: CallInput, typed: boolean) {
  const { routine } = input;
  const once = input.count && routine.returnsSet && (typed || routine.outputs.length > 0);
  if (!once) return { prefix: '', fromItem: call };
  const rows = quoteIdent('_pgrst_rows');
  const r = quoteIdent('_pgrst_r');
  const list = quoteIdent('_pgrst_list');
  const prefix = `with ${rows} as materialized (select array(select ${r} from ${call} as ${r}) as ${list}) `;
  const unnest = `unnest((select ${list} from ${rows}))`;
  if (typed) return { prefix, fromItem: unnest };
  const columns = routine.outputs.map((o) => `${quoteIdent(o.name)} ${o.type}`).join(', ');
  return { prefix, fromItem: `(select * from ${unnest} as ${quoteIdent('_pgrst_u')}(${columns}))` };
}
