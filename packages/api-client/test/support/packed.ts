import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const clientDir = fileURLToPath(new URL('../..', import.meta.url));
const schemasDir = fileURLToPath(new URL('../../../schemas', import.meta.url));

/** Packs a workspace package as it would be published (workspace: ranges resolved). */
function pack(dir: string, into: string): string {
  const before = new Set(readdirSync(into));
  execFileSync('pnpm', ['pack', '--pack-destination', into], { cwd: dir, stdio: 'pipe' });
  const name = readdirSync(into).find((file) => file.endsWith('.tgz') && !before.has(file));
  if (!name) throw new Error(`no tarball for ${dir}`);
  return join(into, name);
}

/**
 * A new empty folder outside the workspace with the packed `@tandem/schemas` and
 * `@tandem/api-client` installed by npm, as a consumer gets them from the registry, along with
 * `packages` (`name@version`). Nothing unpublished can leak in from the workspace.
 */
export function installPackedClient(prefix: string, packages: readonly string[] = []): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const tarballs = mkdtempSync(join(tmpdir(), 'tandem-tarballs-'));
  try {
    const schemas = pack(schemasDir, tarballs);
    const client = pack(clientDir, tarballs);
    writeFileSync(
      join(folder, 'package.json'),
      '{ "name": "consumer", "private": true, "type": "module" }\n',
    );
    // --engine-strict: every package the tarballs bring must accept the Node this runs on.
    execFileSync(
      'npm',
      [
        'install',
        '--engine-strict',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        schemas,
        client,
        ...packages,
      ],
      { cwd: folder, stdio: 'pipe' },
    );
  } finally {
    rmSync(tarballs, { recursive: true, force: true });
  }
  return folder;
}
