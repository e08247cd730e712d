import { relative } from 'node:path';
import { read as readConfig } from '@changesets/config';
import { getChangedPackagesSinceRef } from '@changesets/git';
import readChangesets from '@changesets/read';
import { shouldSkipPackage } from '@changesets/should-skip-package';
import { getPackages } from '@manypkg/get-packages';
import { lastVersioningCommit, versionAt } from './last-versioning.mjs';

/**
 * A published package changed since its last versioning that no pending changeset names.
 *
 * @typedef {object} UnannouncedChange
 * @property {string} name The package's name.
 * @property {string | undefined} since Its last versioning commit (none: never committed).
 */

/**
 * The published packages of the workspace at `cwd` whose files changed since their last
 * versioning commit while no pending changeset names them. Which packages are published, and
 * which changed files count, is changesets' own reading of `.changeset/config.json` (`ignore`,
 * `privatePackages`, `changedFilePatterns`); changes are the files git sees changed since that
 * commit, committed or not. A package whose version differs from the one it had in that commit
 * is being versioned in the working tree: its changes are in the new version's changelog.
 *
 * @param {string} cwd
 * @returns {Promise<UnannouncedChange[]>}
 */
export async function unannouncedChanges(cwd) {
  const workspace = await getPackages(cwd);
  const root = workspace.root.dir;
  const config = await readConfig(root, workspace);
  const named = new Set(
    (await readChangesets(root)).flatMap((changeset) => changeset.releases.map((r) => r.name)),
  );
  const published = workspace.packages.filter(
    (pkg) =>
      !shouldSkipPackage(pkg, {
        ignore: config.ignore,
        allowPrivatePackages: config.privatePackages.version,
      }),
  );
  /** @type {UnannouncedChange[]} */
  const unannounced = [];
  for (const pkg of published) {
    const { name, version } = pkg.packageJson;
    if (named.has(name)) continue;
    const manifest = relative(root, `${pkg.dir}/package.json`);
    const since = await lastVersioningCommit(root, manifest);
    if (since === undefined) {
      unannounced.push({ name, since });
      continue;
    }
    if ((await versionAt(root, since, manifest)) !== version) continue;
    const changed = await getChangedPackagesSinceRef({
      cwd: root,
      ref: since,
      changedFilePatterns: config.changedFilePatterns,
    });
    if (changed.some((other) => other.packageJson.name === name)) unannounced.push({ name, since });
  }
  return unannounced;
}
