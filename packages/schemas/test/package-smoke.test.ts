// Imports the built package the way a consumer does: plain Node ESM resolving
// `@tandem/schemas` through the package's own `exports` (self-reference), so `dist/` is what
// runs, not `src/`. `pnpm test` builds first (turbo `test` depends on `build`).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

function runNode(source: string): unknown {
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd: packageDir,
    encoding: 'utf8',
  });
  return JSON.parse(stdout);
}

describe('built package', () => {
  it('has been built', () => {
    expect(existsSync(new URL('../dist/index.js', import.meta.url))).toBe(true);
    expect(existsSync(new URL('../dist/index.d.ts', import.meta.url))).toBe(true);
  });

  it('resolves to dist/ from plain Node ESM and exposes working schemas', () => {
    const result = runNode(`
      import * as schemas from '@tandem/schemas';
      const resolved = import.meta.resolve('@tandem/schemas');
      const email = schemas.emailSchema.parse('  Ann@Example.COM ');
      const title = schemas.createTaskInputSchema.safeParse({
        workspace_id: '11111111-1111-1111-1111-111111111111',
        board_id: '11111111-1111-1111-1111-111111111111',
        title: 'x'.repeat(201),
      });
      console.log(JSON.stringify({
        resolved,
        email,
        titleError: title.success ? null : title.error.issues[0].message,
        statuses: schemas.TASK_STATUSES,
        attachmentMax: schemas.ATTACHMENT_MAX_BYTES,
        reopen: schemas.canTransition('canceled', 'todo'),
        skipFromCanceled: schemas.canTransition('canceled', 'done'),
        adminDeletes: schemas.can('admin', 'workspace.own'),
        invitation: schemas.invitationState(
          { expires_at: '2026-11-08T09:00:00+00:00', accepted_at: null, revoked_at: null },
          new Date('2026-11-08T09:00:00Z'),
        ),
        conflict: schemas.ERROR_CATALOGUE['data/conflict'].display,
      }));
    `);
    expect(result).toEqual({
      resolved: expect.stringMatching(/\/packages\/schemas\/dist\/index\.js$/),
      email: 'ann@example.com',
      titleError: 'Title must be at most 200 characters',
      statuses: ['backlog', 'todo', 'in_progress', 'in_review', 'done', 'canceled'],
      attachmentMax: 26_214_400,
      reopen: true,
      skipFromCanceled: false,
      adminDeletes: false,
      invitation: 'expired',
      conflict: 'dialog',
    });
  });
});
