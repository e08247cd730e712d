import { engines, startTestBackend, type TestBackend } from '@tandem/local-backend/testing';
import {
  INVITATIONS_PER_INVITER_PER_HOUR,
  INVITATIONS_PER_WORKSPACE_PER_HOUR,
} from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, PROJECT_DIR, STRICTEST_HOSTED_MODE, uniqueEmail } from './support/backend.js';
import { type Actor, adminSql, createTeam, newActor, uniqueSlug } from './support/data.js';

interface InboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** What the outsider of the audit writes where it would reach the invitee's mail. */
const HOSTILE = 'URGENT: verify at evil.example <b>now</b>';

// send-invitation under a hostile inviter: quotas counted in the database, a fixed subject,
// an accept link on the configured site URL. The backend picks a free SMTP port of its own
// and its functions are told nothing: their mail must still land in its inbox.
describe.each(engines)('invitation abuse on %s', (engine) => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend({
      engine,
      projectDir: PROJECT_DIR,
      smtpPort: 0,
      ...STRICTEST_HOSTED_MODE,
    });
  });
  afterAll(() => backend?.stop());

  const inbox = async (to?: string): Promise<InboxMessage[]> => {
    const query = to ? `?to=${encodeURIComponent(to)}` : '';
    return (await (await fetch(`${backend.inboxUrl}${query}`)).json()) as InboxMessage[];
  };
  const ownWorkspace = async (actor: Actor, name = 'Loop') =>
    (await actor.client.workspaces.create({ name, slug: uniqueSlug('abuse') })).id;
  const inviteSendRevoke = async (actor: Actor, workspaceId: string, email: string) => {
    try {
      const invitation = await actor.client.invitations.invite({ workspaceId, email });
      await actor.client.invitations.send(invitation.id);
      await actor.client.invitations.revoke(invitation.id);
      return 'sent';
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    }
  };

  it('stops an outsider looping invite, send and revoke past their hourly quota', async () => {
    const outsider = await newActor(backend, 'looper');
    const victim = await newActor(backend, 'victim');
    const workspaceId = await ownWorkspace(outsider);
    const addresses = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0 ? victim.email : uniqueEmail(`made-up-${i}`),
    );
    const started = Date.now();
    const outcomes: string[] = [];
    for (const email of addresses)
      outcomes.push(await inviteSendRevoke(outsider, workspaceId, email));
    expect(Date.now() - started).toBeLessThan(60_000);

    const quota = INVITATIONS_PER_INVITER_PER_HOUR;
    expect(outcomes.slice(0, quota)).toEqual(Array(quota).fill('sent'));
    expect(outcomes.slice(quota)).toEqual(Array(60 - quota).fill('invite/quota-exceeded'));
    const delivered = (await Promise.all([...new Set(addresses)].map((a) => inbox(a)))).flat();
    expect(delivered).toHaveLength(quota);
    const [row] = await adminSql<{ created: number }>(
      backend,
      'select count(*)::int as created from public.invitations where invited_by = $1',
      [outsider.id],
    );
    expect(row?.created).toBe(quota);
    // Each of those invitations of the victim's address also told their in-app inbox.
    expect(await inbox(victim.email)).toHaveLength(Math.ceil(quota / 3));

    // Another workspace of the same person does not start a new count.
    const second = await ownWorkspace(outsider, 'Second');
    expect(await inviteSendRevoke(outsider, second, uniqueEmail('elsewhere'))).toBe(
      'invite/quota-exceeded',
    );
  });

  it("stops a workspace's admins together past the workspace's quota", async () => {
    const team = await createTeam(backend, 'quota');
    const byAdmin: string[] = [];
    for (let i = 0; i < INVITATIONS_PER_INVITER_PER_HOUR; i += 1) {
      byAdmin.push(await inviteSendRevoke(team.admin, team.workspaceId, uniqueEmail(`a${i}`)));
    }
    expect(byAdmin.every((outcome) => outcome === 'sent')).toBe(true);
    const byOwner: string[] = [];
    for (let i = 0; i < INVITATIONS_PER_INVITER_PER_HOUR; i += 1) {
      byOwner.push(await inviteSendRevoke(team.owner, team.workspaceId, uniqueEmail(`o${i}`)));
    }
    const left = INVITATIONS_PER_WORKSPACE_PER_HOUR - INVITATIONS_PER_INVITER_PER_HOUR;
    expect(byOwner.filter((outcome) => outcome === 'sent')).toHaveLength(left);
    expect(byOwner.slice(left).every((outcome) => outcome === 'invite/quota-exceeded')).toBe(true);
  });

  it('counts resent emails against the quota', async () => {
    const sender = await newActor(backend, 'resender');
    const workspaceId = await ownWorkspace(sender);
    const invitations = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        sender.client.invitations.invite({ workspaceId, email: uniqueEmail(`again-${i}`) }),
      ),
    );
    const sends: string[] = [];
    for (let round = 0; round < 7; round += 1) {
      // Past the one-minute wait between two sends of one invitation.
      await adminSql(
        backend,
        "update public.invitations set last_sent_at = now() - interval '2 minutes' where invited_by = $1",
        [sender.id],
      );
      for (const invitation of invitations) {
        sends.push(
          await sender.client.invitations.send(invitation.id).then(
            () => 'sent',
            (error: { code?: string }) => error.code ?? String(error),
          ),
        );
      }
    }
    const quota = INVITATIONS_PER_INVITER_PER_HOUR;
    expect(sends.slice(0, quota)).toEqual(Array(quota).fill('sent'));
    expect(sends.slice(quota)).toEqual(Array(35 - quota).fill('invite/quota-exceeded'));
  });

  it('writes a fixed subject and escapes what the inviter wrote', async () => {
    const inviter = await newActor(backend, 'phisher');
    await adminSql(backend, 'update public.profiles set display_name = $2 where id = $1', [
      inviter.id,
      HOSTILE,
    ]);
    const workspaceId = await ownWorkspace(inviter, HOSTILE);
    const email = uniqueEmail('target');
    const invitation = await inviter.client.invitations.invite({ workspaceId, email });
    await inviter.client.invitations.send(invitation.id);
    const [message] = await inbox(email);
    expect(message?.subject).toBe("You're invited to a workspace on Tandem");
    expect(message?.subject).not.toContain('evil.example');
    expect(message?.html).not.toContain('<b>now</b>');
    expect(message?.html).toContain('&lt;b&gt;now&lt;/b&gt;');
  });

  it('links to the site URL whatever app URL the request names', async () => {
    const inviter = await newActor(backend, 'redirector');
    const workspaceId = await ownWorkspace(inviter);
    for (const appUrl of ['http://127.0.0.1:9999', 'https://evil.example']) {
      const email = uniqueEmail('redirected');
      const invitation = await inviter.client.invitations.invite({ workspaceId, email });
      const functions = await (await inviter.client.supabase()).functions();
      const { error } = await functions.invoke('send-invitation', {
        body: { invitation_id: invitation.id, app_url: appUrl },
        headers: { Origin: appUrl, Referer: `${appUrl}/` },
      });
      expect(error).toBeNull();
      const [message] = await inbox(email);
      expect(message?.links).toContain(`${APP_URL}/invite/${invitation.token}`);
      expect(message?.text).not.toContain(appUrl);
    }
  });
});
