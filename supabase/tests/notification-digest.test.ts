import {
  engines,
  freePort,
  startTestBackend,
  type TestBackend,
} from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, projectDir, query, type TestUser } from './helpers.js';
import {
  comment,
  createTeam,
  notificationsOf,
  type Team,
  updateTask,
} from './notification-team.js';

const APP_URL = 'http://localhost:4173';

interface InboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** Polls `check` until it is true or ~20 s have passed. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 80; attempt += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

// The digest job, the send-notification-digest Edge Function (real Deno) and the SMTP capture
// of the local backend, end to end.
describe.each(engines)('notification digest emails on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  const inbox = async (person: TestUser): Promise<InboxMessage[]> => {
    const response = await fetch(`${backend.inboxUrl}?to=${encodeURIComponent(person.email)}`);
    return (await response.json()) as InboxMessage[];
  };
  /** Makes every notification look as if it had waited unread for a quarter of an hour. */
  const age = () =>
    adminQuery(
      backend,
      "update public.notifications set created_at = now() - interval '15 minutes' where emailed_at is null",
    );
  const requestDigest = async () => {
    const [row] = await adminQuery<{ id: string | null }>(
      backend,
      'select private.request_notification_digest() as id',
    );
    return row?.id ?? null;
  };

  beforeAll(async () => {
    const smtpPort = await freePort();
    backend = await startTestBackend({
      engine,
      projectDir,
      smtpPort,
      functionsEnv: { SMTP_PORT: String(smtpPort), APP_URL },
    });
    // seed.sql names the default port; this backend has its own.
    await adminQuery(
      backend,
      "update private.settings set value = $1 where name = 'functions_url'",
      [`${backend.url}/functions/v1`],
    );
    team = await createTeam(backend);
  });
  afterAll(() => backend?.stop());

  it('requests nothing while nothing has waited long enough', async () => {
    await comment(backend, team.member, team.taskId, `@[${team.viewer.id}] fresh`);
    expect(await requestDigest()).toBeNull();
  });

  it('mails each person one digest of their mentions and assignments, with links', async () => {
    const { member, admin, viewer, taskId } = team;
    await comment(backend, member, taskId, `@[${admin.id}] can you check?`);
    await updateTask(backend, member, taskId, 'assignee_id', admin.id);
    // The member hears of this comment on their task, but comments are not emailed by default.
    await comment(backend, admin, taskId, 'On it');
    await age();
    expect(await requestDigest()).not.toBeNull();

    expect(await eventually(async () => (await inbox(admin)).length > 0)).toBe(true);
    const [message] = await inbox(admin);
    const taskLink = `${APP_URL}/w/${await slugOf(team.workspaceId)}/t/1`;
    expect(message?.subject).toBe('2 new notifications on Tandem');
    expect(message?.text).toContain('Mia mentioned you on #1 Ship it');
    expect(message?.text).toContain('Mia assigned #1 Ship it to you');
    expect(message?.links).toContain(taskLink);
    const unsubscribe = message?.links.filter((link) => link.includes('?unsubscribe=')) ?? [];
    expect(unsubscribe).toHaveLength(2);
    expect(message?.text).toContain('Stop emails about mentions:');
    expect(message?.text).toContain('Stop emails about assignments:');

    // The viewer's earlier mention went out in a digest of its own; the member was only told of
    // a comment, which is not emailed unless they ask for it.
    expect(await eventually(async () => (await inbox(viewer)).length > 0)).toBe(true);
    expect((await inbox(viewer))[0]?.subject).toBe('Mia mentioned you on #1 Ship it — Tandem');
    expect(await inbox(member)).toEqual([]);

    // Emailed once: the next run has nothing to send.
    const claimed = await notificationsOf(backend, admin);
    expect(claimed.filter((n) => n.kind !== 'commented').every((n) => n.emailed_at)).toBe(true);
    expect(await requestDigest()).toBeNull();
  });

  it('turns one kind’s email off from its unsubscribe link, without signing in', async () => {
    const { admin, member, taskId } = team;
    const [message] = await inbox(admin);
    const link = message?.links.find(
      (l) => l.includes('?unsubscribe=') && l.includes('.mentioned.'),
    ) as string;
    const prefsOf = async () =>
      (
        await query<{ kind: string; in_app: boolean; email: boolean }>(
          backend,
          admin,
          'select kind, in_app, email from public.notification_preferences',
        )
      ).rows;
    // Following the link (a person, a preview or a mail scanner) only asks.
    const asked = await fetch(link);
    expect(asked.status).toBe(200);
    const question = await asked.text();
    expect(question).toContain('Stop emails about mentions?');
    expect(question).toContain('<form method="post"');
    expect(await prefsOf()).toEqual([]);

    // The page's button, or a mail client's one-click unsubscribe, POSTs the same link.
    const response = await fetch(link, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You will no longer get emails about mentions');
    expect(await prefsOf()).toEqual([{ kind: 'mentioned', in_app: true, email: false }]);

    // A tampered token is refused.
    const forged = await fetch(
      link.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      {
        method: 'POST',
      },
    );
    expect(forged.status).toBe(400);
    const unknownKind = await fetch(link.replace('.mentioned.', '.constructor.'));
    expect(unknownKind.status).toBe(400);

    // Mentions are no longer mailed to the admin; they still reach the inbox.
    await query(backend, admin, 'select public.mark_all_notifications_read()');
    await comment(backend, member, taskId, `@[${admin.id}] again`);
    await age();
    expect(await requestDigest()).toBeNull();
    const unread = (await notificationsOf(backend, admin)).filter((n) => !n.read_at);
    expect(unread.map(({ kind, emailed_at }) => ({ kind, emailed_at }))).toEqual([
      { kind: 'mentioned', emailed_at: null },
    ]);
  });

  it('leaves out of the digest a kind whose email the person turned off in their settings', async () => {
    const { viewer, member, taskId } = team;
    await query(
      backend,
      viewer,
      "insert into public.notification_preferences (kind, in_app, email) values ('assigned', true, false)",
    );
    await updateTask(backend, member, taskId, 'assignee_id', viewer.id);
    await age();
    expect(await requestDigest()).toBeNull();
    const assigned = (await notificationsOf(backend, viewer)).filter(
      (n) => n.kind === 'assigned' && !n.read_at,
    );
    // Still in the inbox, never mailed.
    expect(assigned.map(({ in_app, emailed_at }) => ({ in_app, emailed_at }))).toEqual([
      { in_app: true, emailed_at: null },
    ]);
  });

  it('refuses the claim to every API role but the service role', async () => {
    for (const person of [team.owner, team.admin]) {
      await expect(
        query(backend, person, 'select * from public.claim_notification_digests()'),
      ).rejects.toMatchObject({ code: '42501' });
    }
    await expect(
      query(backend, null, 'select * from public.claim_notification_digests()'),
    ).rejects.toMatchObject({ code: '42501' });
  });

  async function slugOf(workspaceId: string): Promise<string> {
    const [row] = await adminQuery<{ slug: string }>(
      backend,
      'select slug from public.workspaces where id = $1',
      [workspaceId],
    );
    return row?.slug as string;
  }
});

// A digest that cannot be sent (SMTP down) is released: nothing is marked emailed unsent.
describe.each(engines)('notification digests with SMTP unreachable on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  beforeAll(async () => {
    // A free port nobody listens on: every send fails.
    const closedPort = await freePort();
    backend = await startTestBackend({
      engine,
      projectDir,
      functionsEnv: { SMTP_PORT: String(closedPort), APP_URL },
    });
    await adminQuery(
      backend,
      "update private.settings set value = $1 where name = 'functions_url'",
      [`${backend.url}/functions/v1`],
    );
    team = await createTeam(backend);
  });
  afterAll(() => backend?.stop());

  it('keeps the notifications waiting for the next run', async () => {
    const { member, admin, taskId } = team;
    await comment(backend, member, taskId, `@[${admin.id}] can you check?`);
    await adminQuery(
      backend,
      "update public.notifications set created_at = now() - interval '15 minutes'",
    );
    const [request] = await adminQuery<{ id: string | null }>(
      backend,
      'select private.request_notification_digest() as id',
    );
    expect(request?.id).not.toBeNull();
    const answered = await eventually(async () => {
      const rows = await adminQuery<{ status_code: number | null }>(
        backend,
        'select status_code from net._http_response where id = $1',
        [request?.id],
      );
      return rows[0]?.status_code != null;
    });
    expect(answered).toBe(true);
    const [response] = await adminQuery<{ status_code: number }>(
      backend,
      'select status_code from net._http_response where id = $1',
      [request?.id],
    );
    expect(response?.status_code).toBe(502);
    const mentions = (await notificationsOf(backend, admin)).filter((n) => n.kind === 'mentioned');
    expect(mentions.map((n) => n.emailed_at)).toEqual([null]);
    // Due again, so the next run asks the function once more.
    const [again] = await adminQuery<{ id: string | null }>(
      backend,
      'select private.request_notification_digest() as id',
    );
    expect(again?.id).not.toBeNull();
  });
});
