/** Characters a double-quoted dotenv value escapes with a backslash, as godotenv writes them. */
const ESCAPED = /[\\\n\r"!$`]/g;

function dotenvValue(value: string): string {
  if (/^-?\d+$/.test(value)) return value;
  const escaped = value.replace(ESCAPED, (char) =>
    char === '\n' ? '\\n' : char === '\r' ? '\\r' : `\\${char}`,
  );
  return `"${escaped}"`;
}

/** Variables sorted by name, as the Supabase CLI's encoders emit them. */
function sorted(values: Map<string, string>): [string, string][] {
  return [...values].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * `-o env`: one `NAME="value"` line per variable, sorted, as `supabase status -o env`
 * prints them (numbers unquoted), ready for `eval`, `source` or a `.env` file.
 */
export function formatEnv(values: Map<string, string>): string {
  return sorted(values)
    .map(([name, value]) => `${name}=${dotenvValue(value)}\n`)
    .join('');
}

/** `-o json`: one object of the variables, sorted and indented as the CLI prints it. */
export function formatJson(values: Map<string, string>): string {
  return `${JSON.stringify(Object.fromEntries(sorted(values)), null, 2)}\n`;
}

/** The default output: `label: value` lines with the labels right-aligned. */
export function formatPretty(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padStart(width)}: ${value}\n`).join('');
}
