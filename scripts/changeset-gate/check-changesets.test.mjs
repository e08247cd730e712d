import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const CHECK = fileURLToPath(new URL('../check-changesets.mjs', import.meta.url));
/** The repository's own changesets config, so its patterns are what the fixtures are held to. */
const CONFIG = readFileSync(new URL('../../.changeset/config.json', import.meta.url), 'utf8');

const fixtures = [];
after(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

function write(dir, file, text) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

function git(dir, ...args) {
  execFileSync(
    'git',
    ['-c', 'user.name=Fixture', '-c', 'user.email=fixture@example.com', ...args],
    {
      cwd: dir,
      stdio: 'pipe',
    },
  );
}

const manifest = (fields) => `${JSON.stringify(fields, null, 2)}\n`;

/**
 * A workspace like Tandem's, just versioned: two published packages, a private app, the
 * repository's changesets config, and one commit ("Version packages").
 */
function versionedWorkspace() {
  const dir = mkdtempSync(join(tmpdir(), 'changeset-gate-'));
  fixtures.push(dir);
  write(dir, 'package.json', manifest({ name: 'fixture', private: true }));
  write(dir, 'pnpm-workspace.yaml', 'packages:\n  - apps/*\n  - packages/*\n');
  write(dir, '.changeset/config.json', CONFIG);
  write(dir, 'packages/lib/package.json', manifest({ name: '@fixture/lib', version: '0.1.0' }));
  write(dir, 'packages/lib/src/index.js', 'export const one = 1;\n');
  write(dir, 'packages/lib/src/index.test.js', '// checks one\n');
  write(dir, 'packages/other/package.json', manifest({ name: '@fixture/other', version: '1.0.0' }));
  write(dir, 'packages/other/src/index.js', 'export const two = 2;\n');
  write(
    dir,
    'apps/app/package.json',
    manifest({ name: '@fixture/app', version: '0.0.0', private: true }),
  );
  write(dir, 'apps/app/src/main.js', 'console.log(1);\n');
  git(dir, 'init', '--quiet', '--initial-branch=main');
  commitAll(dir, 'Version packages');
  return dir;
}

function commitAll(dir, message) {
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '--no-gpg-sign', '--message', message);
}

function changeset(dir, file, releases) {
  const lines = Object.entries(releases).map(([name, type]) => `'${name}': ${type}`);
  write(dir, `.changeset/${file}.md`, `---\n${lines.join('\n')}\n---\n\nA change.\n`);
}

/** Runs the check in `dir`: its exit code and what it wrote. */
async function check(dir) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CHECK], { cwd: dir });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    return { code: error.code, output: error.stdout + error.stderr };
  }
}

test('passes right after a versioning commit', async () => {
  const result = await check(versionedWorkspace());
  assert.equal(result.code, 0, result.output);
});

test('fails for a published package changed without a changeset, and names only it', async () => {
  const dir = versionedWorkspace();
  write(dir, 'packages/lib/src/index.js', 'export const one = 1.5;\n');
  commitAll(dir, 'Change lib');
  const result = await check(dir);
  assert.equal(result.code, 1);
  assert.match(result.output, /@fixture\/lib \(since [0-9a-f]{7}\)/);
  assert.doesNotMatch(result.output, /@fixture\/other|@fixture\/app/);
});

test('counts a change not yet committed', async () => {
  const dir = versionedWorkspace();
  write(dir, 'packages/lib/src/index.js', 'export const one = 1.5;\n');
  assert.equal((await check(dir)).code, 1);
});

test('passes once a pending changeset names the changed package', async () => {
  const dir = versionedWorkspace();
  write(dir, 'packages/lib/src/index.js', 'export const one = 1.5;\n');
  changeset(dir, 'lib-one', { '@fixture/lib': 'patch' });
  commitAll(dir, 'Change lib, with its changeset');
  const result = await check(dir);
  assert.equal(result.code, 0, result.output);
});

test('a changeset naming another package does not cover the changed one', async () => {
  const dir = versionedWorkspace();
  write(dir, 'packages/lib/src/index.js', 'export const one = 1.5;\n');
  write(dir, 'packages/other/src/index.js', 'export const two = 2.5;\n');
  changeset(dir, 'other-two', { '@fixture/other': 'minor' });
  commitAll(dir, 'Change both');
  const result = await check(dir);
  assert.equal(result.code, 1);
  assert.match(result.output, /@fixture\/lib/);
  assert.doesNotMatch(result.output, /@fixture\/other/);
});

test('needs no changeset for a private app, or for files a package does not ship', async () => {
  const dir = versionedWorkspace();
  write(dir, 'apps/app/src/main.js', 'console.log(2);\n');
  write(dir, 'packages/lib/src/index.test.js', '// checks one, twice\n');
  commitAll(dir, 'Change the app and a test');
  const result = await check(dir);
  assert.equal(result.code, 0, result.output);
});

test('a versioning in the working tree passes, and the next change after its commit fails', async () => {
  const dir = versionedWorkspace();
  write(dir, 'packages/lib/src/index.js', 'export const one = 1.5;\n');
  changeset(dir, 'lib-one', { '@fixture/lib': 'minor' });
  commitAll(dir, 'Change lib, with its changeset');
  // What `changeset version` does: the changeset consumed, the version and changelog written.
  rmSync(join(dir, '.changeset/lib-one.md'));
  write(dir, 'packages/lib/package.json', manifest({ name: '@fixture/lib', version: '0.2.0' }));
  write(dir, 'packages/lib/CHANGELOG.md', '# @fixture/lib\n\n## 0.2.0\n\n- A change.\n');
  assert.equal((await check(dir)).code, 0);
  commitAll(dir, 'Version packages');
  assert.equal((await check(dir)).code, 0);
  write(dir, 'packages/lib/src/index.js', 'export const one = 1.75;\n');
  commitAll(dir, 'Change lib again');
  const result = await check(dir);
  assert.equal(result.code, 1);
  assert.match(result.output, /@fixture\/lib/);
});

test('refuses a shallow clone, which cannot see back to the last versioning', async () => {
  const dir = versionedWorkspace();
  write(dir, 'packages/other/src/index.js', 'export const two = 2.5;\n');
  commitAll(dir, 'Change other');
  const clone = mkdtempSync(join(tmpdir(), 'changeset-gate-clone-'));
  fixtures.push(clone);
  git(clone, 'clone', '--quiet', '--depth=1', `file://${dir}`, '.');
  const result = await check(clone);
  assert.equal(result.code, 1);
  assert.match(result.output, /full history/);
});
