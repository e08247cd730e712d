import { RestError } from '../errors.js';
import { qualified, type Routine, type SchemaCache } from '../schema-cache.js';

/**
 * How a call's arguments arrive: in the query string (`GET`), as the keys of a JSON object
 * (`json`), or as a raw body for a single unnamed parameter of the matching type.
 */
export type ArgumentSource = 'query' | 'json' | 'text' | 'xml' | 'bytea';

/** The type a single unnamed parameter must have to take a raw body of each kind. */
const RAW_TYPES: Record<Exclude<ArgumentSource, 'query'>, readonly string[]> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  bytea: ['bytea'],
};

const RAW_DETAILS: Record<Exclude<ArgumentSource, 'query' | 'json'>, string> = {
  text: ' with a single unnamed text parameter',
  xml: ' with a single unnamed xml parameter',
  bytea: ' with a single unnamed bytea parameter',
};

const isRaw = (source: ArgumentSource) =>
  source === 'text' || source === 'xml' || source === 'bytea';

/**
 * PostgREST's rule: the given names must be all required parameters plus any of the
 * defaulted ones; a function without parameters takes no names (and no raw body).
 */
function matchesNames(routine: Routine, given: Set<string>, source: ArgumentSource): boolean {
  if (routine.args.length === 0) return given.size === 0 && !isRaw(source);
  const required = routine.args.filter((a) => !a.hasDefault && !a.variadic).map((a) => a.name);
  const optional = new Set(
    routine.args.filter((a) => a.hasDefault || a.variadic).map((a) => a.name),
  );
  const rest = [...given].filter((name) => !optional.has(name));
  return rest.length === required.length && required.every((name) => given.has(name));
}

function takesRawBody(routine: Routine, source: ArgumentSource): boolean {
  const [arg] = routine.args;
  if (source === 'query' || routine.args.length !== 1 || !arg || arg.name !== '') return false;
  return RAW_TYPES[source].includes(arg.type);
}

function ambiguous(schema: string, name: string, routines: Routine[]): RestError {
  const list = routines
    .map((r) => `${schema}.${name}(${r.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`)
    .join(', ');
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${list}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

function notFound(
  cache: SchemaCache,
  schema: string,
  name: string,
  given: string[],
  source: ArgumentSource,
): RestError {
  const fn = `${schema}.${name}`;
  const keys = given.join(', ');
  if (isRaw(source)) {
    const details = `Searched for the function ${fn}${RAW_DETAILS[source as 'text']}, but no matches were found in the schema cache.`;
    return new RestError(
      404,
      'PGRST202',
      `Could not find the function ${fn} in the schema cache`,
      details,
    );
  }
  const withKeys = given.length
    ? ` with parameter${given.length > 1 ? 's' : ''} ${keys}`
    : ' without parameters';
  const unnamed = source === 'json' ? ' or with a single unnamed json/jsonb parameter' : '';
  const suggestion = [...cache.routines.keys()].find(
    (key) => key.startsWith(`${schema}.`) && key.endsWith(`.${name}`),
  );
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${given.length ? `(${keys})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${fn}${withKeys}${unnamed}, but no matches were found in the schema cache.`,
    suggestion ? `Perhaps you meant to call the function ${suggestion}` : null,
  );
}

/**
 * Picks the overload of `schema.name` the arguments name, as PostgREST's `findProc`: the
 * overloads whose parameter names fit, else a single unnamed parameter whose type takes the
 * raw body (json/jsonb for JSON, text, xml or bytea for those content types).
 * @returns the routine and whether it takes the whole body.
 * @throws {RestError} PGRST202 (404) when none fits, PGRST203 (300) when several do.
 */
export function resolveRoutine(
  cache: SchemaCache,
  schema: string,
  name: string,
  given: string[],
  source: ArgumentSource,
): { routine: Routine; wholeBody: boolean } {
  const overloads = cache.routines.get(qualified(schema, name)) ?? [];
  const names = new Set(given);
  const named = overloads.filter((r) => matchesNames(r, names, source));
  if (named.length === 1) return { routine: named[0] as Routine, wholeBody: false };
  if (named.length > 1) throw ambiguous(schema, name, named);
  const raw = overloads.filter((r) => takesRawBody(r, source));
  if (raw.length === 1) return { routine: raw[0] as Routine, wholeBody: true };
  if (raw.length > 1) throw ambiguous(schema, name, raw);
  throw notFound(cache, schema, name, [...given].sort(), source);
}
