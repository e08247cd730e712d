import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobStore, StagedUpload } from '../blob-store.js';
import { quotedMd5 } from './chunks.js';
import { appendToFile, writeFileAtomically } from './disk-files.js';

type Staging = Pick<
  BlobStore,
  | 'stageCreate'
  | 'stageSave'
  | 'stageList'
  | 'stageAppend'
  | 'stageSize'
  | 'stageCommit'
  | 'stageDrop'
>;

const STATE_SUFFIX = '.json';

/**
 * Lists staged uploads: `<id>` holds the bytes received, `<id>.json` the upload's state.
 * Anything else (a half-created upload, a temp file of an interrupted save) is deleted.
 */
async function listStaged(dir: string): Promise<StagedUpload[]> {
  const names = new Set(await readdir(dir));
  const staged: StagedUpload[] = [];
  for (const name of names) {
    const id = name.endsWith(STATE_SUFFIX) ? name.slice(0, -STATE_SUFFIX.length) : undefined;
    if (id && names.has(id)) {
      staged.push({ id, state: await readFile(join(dir, name), 'utf8') });
    } else if (!names.has(`${name}${STATE_SUFFIX}`)) {
      await rm(join(dir, name), { force: true });
    }
  }
  return staged;
}

/**
 * The staging area of a file store: resumable uploads' bytes and state under `dir`, both
 * fsynced, so an upload in progress resumes after a restart. `publish` moves a complete
 * upload's file to a blob version.
 */
export function createDiskStaging(
  dir: string,
  ready: Promise<unknown>,
  publish: (file: string, version: string) => Promise<void>,
): Staging {
  const bytesOf = (id: string) => join(dir, id);
  const stateOf = (id: string) => join(dir, `${id}${STATE_SUFFIX}`);
  return {
    async stageCreate(id, state) {
      await ready;
      const handle = await open(bytesOf(id), 'wx');
      await handle.sync();
      await handle.close();
      // The state is written last (its rename fsyncs the folder): an upload is listed only
      // once both exist.
      await writeFileAtomically(stateOf(id), state);
    },
    stageSave: (id, state) => writeFileAtomically(stateOf(id), state),
    async stageList() {
      await ready;
      return listStaged(dir);
    },
    async stageAppend(id, source, maxBytes) {
      const current = (await stat(bytesOf(id))).size;
      return appendToFile(bytesOf(id), 'a', source, current, maxBytes);
    },
    stageSize: (id) =>
      stat(bytesOf(id)).then(
        (s) => s.size,
        () => undefined,
      ),
    async stageCommit(id) {
      const path = bytesOf(id);
      const hash = createHash('md5');
      for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
      const { size } = await stat(path);
      const version = randomUUID();
      await publish(path, version);
      await rm(stateOf(id), { force: true });
      return { version, size, eTag: quotedMd5(hash) };
    },
    async stageDrop(id) {
      await rm(stateOf(id), { force: true });
      await rm(bytesOf(id), { force: true });
    },
  };
}
