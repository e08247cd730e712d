#!/usr/bin/env node
// Fails when a published package changed since its last versioning and no pending changeset
// names it: every change its users get must reach its changelog (RELEASING.md, step 1).
import { isRepoShallow } from '@changesets/git';
import { unannouncedChanges } from './changeset-gate/unannounced-changes.mjs';

const cwd = process.cwd();
if (await isRepoShallow({ cwd })) {
  console.error(
    'The changeset check needs the history back to each package’s last versioning: clone with full history (fetch-depth: 0).',
  );
  process.exit(1);
}
const unannounced = await unannouncedChanges(cwd);
if (unannounced.length > 0) {
  console.error('Changed since their last versioning, with no pending changeset naming them:');
  for (const { name, since } of unannounced) {
    console.error(`  ${name} (${since ? `since ${since.slice(0, 7)}` : 'never versioned'})`);
  }
  console.error(
    'Add one with `pnpm changeset`; for a change its users never see, give the package the bump `none`.',
  );
  process.exit(1);
}
console.log('Every changed published package is named by a pending changeset.');
