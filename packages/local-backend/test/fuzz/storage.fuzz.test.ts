import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type TestBackend } from '../../src/testing.js';
import { createUser, startStorageBackend } from '../storage/helpers.js';
import {
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  fuzz,
  headerSafe,
  hostileJson,
  hostileText,
  pathSegment,
  responseProblem,
} from './harness.js';

const BUCKETS = ['avatars', 'files', 'workspaces', 'limited', 'nope'];
const ROUTES = [
  'POST /object/:bucket/:key',
  'PUT /object/:bucket/:key',
  'GET /object/:bucket/:key',
  'GET /object/public/:bucket/:key',
  'GET /object/authenticated/:bucket/:key',
  'GET /object/info/:bucket/:key',
  'HEAD /object/:bucket/:key',
  'DELETE /object/:bucket',
  'POST /object/list/:bucket',
  'POST /object/list-v2/:bucket',
  'POST /object/move',
  'POST /object/copy',
  'POST /object/sign/:bucket/:key',
  'POST /object/sign/:bucket',
  'GET /object/sign/:bucket/:key',
  'POST /object/upload/sign/:bucket/:key',
  'PUT /object/upload/sign/:bucket/:key',
  'GET /bucket',
  'POST /bucket',
  'GET /bucket/:bucket',
  'PUT /bucket/:bucket',
  'POST /bucket/:bucket/empty',
  'DELETE /bucket/:bucket',
  'POST /upload/resumable',
  'HEAD /upload/resumable/:key',
  'PATCH /upload/resumable/:key',
  'DELETE /upload/resumable/:key',
] as const;
const FIELDS = [
  'bucketId',
  'sourceKey',
  'destinationKey',
  'destinationBucket',
  'prefixes',
  'prefix',
  'limit',
  'offset',
  'sortBy',
  'search',
  'cursor',
  'expiresIn',
  'paths',
  'id',
  'name',
  'public',
  'file_size_limit',
  'allowed_mime_types',
  'copyMetadata',
  'metadata',
];

describe.each(engines)('generated /storage/v1 requests on %s', (engine) => {
  let backend: TestBackend;
  let userId: string;
  let userToken: string;
  beforeAll(async () => {
    backend = await startStorageBackend(engine);
    const user = await createUser(backend, 'fuzz@example.test');
    userId = user.id;
    userToken = user.token;
  });
  afterAll(() => backend?.stop());

  it(
    `answers ${FUZZ_RUNS} generated keys, bodies and TUS headers without a 5xx`,
    async () => {
      const key = fc.oneof(
        fc.constantFrom(`${userId}/a.txt`, `${userId}/dir/b.png`, 'x.html'),
        fc
          .array(hostileText(12), { minLength: 1, maxLength: 3 })
          .map((parts) => parts.map(pathSegment).join('/')),
      );
      const value = fc.oneof(
        fc.constantFrom(
          ...BUCKETS,
          `${userId}/a.txt`,
          `${userId}/c.txt`,
          60,
          ['image/*'],
          [`${userId}/a.txt`],
        ),
        hostileJson(),
      );
      const header = (values: string[]) =>
        fc.oneof(fc.constantFrom(...values), hostileText(30).map(headerSafe));
      const request = fc.record({
        route: fc.constantFrom(...ROUTES),
        bucket: fc.oneof(fc.constantFrom(...BUCKETS), hostileText(12).map(pathSegment)),
        key,
        body: fc.oneof(
          fc
            .dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 5 })
            .map((b) => JSON.stringify(b)),
          hostileText(),
          fc.uint8Array({ maxLength: 64 }),
        ),
        headers: fc.record(
          {
            'content-type': header([
              'application/json',
              'text/plain',
              'text/html',
              'image/png',
              'multipart/form-data; boundary=x',
              'application/offset+octet-stream',
            ]),
            'x-upsert': header(['true', 'false']),
            'cache-control': header(['max-age=60', 'no-cache']),
            'x-metadata': header(['eyJhIjoxfQ==', 'not-base64']),
            'tus-resumable': header(['1.0.0', '0.2.2']),
            'upload-length': header(['0', '10', '-1', '99999999999999999999']),
            'upload-offset': header(['0', '5', '-1']),
            'upload-metadata': header([
              'bucketName ZmlsZXM=,objectName eC50eHQ=',
              'bucketName',
              'a b c',
            ]),
            range: header(['bytes=0-1', 'bytes=5-', 'bytes=-1', 'bytes=9-1']),
          },
          { requiredKeys: [] },
        ),
        query: fc.array(
          fc.tuple(fc.constantFrom('token', 'download', 'width', 'limit'), hostileText(20)),
          { maxLength: 2 },
        ),
        who: fc.constantFrom('none', 'anon', 'service', 'user', 'garbage'),
      });
      const count = await fuzz(`storage/${engine}`, request, async (input) => {
        const [method, template] = input.route.split(' ') as [string, string];
        const url = new URL(
          `${backend.url}/storage/v1${template.replace(':bucket', input.bucket).replace(':key', input.key)}`,
        );
        for (const [k, v] of input.query) url.searchParams.append(k, v);
        const headers: Record<string, string> = { ...input.headers };
        const bearer = {
          anon: backend.anonKey,
          service: backend.serviceRoleKey,
          user: userToken,
          garbage: 'a.b.c',
        };
        if (input.who !== 'none') {
          headers.apikey = backend.anonKey;
          headers.authorization = `Bearer ${bearer[input.who]}`;
        }
        const response = await fetch(url, {
          method,
          headers,
          body: method === 'GET' || method === 'HEAD' ? undefined : input.body,
          redirect: 'manual',
        });
        return responseProblem(`${method} ${url.pathname}${url.search}`, response);
      });
      expect(count).toBeGreaterThanOrEqual(FUZZ_RUNS);
      const still = await fetch(`${backend.url}/storage/v1/bucket`, {
        headers: {
          apikey: backend.serviceRoleKey,
          authorization: `Bearer ${backend.serviceRoleKey}`,
        },
      });
      expect(still.status).toBe(200);
    },
    FUZZ_TIMEOUT_MS,
  );
});
