import type { createHash } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { withinLimit } from './chunks.js';

/** Fsyncs a directory, so a rename or a new file in it survives a crash. */
export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Moves a finished, fsynced file to `target` and makes the rename durable. */
export async function publishFile(from: string, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  await rename(from, target);
  await fsyncDir(dirname(target));
}

/**
 * Streams `source` into `path` (created with `wx`, or appended to with `a`) and fsyncs it.
 * Refuses bytes past `maxBytes` in total; returns the new size.
 */
export async function appendToFile(
  path: string,
  flags: 'wx' | 'a',
  source: AsyncIterable<Uint8Array>,
  startSize: number,
  maxBytes: number,
  hash?: ReturnType<typeof createHash>,
): Promise<number> {
  const handle = await open(path, flags);
  let size = startSize;
  try {
    for await (const chunk of withinLimit(source, startSize, maxBytes)) {
      size += chunk.length;
      hash?.update(chunk);
      await handle.write(chunk);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return size;
}

/** Replaces `path` with `text` atomically: written beside it, fsynced, then renamed over it. */
export async function writeFileAtomically(path: string, text: string): Promise<void> {
  const tmp = `${path}.${process.pid}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await publishFile(tmp, path);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}
