import { RestError } from '../errors.js';
import { fuzzyMatches } from '../fuzzy.js';
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

/** The only types an unnamed parameter may have for PostgREST to expose its function. */
const UNNAMED_TYPES = new Set(['bytea', 'json', 'jsonb', 'text', 'xml']);

const RAW_DETAILS: Record<Exclude<ArgumentSource, 'query' | 'json'>, string> = {
  text: ' with a single unnamed text parameter',
  xml: ' with a single unnamed xml parameter',
  bytea: ' with a single unnamed bytea parameter',
};

const isRaw = (source: ArgumentSource) =>
  source === 'text' || source === 'xml' || source === 'bytea';

/**
 * Whether PostgREST exposes the function at all: every parameter named, or exactly one
 * unnamed while the first is of a type a raw body can fill. Others (a row-type computed
 * column such as `f(public.notes)`) stay usable in `select` but are no `rpc`.
 */
export function isCallable(routine: Routine): boolean {
  const unnamed = routine.args.filter((a) => a.name === '').length;
  if (unnamed === 0) return true;
  return unnamed === 1 && UNNAMED_TYPES.has(routine.args[0]?.type ?? '');
}

/** A function with one unnamed parameter takes the whole body as that argument. */
export const takesWholeBody = (routine: Routine) =>
  routine.args.length === 1 && routine.args[0]?.name === '';

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
  if (source === 'query' || !takesWholeBody(routine)) return false;
  return RAW_TYPES[source].includes(routine.args[0]?.type ?? '');
}

const signature = (r: Routine) => r.args.map((a) => `${a.name} => ${a.type}`).join(', ');

/** PostgREST lists the candidates in its own order: by parameter names, then types. */
function byParameters(a: Routine, b: Routine): number {
  const length = Math.min(a.args.length, b.args.length);
  for (let i = 0; i < length; i++) {
    const [x, y] = [a.args[i], b.args[i]] as [Routine['args'][0], Routine['args'][0]];
    if (x.name !== y.name) return x.name < y.name ? -1 : 1;
    if (x.type !== y.type) return x.type < y.type ? -1 : 1;
  }
  return a.args.length - b.args.length;
}

function ambiguous(schema: string, name: string, routines: Routine[]): RestError {
  const list = [...routines]
    .sort(byParameters)
    .map((r) => `${schema}.${name}(${signature(r)})`)
    .join(', ');
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${list}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/**
 * PostgREST's hint for a missing function: when overloads of the name exist, the nearest of
 * their parameter lists to the given names; otherwise a function name close to it.
 */
function nearMiss(cache: SchemaCache, schema: string, name: string, given: string[]) {
  const asList = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const overloads = callableOverloads(cache, schema, name);
  if (overloads.length > 0) {
    const lists = overloads.map((r) => asList(r.args.map((a) => a.name)));
    const [best] = fuzzyMatches(asList(given), lists);
    return best ? `${name}${best[1]}` : undefined;
  }
  const names = new Set<string>();
  for (const routines of cache.routines.values()) {
    for (const r of routines) if (r.schema === schema && isCallable(r)) names.add(r.name);
  }
  // Names need a close match (PostgREST's 0.75), so as not to reveal unrelated functions.
  return fuzzyMatches(name, [...names], 0.75)[0]?.[1];
}

function notFound(
  cache: SchemaCache,
  schema: string,
  name: string,
  given: string[],
  source: ArgumentSource,
): RestError {
  const fn = `${schema}.${name}`;
  if (isRaw(source)) {
    // A raw body names no parameters: PostgREST's answer has fixed details and no hint.
    const details = `Searched for the function ${fn}${RAW_DETAILS[source as 'text']}, but no matches were found in the schema cache.`;
    return new RestError(
      404,
      'PGRST202',
      `Could not find the function ${fn} in the schema cache`,
      details,
    );
  }
  const suggestion = nearMiss(cache, schema, name, given);
  const hint = suggestion ? `Perhaps you meant to call the function ${schema}.${suggestion}` : null;
  const keys = given.join(', ');
  const withKeys = given.length
    ? ` with parameter${given.length > 1 ? 's' : ''} ${keys}`
    : ' without parameters';
  const unnamed = source === 'json' ? ' or with a single unnamed json/jsonb parameter' : '';
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${given.length ? `(${keys})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${fn}${withKeys}${unnamed}, but no matches were found in the schema cache.`,
    hint,
  );
}

function callableOverloads(cache: SchemaCache, schema: string, name: string): Routine[] {
  return (cache.routines.get(qualified(schema, name)) ?? []).filter(isCallable);
}

/**
 * Picks the overload of `schema.name` the arguments name, as PostgREST's `findProc`: the one
 * overload whose parameter names fit; failing that, when the name has a single overload
 * whose one unnamed parameter's type takes the raw body (json/jsonb for JSON, text, xml or
 * bytea for those content types), that one.
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
  const overloads = callableOverloads(cache, schema, name);
  const names = new Set(given);
  const named = overloads.filter((r) => matchesNames(r, names, source));
  const [only] = named;
  if (named.length === 1 && only) return { routine: only, wholeBody: takesWholeBody(only) };
  if (named.length > 1) throw ambiguous(schema, name, named);
  const [single] = overloads;
  if (overloads.length === 1 && single && takesRawBody(single, source)) {
    return { routine: single, wholeBody: true };
  }
  throw notFound(cache, schema, name, [...given].sort(), source);
}
