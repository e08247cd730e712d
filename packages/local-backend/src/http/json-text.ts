/**
 * Deepest nesting of arrays and objects a request's JSON may have. Deeper documents are
 * refused before parsing: the handlers, `JSON.stringify` and PostgreSQL's json functions all
 * recurse per level, and 5,000 levels overflow a stack in one of them. 512 levels is far
 * beyond any real payload and well inside every one of those limits on both engines.
 */
export const MAX_JSON_DEPTH = 512;

/**
 * Whether `text` nests arrays/objects deeper than `max`. One linear scan with no recursion, so
 * a hostile document cannot exhaust the stack here either. A string is skipped in one jump to
 * its closing quote (`indexOf`, not character by character): most of a large body is strings.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  return scan(text, max, undefined);
}

/** Where the string opening at `at` ends: the first quote after an even run of backslashes. */
function stringEnd(text: string, at: number): number {
  let end = text.indexOf('"', at + 1);
  while (end !== -1) {
    let slashes = 0;
    while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes++;
    if (slashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return -1;
}

/**
 * The depth scan of {@link jsonTooDeep}; when `members` is given and the document is an object,
 * also records each top-level member's value as its text (the last of a repeated key, as
 * `JSON.parse` keeps). Only meaningful for a document `JSON.parse` then accepts.
 */
function scan(text: string, max: number, members: Map<string, string> | undefined): boolean {
  let depth = 0;
  let key: string | undefined;
  let valueStart = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22) {
      const end = stringEnd(text, i);
      if (end === -1) return false; // unterminated: JSON.parse says so
      if (members && depth === 1 && valueStart === -1 && key === undefined) {
        const literal = text.slice(i, end + 1);
        key = literal.includes('\\') ? (JSON.parse(literal) as string) : literal.slice(1, -1);
      }
      i = end;
    } else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
      // Only an object's members are arguments: a top-level array records nothing.
      if (depth === 1 && ch === 0x5b) members = undefined;
    } else if (ch === 0x5d || ch === 0x7d) {
      depth--;
      if (members && depth === 0 && key !== undefined && valueStart !== -1) {
        members.set(key, text.slice(valueStart, i).trim());
      }
    } else if (members && depth === 1) {
      if (ch === 0x3a && key !== undefined && valueStart === -1) valueStart = i + 1;
      else if (ch === 0x2c && key !== undefined && valueStart !== -1) {
        members.set(key, text.slice(valueStart, i).trim());
        key = undefined;
        valueStart = -1;
      }
    }
  }
  return false;
}

/** A parsed JSON document, or why it was refused. */
export type JsonText =
  | {
      ok: true;
      value: unknown;
      /** With `members`: an object's top-level values as sent, by key. */
      members?: Map<string, string>;
    }
  | { ok: false; reason: string };

/**
 * `JSON.parse` for request data: refuses documents nested deeper than {@link MAX_JSON_DEPTH}
 * and reports syntax errors as a reason instead of throwing. With `members`, an object's
 * top-level values also come back as their text, found by the same scan as the depth, so a
 * caller can hand a large value on as sent instead of serialising it again.
 */
export function parseJsonText(text: string, options: { members?: boolean } = {}): JsonText {
  const members = options.members ? new Map<string, string>() : undefined;
  if (scan(text, MAX_JSON_DEPTH, members)) {
    return { ok: false, reason: `nesting deeper than ${MAX_JSON_DEPTH} levels` };
  }
  try {
    const value = JSON.parse(text);
    const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
    return isObject && members ? { ok: true, value, members } : { ok: true, value };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}
