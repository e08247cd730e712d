import { engines, startTestBackend, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, adminQuery, projectDir } from './helpers.js';
import { comment, createTeam, type Team } from './notification-team.js';

/** Polls `check` until it gives a value or ~20 s have passed. */
async function eventually<T>(check: () => Promise<T | undefined>): Promise<T | undefined> {
  for (let attempt = 0; attempt < 80; attempt += 1) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

// Who may start a digest run of send-notification-digest (real Deno), and where the job's
// request goes. The backend takes a free SMTP port its functions are not told about, and
// seed.sql's functions_url is left as it is.
describe.each(engines)('notification digest trigger on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  const trigger = (authorization?: string) =>
    fetch(`${backend.url}/functions/v1/send-notification-digest`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(authorization ? { authorization } : {}),
      },
      body: '{}',
    });
  const pending = async () =>
    (
      await adminQuery<{ n: number }>(
        backend,
        'select count(*)::int as n from public.notifications where emailed_at is null',
      )
    )[0]?.n;

  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir, smtpPort: 0 });
    team = await createTeam(backend);
    await comment(backend, team.member, team.taskId, `@[${team.admin.id}] have a look`);
    await adminQuery(
      backend,
      "update public.notifications set created_at = now() - interval '15 minutes' where emailed_at is null",
    );
  });
  afterAll(() => backend?.stop());

  it('refuses anonymous callers with 401 and signed-in users with 403, sending nothing', async () => {
    const before = await pending();
    expect((await trigger()).status).toBe(401);
    expect((await trigger(`Bearer ${backend.anonKey}`)).status).toBe(401);
    expect((await trigger(`Bearer ${backend.publishableKey}`)).status).toBe(401);
    const user = await accessToken(backend, team.owner);
    expect((await trigger(`Bearer ${user}`)).status).toBe(403);
    expect((await trigger('Bearer not-the-secret')).status).toBe(403);
    expect(await pending()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it("runs for the scheduler's request, on this backend, into its own inbox", async () => {
    const [setting] = await adminQuery<{ value: string }>(
      backend,
      "select value from private.settings where name = 'functions_url'",
    );
    expect(setting?.value).toBe('/functions/v1');
    const [request] = await adminQuery<{ id: string }>(
      backend,
      'select private.request_notification_digest() as id',
    );
    expect(request?.id).not.toBeNull();
    const status = await eventually(async () => {
      const [row] = await adminQuery<{ status_code: number | null; error_msg: string | null }>(
        backend,
        'select status_code, error_msg from net._http_response where id = $1',
        [request?.id],
      );
      return row ? (row.status_code ?? row.error_msg) : undefined;
    });
    expect(status).toBe(200);
    const messages = await eventually(async () => {
      const response = await fetch(
        `${backend.inboxUrl}?to=${encodeURIComponent(team.admin.email)}`,
      );
      const list = (await response.json()) as { subject: string }[];
      return list.length ? list : undefined;
    });
    expect(messages?.[0]?.subject).toContain('mentioned you');
  });

  it('runs for the service-role and secret keys', async () => {
    expect((await trigger(`Bearer ${backend.serviceRoleKey}`)).status).toBe(200);
    expect((await trigger(`Bearer ${backend.secretKey}`)).status).toBe(200);
  });

  it('keeps the verification of the secret to the service role', async () => {
    for (const role of ['anon', 'authenticated']) {
      const [row] = await adminQuery<{ allowed: boolean }>(
        backend,
        "select has_function_privilege($1, 'public.verify_scheduler_secret(text)', 'execute') as allowed",
        [role],
      );
      expect(row?.allowed).toBe(false);
    }
  });
});
