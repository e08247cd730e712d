import { crc32, deflateSync } from 'node:zlib';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TandemClient } from '../src/index.js';
import { acme, insertTask } from './support/acme.js';
import { DEMO, signedIn, startBackend } from './support/backend.js';

/** A `width`×`height` grey RGB PNG, built by hand (no image library needed). */
function png(width: number, height: number): Buffer<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // Each row: filter byte 0, then grey RGB pixels.
  const rows = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let y = 0; y < height; y += 1) rows[y * (width * 3 + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]) as Buffer<ArrayBuffer>;
}

/** Width and height from a PNG's header. */
function pngSize(bytes: ArrayBuffer) {
  const view = Buffer.from(bytes);
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

describe.each(engines)('attachment thumbnails on %s', (engine) => {
  let backend: TestBackend;
  let member: TandemClient;
  let place: { workspaceId: string; boardId: string };
  let taskId: string;

  beforeAll(async () => {
    backend = await startBackend(engine);
    const owner = await signedIn(backend, DEMO.owner);
    member = await signedIn(backend, DEMO.member);
    place = await acme(owner);
    taskId = (await insertTask(owner, place, 'Thumbnails')).id;
  });

  afterAll(async () => {
    await backend?.stop();
  });

  it('signs a URL to a resized image when asked for a transform', async () => {
    const attachment = await member.attachments.upload({
      taskId,
      file: new Blob([png(300, 200)], { type: 'image/png' }),
      fileName: 'photo.png',
    });
    const thumbnail = await member.attachments.downloadUrl(attachment, {
      transform: { width: 60, height: 60, resize: 'cover', format: 'origin' },
    });
    expect(thumbnail).toContain('/storage/v1/render/image/sign/attachments/');
    const response = await fetch(thumbnail);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(pngSize(await response.arrayBuffer())).toEqual({ width: 60, height: 60 });

    const original = await fetch(await member.attachments.downloadUrl(attachment));
    expect(pngSize(await original.arrayBuffer())).toEqual({ width: 300, height: 200 });
  });
});
