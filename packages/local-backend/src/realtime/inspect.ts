/**
 * Realtime (an Elixir service) quotes parameters in its error messages with Elixir's
 * `inspect`: `"text"`, `nil`, `[a, b]`, `%{"key" => value}`, `{a, b}` tuples. These format
 * JSON values the same way, so refusals read exactly as hosted Realtime's.
 */

/** An Elixir string literal: double quotes, with `"`, `\`, `#{` and control characters escaped. */
export function inspectString(text: string): string {
  const escaped = text
    .replaceAll('\\', '\\\\')
    .replaceAll('"', '\\"')
    .replaceAll('#{', '\\#{')
    .replaceAll('\n', '\\n')
    .replaceAll('\r', '\\r')
    .replaceAll('\t', '\\t');
  return `"${escaped}"`;
}

/** Any decoded JSON value as Elixir prints it (object keys sorted, as small maps are). */
export function inspect(value: unknown): string {
  if (value === null || value === undefined) return 'nil';
  if (typeof value === 'string') return inspectString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(inspect).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `%{${entries.map(([key, inner]) => `${inspectString(key)} => ${inspect(inner)}`).join(', ')}}`;
  }
  return String(value);
}
