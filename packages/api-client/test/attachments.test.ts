import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import {
  ATTACHMENT_MAX_BYTES,
  type Attachment,
  SIGNED_URL_MAX_TTL_SECONDS,
  SIGNED_URL_TTL_SECONDS,
} from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isUploadCanceledError,
  type TandemClient,
  toTandemError,
  UploadCanceledError,
} from '../src/index.js';
import { acme, insertTask } from './support/acme.js';
import { createUser, DEMO, signedIn, startBackend, uniqueEmail } from './support/backend.js';
import { countingFetch, rejection } from './support/expect.js';

const MIB = 1024 * 1024;

/** Bytes with a pattern (no accidental text), `size` long. */
function bytes(size: number, seed = 7): Uint8Array {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) data[i] = (i * seed + (i >> 10)) % 251;
  return data;
}

/**
 * An HTTP proxy in front of the backend that records the resumable-upload requests passing
 * through and can drop every open connection (as a lost network would) or refuse new ones.
 */
async function startProxy(target: string) {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const requests: { method: string; offset: number | undefined; at: number }[] = [];
  let refusing = false;
  let counter = 0;
  const server = http.createServer((req, res) => {
    counter += 1;
    if (req.url?.startsWith('/storage/v1/upload/resumable')) {
      const offset = req.headers['upload-offset'];
      requests.push({
        method: req.method ?? '',
        offset: offset ? Number(offset) : undefined,
        at: counter,
      });
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.on('close', () => {
      if (!req.complete) forward.destroy();
    });
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    if (refusing) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    drop: () => {
      for (const socket of sockets) socket.destroy();
    },
    refuse: (value: boolean) => {
      refusing = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Whether a download has exactly `expected` (compared natively: deep equality of 13 MiB is slow). */
async function sameBytes(response: Response, expected: Uint8Array): Promise<boolean> {
  return Buffer.from(await response.arrayBuffer()).equals(expected);
}

describe.each(engines)('attachments on %s', (engine) => {
  let backend: TestBackend;
  let owner: TandemClient;
  let member: TandemClient;
  let viewer: TandemClient;
  let outsider: TandemClient;
  let memberId: string;
  let place: { workspaceId: string; boardId: string };

  beforeAll(async () => {
    backend = await startBackend(engine);
    owner = await signedIn(backend, DEMO.owner);
    member = await signedIn(backend, DEMO.member);
    viewer = await signedIn(backend, DEMO.viewer);
    const email = uniqueEmail('outsider');
    await createUser(backend, email, 'Outsider');
    outsider = await signedIn(backend, email);
    memberId = (await (await member.supabase()).auth.getUser()).data.user?.id ?? '';
    place = await acme(owner);
  });

  afterAll(async () => {
    await backend?.stop();
  });

  const newTask = async (title: string) => (await insertTask(owner, place, title)).id;
  const upload = (client: TandemClient, taskId: string, file: Uint8Array, fileName = 'notes.bin') =>
    client.attachments.upload({ taskId, file, fileName });
  /** Runs `test` with a member's client whose requests go through a fresh proxy. */
  const throughProxy = async (
    test: (client: TandemClient, proxy: Awaited<ReturnType<typeof startProxy>>) => Promise<void>,
  ) => {
    const proxy = await startProxy(backend.url);
    try {
      await test(await signedIn(backend, DEMO.member, undefined, { url: proxy.url }), proxy);
    } finally {
      await proxy.close();
    }
  };
  /** Whether the stored object of `attachment` holds exactly `file`. */
  const stores = async (attachment: Attachment, file: Uint8Array) =>
    sameBytes(await fetch(await member.attachments.downloadUrl(attachment)), file);
  const objectsIn = async (taskId: string) => {
    const { data } = await (await (await owner.supabase()).storage())
      .from('attachments')
      .list(`${place.workspaceId}/${taskId}`);
    return (data ?? []).map((o) => o.name);
  };

  it('uploads in 6 MiB chunks with monotonic progress, records the row, and signs a URL to the same bytes', async () => {
    const taskId = await newTask('Upload');
    const file = bytes(13 * MIB);
    const progress: [number, number][] = [];
    const attachment = await member.attachments.upload({
      taskId,
      file,
      fileName: 'Plan Ü v2.bin',
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(attachment).toMatchObject({
      task_id: taskId,
      workspace_id: place.workspaceId,
      file_name: 'Plan Ü v2.bin',
      mime_type: 'application/octet-stream',
      size_bytes: file.byteLength,
      uploaded_by: memberId,
    });
    expect(attachment.object_path).toMatch(
      new RegExp(`^${place.workspaceId}/${taskId}/[0-9a-f-]{36}-Plan_U_v2\\.bin$`),
    );
    expect(progress.length).toBeGreaterThanOrEqual(3);
    const sent = progress.map(([s]) => s);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual([file.byteLength, file.byteLength]);

    expect(await member.attachments.list(taskId)).toEqual([attachment]);
    const url = await viewer.attachments.downloadUrl(attachment);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await sameBytes(response, file)).toBe(true);
    const asFile = await fetch(
      await viewer.attachments.downloadUrl(attachment.object_path, { download: 'plan.bin' }),
    );
    expect(asFile.headers.get('content-disposition')).toContain('plan.bin');
  });

  it('never signs a link for longer than SIGNED_URL_MAX_TTL_SECONDS', async () => {
    const taskId = await newTask('Short links');
    const attachment = await member.attachments.upload({
      taskId,
      file: new Blob(['kept short'], { type: 'text/plain' }),
      fileName: 'short.txt',
    });
    const lifetime = async (expiresIn?: number) => {
      const url = new URL(await member.attachments.downloadUrl(attachment, { expiresIn }));
      const token = url.searchParams.get('token') as string;
      const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
      return claims.exp - claims.iat;
    };
    expect(await lifetime(100 * 365 * 86_400)).toBe(SIGNED_URL_MAX_TTL_SECONDS);
    expect(await lifetime()).toBe(SIGNED_URL_TTL_SECONDS);
    expect(await lifetime(-5)).toBe(SIGNED_URL_TTL_SECONDS);
  });

  it('takes the MIME type of a Blob and uploads Blobs too', async () => {
    const taskId = await newTask('Blob upload');
    const attachment = await member.attachments.upload({
      taskId,
      file: new Blob(['# Notes'], { type: 'text/markdown' }),
      fileName: 'notes.md',
    });
    expect(attachment).toMatchObject({ mime_type: 'text/markdown', size_bytes: 7 });
    const response = await fetch(await member.attachments.downloadUrl(attachment));
    expect(await response.text()).toBe('# Notes');
  });

  it('cancels through an AbortSignal: UploadCanceledError, no row, no object', async () => {
    const taskId = await newTask('Cancel');
    const controller = new AbortController();
    const error = await rejection(
      member.attachments.upload({
        taskId,
        file: bytes(13 * MIB),
        fileName: 'big.bin',
        onProgress: () => controller.abort(),
        signal: controller.signal,
      }),
    );
    expect(error).toBeInstanceOf(UploadCanceledError);
    expect(isUploadCanceledError(error)).toBe(true);
    expect((error as Error).name).toBe('AbortError');
    expect(await member.attachments.list(taskId)).toEqual([]);
    expect(await objectsIn(taskId)).toEqual([]);

    const already = new AbortController();
    already.abort();
    const early = await rejection(
      member.attachments.upload({
        taskId,
        file: bytes(10),
        fileName: 'small.bin',
        signal: already.signal,
      }),
    );
    expect(isUploadCanceledError(early)).toBe(true);
  });

  it('resumes from the server offset after the connection drops mid-upload', async () => {
    const taskId = await newTask('Resume');
    await throughProxy(async (client, proxy) => {
      const file = bytes(13 * MIB, 11);
      let dropped = false;
      const attachment = await client.attachments.upload({
        taskId,
        file,
        fileName: 'resumed.bin',
        retryDelays: [0, 200, 500, 1000],
        onProgress: (sent) => {
          if (!dropped && sent > 7 * MIB) {
            dropped = true;
            proxy.drop();
          }
        },
      });
      expect(dropped).toBe(true);
      // After the drop, tus asked the server how far it got (HEAD) and went on from there.
      const head = proxy.requests.findIndex((r) => r.method === 'HEAD');
      expect(head).toBeGreaterThan(0);
      const resumed = proxy.requests.slice(head).find((r) => r.method === 'PATCH');
      expect(resumed?.offset).toBeGreaterThan(0);
      expect(proxy.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      expect(await stores(attachment, file)).toBe(true);
    });
  });

  it('resumes a failed upload when the same file is uploaded again (network/offline first)', async () => {
    const taskId = await newTask('Retry');
    await throughProxy(async (client, proxy) => {
      const file = bytes(13 * MIB, 13);
      const input = { taskId, file, fileName: 'retry.bin' };
      const failure = await rejection(
        client.attachments.upload({
          ...input,
          retryDelays: [],
          onProgress: (sent) => {
            if (sent > 7 * MIB) {
              proxy.refuse(true);
              proxy.drop();
            }
          },
        }),
      );
      expect(failure).toMatchObject({ code: 'network/offline' });
      expect(await member.attachments.list(taskId)).toEqual([]);

      proxy.refuse(false);
      const before = proxy.requests.length;
      const attachment = await client.attachments.upload(input);
      const second = proxy.requests.slice(before);
      expect(second[0]?.method).toBe('HEAD');
      expect(second.some((r) => r.method === 'POST')).toBe(false);
      expect(second.find((r) => r.method === 'PATCH')?.offset).toBeGreaterThan(0);
      expect(await stores(attachment, file)).toBe(true);
    });
  });

  it('refuses a file over 25 MiB before sending it (storage/too-large); the bucket refuses it too', async () => {
    const taskId = await newTask('Too large');
    const big = new Uint8Array(ATTACHMENT_MAX_BYTES + MIB);
    const error = await rejection(upload(member, taskId, big, 'huge.bin'));
    expect(error).toMatchObject({
      code: 'storage/too-large',
      fieldErrors: { file: [expect.any(String)] },
    });
    expect(await objectsIn(taskId)).toEqual([]);
    // Around the client's check, the bucket's own limit answers with the same code.
    const direct = await (await (await member.supabase()).storage())
      .from('attachments')
      .upload(`${place.workspaceId}/${taskId}/huge.bin`, big);
    expect(toTandemError(direct.error).code).toBe('storage/too-large');
  });

  it('refuses a bad name or MIME type before any request (data/invalid)', async () => {
    const taskId = await newTask('Invalid');
    expect(await rejection(upload(member, taskId, bytes(4), '   '))).toMatchObject({
      code: 'data/invalid',
      fieldErrors: { fileName: [expect.any(String)] },
    });
    expect(
      await rejection(
        member.attachments.upload({
          taskId,
          file: bytes(4),
          fileName: 'x.bin',
          mimeType: 'not a type',
        }),
      ),
    ).toMatchObject({ code: 'data/invalid', fieldErrors: { mimeType: [expect.any(String)] } });
  });

  it('allows 20 attachments per task: the database refuses a racing 21st and its object is removed; later ones are refused up front', async () => {
    const taskId = await newTask('Full');
    for (let i = 0; i < 19; i += 1) await upload(member, taskId, bytes(8, i + 1), `f${i}.bin`);
    // Both pass the client's count (19), the database lets one through.
    const racing = await Promise.allSettled([
      upload(member, taskId, bytes(8, 101), 'a.bin'),
      upload(owner, taskId, bytes(8, 102), 'b.bin'),
    ]);
    const refused = racing.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'data/invalid' });
    expect(await member.attachments.list(taskId)).toHaveLength(20);
    expect(await objectsIn(taskId)).toHaveLength(20);

    const counted = countingFetch();
    const client = await signedIn(backend, DEMO.member, undefined, { fetch: counted.fetch });
    const before = counted.counter.requests;
    expect(await rejection(upload(client, taskId, bytes(8, 103), 'c.bin'))).toMatchObject({
      code: 'data/invalid',
      message: 'A task can have at most 20 attachments.',
    });
    // Only the task's workspace and the count were asked: nothing was uploaded.
    expect(counted.counter.requests - before).toBe(2);
    expect(await objectsIn(taskId)).toHaveLength(20);
  });

  it('refuses uploads by a viewer (data/forbidden) and by a non-member (data/not-found)', async () => {
    const taskId = await newTask('Refused uploads');
    expect(await rejection(upload(viewer, taskId, bytes(16)))).toMatchObject({
      code: 'data/forbidden',
    });
    // A non-member cannot see the task whose workspace the upload looks up.
    expect(await rejection(upload(outsider, taskId, bytes(16)))).toMatchObject({
      code: 'data/not-found',
      status: 404,
    });
    expect(await objectsIn(taskId)).toEqual([]);
  });

  it('shows a non-member nothing: no rows, and no download URL (data/not-found)', async () => {
    const taskId = await newTask('Private');
    const attachment = await upload(member, taskId, bytes(16));
    expect(await outsider.attachments.list(taskId)).toEqual([]);
    expect(await rejection(outsider.attachments.downloadUrl(attachment))).toMatchObject({
      code: 'data/not-found',
    });
  });

  it('lets members delete their own, admins any, and refuses the rest', async () => {
    const taskId = await newTask('Deletes');
    const own = await upload(member, taskId, bytes(16, 1), 'own.bin');
    const members = await upload(member, taskId, bytes(16, 2), 'members.bin');
    const owners = await upload(owner, taskId, bytes(16, 3), 'owners.bin');
    const exists = async (a: Attachment) =>
      (await objectsIn(taskId)).some((name) => a.object_path.endsWith(name));

    await member.attachments.delete(own);
    expect(await exists(own)).toBe(false);

    expect(await rejection(member.attachments.delete(owners))).toMatchObject({
      code: 'data/forbidden',
      status: 403,
    });
    expect(await rejection(viewer.attachments.delete(members))).toMatchObject({
      code: 'data/forbidden',
      status: 403,
    });
    expect(await rejection(outsider.attachments.delete(members))).toMatchObject({
      code: 'data/not-found',
      status: 404,
    });
    expect(await exists(owners)).toBe(true);
    expect(await exists(members)).toBe(true);

    await owner.attachments.delete(members);
    expect((await member.attachments.list(taskId)).map((a) => a.id)).toEqual([owners.id]);
    expect(await exists(members)).toBe(false);
    expect(await rejection(owner.attachments.delete(members))).toMatchObject({
      code: 'data/not-found',
    });
  });
});
