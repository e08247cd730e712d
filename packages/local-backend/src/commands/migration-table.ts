import { compareVersions } from '../schema/migration-history.js';

/** `20240102030405` as `2024-01-02 03:04:05`; other versions show no time. */
function versionTime(version: string): string {
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(version);
  if (!parts) return '';
  const [, y, mo, d, h, mi, s] = parts;
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
}

/**
 * The `migration list` table: one row per version, local files beside the versions the
 * database recorded, oldest first, with the time each version names, as the Supabase CLI
 * lays it out (`Local | Remote | Time (UTC)`). A blank cell is a version only one side has.
 */
export function migrationTable(local: string[], remote: string[]): string {
  const localSet = new Set(local);
  const remoteSet = new Set(remote);
  const versions = [...new Set([...local, ...remote])].sort(compareVersions);
  const rows = [
    ['Local', 'Remote', 'Time (UTC)'],
    ...versions.map((v) => [localSet.has(v) ? v : '', remoteSet.has(v) ? v : '', versionTime(v)]),
  ];
  const widths = [0, 1, 2].map((column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    `   ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} `.trimEnd();
  const rule = `  ${widths.map((width) => '-'.repeat(width + 2)).join('|')}`;
  const [header = [], ...body] = rows;
  return `\n${[line(header), rule, ...body.map(line)].join('\n')}\n\n`;
}
