import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `pnpm test` runs `tsc --noEmit` in every package with the shared tsconfig.base.json; this shows
// that gate failing on code its strict options refuse, so a loosened base config fails here.
const run = promisify(execFile);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const base = fileURLToPath(new URL('../../../tsconfig.base.json', import.meta.url));

let project: string;

beforeAll(async () => {
  project = await mkdtemp(join(fileURLToPath(new URL('.', import.meta.url)), '.typecheck-'));
  await writeFile(
    join(project, 'tsconfig.json'),
    JSON.stringify({ extends: base, compilerOptions: { noEmit: true }, include: ['*.ts'] }),
  );
});

afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

/** Type-checks one file in the scratch project; the compiler's exit code and output. */
async function check(source: string): Promise<{ code: number; output: string }> {
  await writeFile(join(project, 'sample.ts'), source);
  try {
    await run(process.execPath, [tsc, '-p', project]);
    return { code: 0, output: '' };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, output: failure.stdout };
  }
}

describe('the type check gate', () => {
  it('passes code that handles a missing array element', async () => {
    const result = await check(
      'export const first = (names: string[]): number => names[0]?.length ?? 0;\n',
    );
    expect(result).toEqual({ code: 0, output: '' });
  }, 60_000);

  it('fails on an array element used as if it were always there', async () => {
    const result = await check(
      'export const first = (names: string[]): number => names[0].length;\n',
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/TS2532|TS18048/);
  }, 60_000);

  it('fails on an implicit any', async () => {
    const result = await check('export const twice = (value) => value * 2;\n');
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('TS7006');
  }, 60_000);
});
