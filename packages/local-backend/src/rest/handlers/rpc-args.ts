import type { Context } from 'hono';
import { readBoundedBody } from '../../http/bounded-body.js';
import { parseJsonText } from '../../http/json-text.js';
import { RestError } from '../errors.js';
import { OPERATORS } from '../parse/ast.js';
import type { ArgumentSource } from '../plan/rpc-resolve.js';
import { MAX_BODY_BYTES, tooLarge } from '../request.js';

/** What a call brings: where its arguments come from, their names, and the body. */
export interface CallInput {
  source: ArgumentSource;
  /** Argument names: query parameters without an operator, or the JSON object's keys. */
  given: string[];
  /** The parsed JSON body, the text of a text/xml body, or the bytes of a binary one. */
  body: unknown;
  /** A JSON body's text as sent, for a single unnamed parameter that takes it whole. */
  raw?: string;
  /** A JSON object body's top-level values as sent, by key, for json/jsonb parameters. */
  members?: Map<string, string>;
}

const OPERATOR_SET = new Set<string>(OPERATORS);
/** Keys that are never arguments: PostgREST's reserved words and its per-embed ones. */
const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_LAST = new Set(['order', 'limit', 'offset', 'and', 'or']);

/** Whether a query value reads as `[not.]operator[(modifier)].value`, i.e. a filter. */
function isFilterValue(value: string): boolean {
  const match = /^(?:not\.)?([a-z]+)(?:\([^)]*\))?\./.exec(value);
  return match !== null && OPERATOR_SET.has(match[1] as string);
}

/**
 * On GET, as PostgREST: every parameter that is not reserved and whose value is not a filter
 * expression is an argument; the others filter the function's result.
 */
export function queryArguments(search: URLSearchParams): string[] {
  const names = new Set<string>();
  for (const [key, value] of search) {
    const last = key.slice(key.lastIndexOf('.') + 1);
    if (RESERVED.has(key) || RESERVED_LAST.has(last) || isFilterValue(value)) continue;
    names.add(key);
  }
  return [...names];
}

/** The kind of raw body a `Content-Type` carries. */
function sourceOf(contentType: string | undefined): ArgumentSource {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/plain') return 'text';
  if (type === 'text/xml') return 'xml';
  if (type === 'application/octet-stream') return 'bytea';
  return 'json';
}

/** The body within the size limit; a chunked body is never read past it either. */
function bodyBytes(c: Context): Promise<Uint8Array> {
  return readBoundedBody(c.req.raw, MAX_BODY_BYTES, tooLarge);
}

function parseJsonBody(text: string): { value: unknown; members?: Map<string, string> } {
  // An empty body calls the function without arguments.
  if (text.trim() === '') return { value: {} };
  const parsed = parseJsonText(text, { members: true });
  if (!parsed.ok) throw new RestError(400, 'PGRST102', 'Empty or invalid json', parsed.reason);
  return parsed;
}

/**
 * A `text/plain` body that holds JSON, read as JSON arguments: `fetch` labels string bodies
 * `text/plain`, so a call that no function takes as raw text is given the JSON reading
 * (where PostgREST would answer 404).
 */
export function textAsJson(input: CallInput, columns: string[] | undefined): CallInput | undefined {
  if (input.source !== 'text') return undefined;
  const text = String(input.body);
  const parsed = text.trim() === '' ? { ok: true as const, value: {} } : parseJsonText(text);
  if (!parsed.ok) return undefined;
  const body = parsed.value;
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  const given = isObject ? (columns ?? Object.keys(body as object)) : [];
  return { source: 'json', given, body, raw: text };
}

/**
 * Reads a POST call's body by its content type: JSON (an object's keys name the arguments;
 * `columns=` narrows them), or raw text, XML or bytes for a single unnamed parameter.
 */
export async function bodyArguments(c: Context, columns: string[] | undefined): Promise<CallInput> {
  const source = sourceOf(c.req.header('content-type'));
  const bytes = await bodyBytes(c);
  if (source === 'bytea') return { source, given: [], body: Buffer.from(bytes) };
  if (source !== 'json') {
    const text = new TextDecoder().decode(bytes);
    if (text.includes('\0')) throw new RestError(400, 'PGRST102', 'Empty or invalid body');
    return { source, given: [], body: text };
  }
  const raw = new TextDecoder().decode(bytes);
  const { value: body, members } = parseJsonBody(raw);
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  const given = isObject ? (columns ?? Object.keys(body as object)) : [];
  return { source, given, body, raw, members };
}
