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
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You will no longer get emails about mentions');
    const prefs = await query<{ kind: string; in_app: boolean; email: boolean }>(
      backend,
      admin,
      'select kind, in_app, email from public.notification_preferences',
    );
    expect(prefs.rows).toEqual([{ kind: 'mentioned', in_app: true, email: false }]);

    // A tampered token is refused.
    const forged = await fetch(link.replace(/.$/, (c) => (c === '0' ? '1' : '0')));
    expect(forged.status).toBe(400);

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
