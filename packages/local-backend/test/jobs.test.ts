import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, freePort, startTestBackend, type TestBackend } from '../src/testing.js';
import { tempProject, waitUntil } from './helpers.js';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

/** A local HTTP server that records every request and answers 201 with JSON. */
function startHookServer(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      response.writeHead(201, { 'content-type': 'application/json', 'x-hook': 'yes' });
      response.end(JSON.stringify({ ok: true }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, received });
    });
  });
}

describe.each(engines)('pg_net and pg_cron on %s', (engine) => {
  let backend: TestBackend;
  let hook: Awaited<ReturnType<typeof startHookServer>>;

  const sql = <Row = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    backend.context.db.withAdmin((tx) => tx.query<Row>(text, params)).then((r) => r.rows);

  beforeAll(async () => {
    hook = await startHookServer();
    // Supabase's documented pattern, in a migration, unchanged.
    const migration = `
      select cron.schedule(
        'call-hook-every-second',
        '1 seconds',
        $$
        select net.http_post(
          url := '${hook.url}/from-cron',
          headers := '{"Content-Type": "application/json", "Authorization": "Bearer cron-token"}'::jsonb,
          body := '{"hello": "cron"}'::jsonb
        ) as request_id;
        $$
      );`;
    backend = await startTestBackend({
      engine,
      projectDir: tempProject({ '20240101000000_schedule.sql': migration }),
    });
  });
  afterAll(async () => {
    await backend?.stop();
    hook?.server.close();
  });

  it('performs net.http_post and net.http_get and records their responses', async () => {
    const [post] = await sql<{ id: string }>(
      `select net.http_post(url := $1, body := '{"n": 1}'::jsonb) as id`,
      [`${hook.url}/post`],
    );
    const [get] = await sql<{ id: string }>(
      `select net.http_get(url := $1, params := '{"q": "a b"}'::jsonb) as id`,
      [`${hook.url}/get`],
    );
    const responseOf = async (id: unknown) =>
      (
        await sql<{
          status_code: number;
          content: string;
          content_type: string;
          headers: Record<string, string>;
          timed_out: boolean;
        }>(
          'select status_code, content, content_type, headers, timed_out from net._http_response where id = $1',
          [id],
        )
      )[0];
    expect(await waitUntil(async () => (await responseOf(post?.id)) !== undefined)).toBe(true);
    expect(await waitUntil(async () => (await responseOf(get?.id)) !== undefined)).toBe(true);
    expect(await responseOf(post?.id)).toMatchObject({
      status_code: 201,
      content: '{"ok":true}',
      content_type: 'application/json',
      timed_out: false,
    });
    expect((await responseOf(post?.id))?.headers['x-hook']).toBe('yes');
    expect(hook.received).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/post', body: '{"n": 1}' }),
    );
    expect(hook.received).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/get?q=a%20b' }),
    );
  });

  it('records an unreachable URL as an error', async () => {
    const [request] = await sql<{ id: string }>('select net.http_get($1) as id', [
      `http://127.0.0.1:${await freePort()}/nothing`,
    ]);
    let error: string | null | undefined;
    expect(
      await waitUntil(async () => {
        const rows = await sql<{ error_msg: string | null }>(
          'select error_msg from net._http_response where id = $1',
          [request?.id],
        );
        error = rows[0]?.error_msg;
        return rows.length > 0;
      }),
    ).toBe(true);
    expect(error).toMatch(/ECONNREFUSED/);
  });

  it('runs the migration’s cron.schedule job and records its runs', async () => {
    expect(await waitUntil(async () => hook.received.some((r) => r.url === '/from-cron'))).toBe(
      true,
    );
    const call = hook.received.find((r) => r.url === '/from-cron');
    expect(call).toMatchObject({
      method: 'POST',
      authorization: 'Bearer cron-token',
      body: '{"hello": "cron"}',
    });
    const [job] = await sql<{ jobid: string; schedule: string; active: boolean }>(
      "select jobid, schedule, active from cron.job where jobname = 'call-hook-every-second'",
    );
    expect(job).toMatchObject({ schedule: '1 seconds', active: true });
    expect(
      await waitUntil(
        async () =>
          (
            await sql(
              "select 1 from cron.job_run_details where jobid = $1 and status = 'succeeded' and end_time >= start_time",
              [job?.jobid],
            )
          ).length > 0,
      ),
    ).toBe(true);

    await sql("select cron.unschedule('call-hook-every-second')");
    expect(await sql('select 1 from cron.job where jobid = $1', [job?.jobid])).toHaveLength(0);
    // No run starts once it is unscheduled.
    const runs = async () =>
      (await sql('select 1 from cron.job_run_details where jobid = $1', [job?.jobid])).length;
    const before = await runs();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await runs()).toBe(before);
  });

  it('records a failing job as failed with its error, and refuses a bad schedule', async () => {
    const [job] = await sql<{ id: string }>(
      "select cron.schedule('divide-by-zero', '1 seconds', 'select 1 / 0') as id",
    );
    let detail: { status: string; return_message: string } | undefined;
    expect(
      await waitUntil(async () => {
        [detail] = await sql<{ status: string; return_message: string }>(
          "select status, return_message from cron.job_run_details where jobid = $1 and status <> 'running'",
          [job?.id],
        );
        return detail !== undefined;
      }),
    ).toBe(true);
    expect(detail).toEqual({ status: 'failed', return_message: 'division by zero' });
    await sql('select cron.unschedule($1::bigint)', [job?.id]);
    await expect(sql("select cron.schedule('bad', 'every day', 'select 1')")).rejects.toThrow(
      /invalid schedule/,
    );
  });

  it('keeps the queue, responses and jobs from the API roles', async () => {
    const response = await fetch(`${backend.url}/rest/v1/rpc/http_get`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'content-profile': 'net',
      },
      body: JSON.stringify({ url: hook.url }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    const denied = await sql<{ allowed: boolean }>(
      "select has_function_privilege('authenticated', 'cron.schedule(text, text, text)', 'execute') as allowed",
    );
    expect(denied[0]?.allowed).toBe(false);
  });
});
