import { crc32 } from 'node:zlib';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type TestBackend } from '../../src/testing.js';
import {
  bodyBytes,
  codeOf,
  createUser,
  serviceClient,
  startStorageBackend,
  type TestUser,
} from './helpers.js';

/** A 400×300 image with a left and a right half, so crops and squashes show. */
function picture(format: 'png' | 'jpeg'): Promise<Buffer> {
  const half = { width: 200, height: 300, channels: 3 as const };
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: { create: { ...half, background: '#0000ff' } },
        left: 200,
        top: 0,
      },
    ])
    [format]()
    .toBuffer();
}

/** A valid PNG whose header claims `width`×`height`: too big to decode, cheap to store. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture('png'));
  // IHDR data starts at byte 16 (signature 8, length 4, type 4); its CRC follows 13 bytes on.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function sizeOf(data: ArrayBuffer | Buffer) {
  const { width, height, format } = await sharp(Buffer.from(data as ArrayBuffer)).metadata();
  return { width, height, format };
}

describe.each(engines)('image transformations on %s', (engine) => {
  let backend: TestBackend;
  let service: SupabaseClient;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    backend = await startStorageBackend(engine);
    service = serviceClient(backend);
    alice = await createUser(backend, 'alice@example.com');
    bob = await createUser(backend, 'bob@example.com');
    const avatars = service.storage.from('avatars');
    const uploads = [
      avatars.upload('pic.png', await picture('png'), { contentType: 'image/png' }),
      avatars.upload('pic.jpg', await picture('jpeg'), { contentType: 'image/jpeg' }),
      avatars.upload('notes.txt', 'not an image', { contentType: 'text/plain' }),
      avatars.upload('huge.png', await pngClaiming(8000, 7000), { contentType: 'image/png' }),
      service.storage
        .from('files')
        .upload(`${alice.id}/photo.png`, await picture('png'), { contentType: 'image/png' }),
    ];
    for (const result of await Promise.all(uploads)) expect(result.error).toBeNull();
  });
  afterAll(() => backend.stop());

  const publicUrl = (path: string, transform: Record<string, unknown>) =>
    service.storage.from('avatars').getPublicUrl(path, { transform }).data.publicUrl;

  it('resizes public images with cover, contain and fill, never enlarging', async () => {
    const cover = await fetch(publicUrl('pic.png', { width: 100, height: 50, resize: 'cover' }));
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect(cover.headers.get('x-transformations')).toBe('height:50,width:100,resizing_type:fill');
    const info = await service.storage.from('avatars').info('pic.png');
    expect(cover.headers.get('etag')).toBe(info.data?.etag);
    expect(cover.headers.get('cache-control')).toBe('max-age=3600');
    const covered = Buffer.from(await cover.arrayBuffer());
    expect(await sizeOf(covered)).toEqual({ width: 100, height: 50, format: 'png' });
    // Cover crops the middle: both halves' colours are still at the edges.
    const { data } = await sharp(covered).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[2]]).toEqual([255, 0]);
    expect([data[99 * 3], data[99 * 3 + 2]]).toEqual([0, 255]);

    const contain = await fetch(
      publicUrl('pic.png', { width: 100, height: 100, resize: 'contain' }),
    );
    expect(await sizeOf(await contain.arrayBuffer())).toMatchObject({ width: 100, height: 75 });
    const fill = await fetch(publicUrl('pic.png', { width: 100, height: 100, resize: 'fill' }));
    expect(await sizeOf(await fill.arrayBuffer())).toMatchObject({ width: 100, height: 100 });
    const widthOnly = await fetch(publicUrl('pic.png', { width: 200 }));
    expect(await sizeOf(await widthOnly.arrayBuffer())).toMatchObject({ width: 200, height: 150 });
    const larger = await fetch(publicUrl('pic.png', { width: 5000 }));
    expect(larger.headers.get('x-transformations')).toBe('width:2000,resizing_type:fill');
    expect(await sizeOf(await larger.arrayBuffer())).toMatchObject({ width: 400, height: 300 });
  });

  it('picks WebP when Accept allows it unless origin is asked for, and applies quality', async () => {
    const url = publicUrl('pic.jpg', { width: 200 });
    const webp = await fetch(url, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sizeOf(await webp.arrayBuffer())).format).toBe('webp');
    const plain = await fetch(url, { headers: { accept: '*/*' } });
    expect(plain.headers.get('content-type')).toBe('image/jpeg');
    const origin = await fetch(publicUrl('pic.jpg', { width: 200, format: 'origin' }), {
      headers: { accept: 'image/webp' },
    });
    expect(origin.headers.get('content-type')).toBe('image/jpeg');
    const asked = await fetch(publicUrl('pic.png', { format: 'webp' }));
    expect(asked.headers.get('content-type')).toBe('image/webp');

    const low = await fetch(publicUrl('pic.jpg', { quality: 20 }));
    const high = await fetch(publicUrl('pic.jpg', { quality: 100 }));
    expect(low.headers.get('x-transformations')).toBe('quality:20');
    expect((await low.arrayBuffer()).byteLength).toBeLessThan(
      (await high.arrayBuffer()).byteLength,
    );
  });

  it("converts authenticated downloads to WebP by the client's Accept header, unless origin", async () => {
    const accepting = createClient(backend.url, backend.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Accept: 'image/webp' } },
    });
    const avatars = accepting.storage.from('avatars');
    const webp = await avatars.download('pic.jpg', { transform: { width: 200, height: 200 } });
    expect(webp.error).toBeNull();
    expect(webp.data?.type).toBe('image/webp');
    expect((await sizeOf(await (webp.data as Blob).arrayBuffer())).format).toBe('webp');
    const origin = await avatars.download('pic.jpg', {
      transform: { width: 200, height: 200, format: 'origin' },
    });
    expect(origin.error).toBeNull();
    expect(origin.data?.type).toBe('image/jpeg');
    expect(await sizeOf(await (origin.data as Blob).arrayBuffer())).toEqual({
      width: 200,
      height: 200,
      format: 'jpeg',
    });
  });

  it('transforms downloads as the caller, with policies deciding', async () => {
    const path = `${alice.id}/photo.png`;
    const own = await alice.client.storage
      .from('files')
      .download(path, { transform: { width: 40, height: 40 } });
    expect(own.error).toBeNull();
    expect(await sizeOf(await (own.data as Blob).arrayBuffer())).toEqual({
      width: 40,
      height: 40,
      format: 'png',
    });
    const other = await bob.client.storage
      .from('files')
      .download(path, { transform: { width: 40 } });
    expect(codeOf(other.error)).toBe('NoSuchKey');
    const privateAsPublic = await fetch(
      service.storage.from('files').getPublicUrl(path, { transform: { width: 40 } }).data.publicUrl,
    );
    expect(await privateAsPublic.json()).toMatchObject({ code: 'NoSuchBucket' });
  });

  it('renders signed URLs with the transformations signed into them', async () => {
    const path = `${alice.id}/photo.png`;
    const signed = await alice.client.storage
      .from('files')
      .createSignedUrl(path, 60, { transform: { width: 120, height: 30, resize: 'fill' } });
    expect(signed.error).toBeNull();
    const url = signed.data?.signedUrl as string;
    expect(url).toContain('/storage/v1/render/image/sign/files/');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('expires')).toMatch(/GMT$/);
    expect(await sizeOf(await response.arrayBuffer())).toMatchObject({ width: 120, height: 30 });
    // Parameters added to the URL change nothing: only what was signed applies.
    const tampered = await fetch(`${url}&width=300&height=300`);
    expect(await sizeOf(await tampered.arrayBuffer())).toMatchObject({ width: 120, height: 30 });

    const plain = await alice.client.storage.from('files').createSignedUrl(path, 60);
    expect(plain.data?.signedUrl).toContain('/storage/v1/object/sign/files/');
    const badTransform = await alice.client.storage
      .from('files')
      .createSignedUrl(path, 60, { transform: { width: -5 } });
    expect(badTransform.error).toMatchObject({
      statusCode: '400',
      message: 'body/transform/width must be >= 0',
    });
  });

  it("refuses non-images, bad parameters and oversized sources in Storage's error shape", async () => {
    const base = `${backend.url}/storage/v1/render/image/public/avatars`;
    const cases: [string, string][] = [
      ['notes.txt?width=10', 'The source image is invalid or unsupported for rendering'],
      ['pic.png?width=-1', 'querystring/width must be >= 0'],
      ['pic.png?height=abc', 'querystring/height must be integer'],
      ['pic.png?quality=10', 'querystring/quality must be >= 20'],
      ['pic.png?quality=101', 'querystring/quality must be <= 100'],
      ['pic.png?resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
      ['pic.png?format=png', 'querystring/format must be equal to one of the allowed values'],
      ['huge.png?width=10', 'The source image resolution is too large to process'],
    ];
    for (const [path, message] of cases) {
      const response = await fetch(`${base}/${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({
        statusCode: '400',
        code: 'InvalidRequest',
        error: 'InvalidRequest',
        message,
      });
    }
    const missing = await fetch(`${base}/nothing.png?width=10`);
    expect(await missing.json()).toMatchObject({ code: 'NoSuchKey', message: 'Object not found' });

    const big = bodyBytes(25 * 1024 * 1024 + 1);
    const upload = await service.storage
      .from('avatars')
      .upload('big.png', big, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const tooBig = await fetch(`${base}/big.png?width=10`);
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toMatchObject({
      message: 'The source image file is too large to process',
    });
  });
});
