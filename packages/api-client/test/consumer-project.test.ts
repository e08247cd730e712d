import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPackedClient } from './support/packed.js';

const sample = fileURLToPath(new URL('./consumer', import.meta.url));

/** `name@version` of a dependency as a workspace package pins it, so the consumer matches. */
function pinned(packageJson: string, name: string): string {
  const manifest = JSON.parse(readFileSync(new URL(packageJson, import.meta.url), 'utf8'));
  const version = manifest.devDependencies?.[name] ?? manifest.dependencies?.[name];
  if (!version) throw new Error(`${name} is not pinned in ${packageJson}`);
  return `${name}@${version}`;
}

// A project outside the workspace that installs the packed tarballs with the repository's
// React, TanStack Query and TypeScript, and uses the client, its typed errors and the query
// bindings under the strictest compiler settings, with Node's and bundlers' module resolution.
describe('a strict TypeScript consumer of the packed package', () => {
  let folder: string;
  beforeAll(() => {
    folder = installPackedClient('tandem-consumer-', [
      pinned('../../ui/package.json', 'react'),
      pinned('../../ui/package.json', '@types/react'),
      pinned('../package.json', '@tanstack/react-query'),
      pinned('../package.json', 'typescript'),
    ]);
    cpSync(sample, folder, { recursive: true });
  }, 120_000);
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const typecheck = (tsconfig: string) => {
    const tsc = join(folder, 'node_modules', 'typescript', 'bin', 'tsc');
    try {
      execFileSync('node', [tsc, '-p', tsconfig], { cwd: folder, encoding: 'utf8' });
      return '';
    } catch (error) {
      return String((error as { stdout?: string }).stdout ?? error);
    }
  };

  it('type-checks with moduleResolution node16', () => {
    expect(typecheck('tsconfig.node16.json')).toBe('');
  }, 60_000);

  it('type-checks with moduleResolution bundler', () => {
    expect(typecheck('tsconfig.bundler.json')).toBe('');
  }, 60_000);

  it('builds for the browser', async () => {
    const result = await build({
      absWorkingDir: folder,
      entryPoints: ['src/app.tsx'],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      write: false,
      outdir: 'out',
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    expect(result.outputFiles.some((file) => file.path.endsWith('app.js'))).toBe(true);
  }, 60_000);
});
