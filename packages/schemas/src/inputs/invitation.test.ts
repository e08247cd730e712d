import { describe, expect, it } from 'vitest';
import { INVITATION_ROLES } from '../enums.js';
import { ids } from '../test-rows.js';
import { issuesOf, parseOk } from '../test-utils.js';
import { acceptInvitationInputSchema, createInvitationInputSchema } from './invitation.js';

describe('createInvitationInputSchema', () => {
  it('normalises the email and defaults the role to member', () => {
    expect(
      parseOk(createInvitationInputSchema, { workspace_id: ids.workspace, email: ' Bob@X.io ' }),
    ).toEqual({ workspace_id: ids.workspace, email: 'bob@x.io', role: 'member' });
  });

  it('accepts every invitable role and refuses owner', () => {
    for (const role of INVITATION_ROLES) {
      const input = { workspace_id: ids.workspace, email: 'bob@x.io', role };
      expect(parseOk(createInvitationInputSchema, input).role).toBe(role);
    }
    expect(
      issuesOf(createInvitationInputSchema, {
        workspace_id: ids.workspace,
        email: 'bob@x.io',
        role: 'owner',
      }),
    ).toEqual(['role: Role must be one of viewer, member, admin']);
  });

  it('refuses a bad email', () => {
    expect(
      issuesOf(createInvitationInputSchema, { workspace_id: ids.workspace, email: 'bob' }),
    ).toEqual(['email: Enter a valid email address']);
  });
});

describe('acceptInvitationInputSchema', () => {
  it('needs a token, trimmed', () => {
    expect(parseOk(acceptInvitationInputSchema, { token: ' abc ' })).toEqual({ token: 'abc' });
    expect(issuesOf(acceptInvitationInputSchema, { token: ' ' })).toEqual([
      'token: Invitation token is required',
    ]);
    expect(issuesOf(acceptInvitationInputSchema, {})).toEqual([
      'token: Invitation token is required',
    ]);
  });
});
