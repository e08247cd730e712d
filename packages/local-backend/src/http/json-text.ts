/**
 * Deepest nesting of arrays and objects a request's JSON may have. Deeper documents are
 * refused before parsing: the handlers, `JSON.stringify` and PostgreSQL's json functions all
 * recurse per level, and 5,000 levels overflow a stack in one of them. 512 levels is far
 * beyond any real payload and well inside every one of those limits on both engines.
 */
export const MAX_JSON_DEPTH = 512;

/**
 * Whether `text` nests arrays/objects deeper than `max`. One linear scan that skips string
 * contents, with no recursion, so a hostile document cannot exhaust the stack here either.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
      continue;
    }
    if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/** A parsed JSON document, or why it was refused. */
export type JsonText = { ok: true; value: unknown } | { ok: false; reason: string };

/**
 * `JSON.parse` for request data: refuses documents nested deeper than {@link MAX_JSON_DEPTH}
 * and reports syntax errors as a reason instead of throwing.
 */
export function parseJsonText(text: string): JsonText {
  if (jsonTooDeep(text)) {
    return { ok: false, reason: `nesting deeper than ${MAX_JSON_DEPTH} levels` };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}
