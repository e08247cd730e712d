import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type CliProcess, spawnCli } from './cli-process.js';
import { json } from './clients.js';
import { fixture } from './helpers.js';

async function insertStep(cli: CliProcess, step: number): Promise<void> {
  const response = await fetch(`${cli.ready.url}/rest/v1/applied_order`, {
    method: 'POST',
    headers: { apikey: cli.ready.secretKey, 'content-type': 'application/json' },
    body: JSON.stringify({ step, label: `write ${step}` }),
  });
  expect(response.status).toBe(201);
}

async function steps(cli: CliProcess): Promise<number[]> {
  const response = await fetch(`${cli.ready.url}/rest/v1/applied_order?select=step&order=step`, {
    headers: { apikey: cli.ready.secretKey },
  });
  return (await json(response)).map((row: { step: number }) => row.step);
}

describe('durability of a PGlite data directory', () => {
  it('keeps every acknowledged write across SIGTERM and across kill -9', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lb-durable-'));
    const args = [
      'start',
      '--json',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--project',
      fixture('basic'),
    ];

    const spawned: CliProcess[] = [];
    onTestFinished(() => {
      for (const cli of spawned) if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
    });
    const first = await spawnCli(args);
    spawned.push(first);
    for (let step = 10; step < 20; step++) await insertStep(first, step);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await spawnCli(args);
    spawned.push(second);
    // Migrations are not re-applied and the seed (step 2) ran only on the fresh database.
    expect(await steps(second)).toEqual([1, 2, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    await Promise.all([20, 21, 22, 23, 24].map((step) => insertStep(second, step)));
    second.child.kill('SIGKILL');
    await second.exited;

    const third = await spawnCli(args);
    spawned.push(third);
    try {
      expect(await steps(third)).toEqual([
        1, 2, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
      ]);
    } finally {
      third.child.kill('SIGTERM');
      await third.exited;
    }
  }, 120_000);
});
