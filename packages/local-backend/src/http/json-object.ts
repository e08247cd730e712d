import { parseJsonText } from './json-text.js';

/** A request body that had to be a JSON object: its value, or why it is not one. */
export type JsonObjectBody =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; reason: string };

/**
 * Parses a request body that must be a JSON object. An empty body counts as `{}`, as GoTrue
 * and Storage treat it; each surface turns a refusal into its own error shape. Documents
 * nested too deeply are refused (see {@link parseJsonText}).
 */
export function parseJsonObject(text: string): JsonObjectBody {
  if (!text.trim()) return { ok: true, value: {} };
  const parsed = parseJsonText(text);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return { ok: true, value: value as Record<string, unknown> };
  }
  return { ok: false, reason: 'expected an object' };
}
