import {
  engines,
  freePort,
  startTestBackend,
  type TestBackend,
} from '@tandem/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, PROJECT_DIR, STRICTEST_HOSTED_MODE } from './support/backend.js';
import { codeOf, createTeam, newActor, type Team } from './support/data.js';

interface InboxMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

async function inbox(backend: TestBackend, to: string): Promise<InboxMessage[]> {
  const response = await fetch(`${backend.inboxUrl}?to=${encodeURIComponent(to)}`);
  return (await response.json()) as InboxMessage[];
}

// The send-invitation Edge Function (supabase/functions) on the local backend, mailing into
// its SMTP capture.
describe.each(engines)('invitation emails on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  beforeAll(async () => {
    const smtpPort = await freePort();
    backend = await startTestBackend({
      engine,
      projectDir: PROJECT_DIR,
      smtpPort,
      functionsEnv: { SMTP_PORT: String(smtpPort) },
      ...STRICTEST_HOSTED_MODE,
    });
    team = await createTeam(backend, 'mail');
  });
  afterAll(() => backend?.stop());

  const invite = (email: string, role: 'viewer' | 'member' | 'admin' = 'member') =>
    team.admin.client.invitations.invite({ workspaceId: team.workspaceId, email, role });

  it('emails a new address the workspace, inviter, role, accept link and expiry', async () => {
    const email = `new-${Date.now().toString(36)}@example.test`;
    const invitation = await invite(email, 'viewer');
    expect(await team.admin.client.invitations.send(invitation.id)).toEqual({ email });

    const [message] = await inbox(backend, email);
    const link = `${APP_URL}/invite/${invitation.token}`;
    expect(message?.subject).toBe("You're invited to a workspace on Tandem");
    expect(message?.from).toBe('no-reply@tandem.local');
    expect(message?.links).toContain(link);
    expect(message?.text).toContain(`Accept the invitation: ${link}`);
    expect(message?.text).toContain('as Viewer');
    expect(message?.text).toMatch(/until \w+day, \d+ \w+ \d{4}, \d\d:\d\d UTC/);
    expect(message?.html).toContain('<strong>mail team</strong>');
    expect(message?.html).toContain('Accept invitation');
  });

  it('emails an address that already has an account', async () => {
    const existing = await newActor(backend, 'existing');
    const invitation = await invite(existing.email, 'admin');
    await team.owner.client.invitations.send(invitation.id);
    const [message] = await inbox(backend, existing.email);
    expect(message?.text).toContain('as Admin');
  });

  it('refuses a second send within a minute', async () => {
    const invitation = await invite(`twice-${Date.now().toString(36)}@example.test`);
    await team.admin.client.invitations.send(invitation.id);
    expect(await codeOf(team.admin.client.invitations.send(invitation.id))).toBe(
      'invite/rate-limited',
    );
    expect(await inbox(backend, invitation.email)).toHaveLength(1);
  });

  it('lets only admins and the owner send pending invitations of their workspace', async () => {
    const invitation = await invite(`guarded-${Date.now().toString(36)}@example.test`);
    expect(await codeOf(team.member.client.invitations.send(invitation.id))).toBe('data/forbidden');
    expect(await codeOf(team.viewer.client.invitations.send(invitation.id))).toBe('data/forbidden');
    expect(await codeOf(team.outsider.client.invitations.send(invitation.id))).toBe(
      'data/not-found',
    );
    await team.admin.client.invitations.revoke(invitation.id);
    expect(await codeOf(team.admin.client.invitations.send(invitation.id))).toBe('invite/revoked');
    expect(await codeOf(team.admin.client.invitations.send('not-a-uuid'))).toBe('data/invalid');
    expect(await inbox(backend, invitation.email)).toHaveLength(0);
  });
});
