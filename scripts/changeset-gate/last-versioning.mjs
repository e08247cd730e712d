import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A line that sets a manifest's own version (dependencies name packages, not `version`). */
const VERSION_LINE = '^\\s*"version":';

/**
 * The newest commit that changed the `version` of the manifest at `manifestPath` (relative to
 * the repository at `cwd`): the package's last versioning, or the commit that added it. With
 * no such commit (a manifest never committed) it is `undefined`.
 *
 * @param {string} cwd
 * @param {string} manifestPath
 * @returns {Promise<string | undefined>}
 */
export async function lastVersioningCommit(cwd, manifestPath) {
  const { stdout } = await run(
    'git',
    ['log', '-1', '--format=%H', `-G${VERSION_LINE}`, '--', manifestPath],
    { cwd },
  );
  return stdout.trim() || undefined;
}

/**
 * The `version` the manifest at `manifestPath` had in `commit`.
 *
 * @param {string} cwd
 * @param {string} commit
 * @param {string} manifestPath
 * @returns {Promise<string | undefined>}
 */
export async function versionAt(cwd, commit, manifestPath) {
  const { stdout } = await run('git', ['show', `${commit}:${manifestPath}`], { cwd });
  return JSON.parse(stdout).version;
}
