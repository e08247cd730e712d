import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type TestBackend } from '../../src/testing.js';
import {
  codeOf,
  createUser,
  serviceClient,
  startStorageBackend,
  type TestUser,
} from './helpers.js';

const PAGE = '<script>document.title = "owned"</script>';

describe.each(engines)('safe file serving on %s', (engine) => {
  let backend: TestBackend;
  let user: TestUser;
  let base: string;
  beforeAll(async () => {
    backend = await startStorageBackend(engine);
    user = await createUser(backend, 'html@example.test');
    base = `${backend.url}/storage/v1`;
  });
  afterAll(() => backend?.stop());

  it('serves HTML of any letter case as text/plain, every object with nosniff', async () => {
    for (const [name, type] of [
      ['page.html', 'text/html'],
      ['shout.html', 'TEXT/HTML; charset=utf-8'],
      ['picture.png', 'image/png'],
    ] as const) {
      const path = `${user.id}/${name}`;
      const { error } = await user.client.storage
        .from('avatars')
        .upload(path, new Blob([PAGE], { type }), { contentType: type });
      expect(error).toBeNull();
      const urls = [
        user.client.storage.from('avatars').getPublicUrl(path).data.publicUrl,
        `${base}/object/authenticated/avatars/${path}`,
      ];
      for (const url of urls) {
        const response = await fetch(url, { headers: { authorization: `Bearer ${user.token}` } });
        expect(response.status).toBe(200);
        const expected = type === 'image/png' ? 'image/png' : expect.stringMatching(/^text\/plain/);
        expect(response.headers.get('content-type')).toEqual(expected);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(await response.text()).toBe(PAGE);
      }
    }
  });

  it('applies the destination bucket allowed_mime_types and file_size_limit to copy and move', async () => {
    const service = serviceClient(backend);
    const files = service.storage.from('files');
    await files.upload('html/page.html', new Blob([PAGE], { type: 'text/html' }));
    await files.upload('big.txt', new Blob(['x'.repeat(2000)], { type: 'text/plain' }));
    await files.upload('small.txt', new Blob(['fine'], { type: 'text/plain' }));
    const into = { destinationBucket: 'limited' };

    const html = await files.copy('html/page.html', 'page.html', into);
    expect(codeOf(html.error)).toBe('InvalidMimeType');
    const big = await files.move('big.txt', 'big.txt', into);
    expect(codeOf(big.error)).toBe('EntityTooLarge');
    const bigCopy = await files.copy('big.txt', 'big.txt', into);
    expect(codeOf(bigCopy.error)).toBe('EntityTooLarge');
    const htmlMove = await files.move('html/page.html', 'page.html', into);
    expect(codeOf(htmlMove.error)).toBe('InvalidMimeType');

    // Refused moves leave the source where it was; nothing reached the destination.
    const left = await files.list('', { limit: 10 });
    expect(left.data?.map((o) => o.name)).toEqual(expect.arrayContaining(['big.txt', 'html']));
    const limited = await service.storage.from('limited').list();
    expect(limited.data).toEqual([]);

    expect((await files.copy('small.txt', 'small.txt', into)).error).toBeNull();
    expect((await files.move('small.txt', 'moved.txt', into)).error).toBeNull();
  });

  it('answers TUS creation without a valid Tus-Resumable header with 412', async () => {
    for (const version of [undefined, '0.2.2', 'garbage']) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${user.token}`,
        'upload-length': '4',
        'upload-metadata': `bucketName ${btoa('files')},objectName ${btoa(`${user.id}/t.txt`)}`,
      };
      if (version) headers['tus-resumable'] = version;
      const response = await fetch(`${base}/upload/resumable`, { method: 'POST', headers });
      expect(response.status).toBe(412);
      expect(response.headers.get('tus-version')).toBe('1.0.0');
    }
    const created = await fetch(`${base}/upload/resumable`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': '4',
        'upload-metadata': `bucketName ${btoa('files')},objectName ${btoa(`${user.id}/t.txt`)}`,
      },
    });
    expect(created.status).toBe(201);
  });

  it("refuses a request with no credential in storage-api's words, but serves public and signed URLs", async () => {
    // storage-api verifies the empty token and answers jose's message as AccessDenied.
    const refusal = {
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'Invalid Compact JWS',
    };
    const buckets = await fetch(`${base}/bucket`);
    expect(buckets.status).toBe(403);
    expect(await buckets.json()).toEqual(refusal);
    const bare = await fetch(`${base}/object/list/avatars`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"prefix":""}',
    });
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual(refusal);
    const download = await fetch(`${base}/object/avatars/${user.id}/picture.png`);
    expect(download.status).toBe(403);
    // The apikey alone (as supabase-js sends it) is the anon role, not a refusal.
    const withKey = await fetch(`${base}/bucket`, { headers: { apikey: backend.anonKey } });
    expect(withKey.status).toBe(200);

    const publicUrl = await fetch(`${base}/object/public/avatars/${user.id}/picture.png`);
    expect(publicUrl.status).toBe(200);
    const { data } = await user.client.storage
      .from('avatars')
      .createSignedUrl(`${user.id}/picture.png`, 60);
    const signed = await fetch(data?.signedUrl as string);
    expect(signed.status).toBe(200);
  });
});
