import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const read = (path: string) => readFileSync(new URL(`../src/${path}`, import.meta.url), 'utf8');

/**
 * The namespace table of the README: `namespace` → the names in backticks of its row, alone
 * (`me`) or called (`get(userId)`).
 */
function tableRows(): Map<string, Set<string>> {
  const rows = new Map<string, Set<string>>();
  for (const [, namespace, text] of readme.matchAll(/^\| `(\w+)` +\| (.*)\|$/gm)) {
    if (namespace && text) rows.set(namespace, new Set(text.match(/(?<=`)\w+(?=[`(])/g)));
  }
  return rows;
}

/** The members of a namespace's interface (`export interface TasksApi { … }`). */
function membersOf(namespace: string): string[] {
  const name = `${namespace[0]?.toUpperCase()}${namespace.slice(1)}Api`;
  const source = read(`${namespace}/index.ts`);
  const body = source.slice(source.indexOf(`export interface ${name} {`)).split('\n}\n')[0] ?? '';
  return [...body.matchAll(/^ {2}(\w+)\(/gm)].map(([, member]) => member ?? '');
}

describe('the README', () => {
  it('names every call of every namespace of the client', () => {
    const client = read('client.ts');
    const namespaces = [...client.matchAll(/^ {2}readonly (\w+): \w+Api;$/gm)].map(([, n]) => n);
    expect(namespaces.length).toBeGreaterThan(10);
    const rows = tableRows();
    for (const namespace of namespaces) {
      const row = rows.get(namespace ?? '');
      expect(row, `a row for ${namespace}`).toBeDefined();
      const members = membersOf(namespace ?? '');
      expect(members.length, `members of ${namespace}`).toBeGreaterThan(0);
      expect(members.filter((member) => !row?.has(member))).toEqual([]);
    }
  });
});
