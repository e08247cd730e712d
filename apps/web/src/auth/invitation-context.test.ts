import { describe, expect, it } from 'vitest';
import { invitationContextOf } from './invitation-context';

describe('invitationContextOf', () => {
  it('names the invited address when the link carries it', () => {
    const context = invitationContextOf('/invite/abc?email=ivy%40example.test');
    expect(context?.signInTitle).toBe('Sign in to accept your invitation');
    expect(context?.signInDescription).toMatch(/^The invitation is for ivy@example\.test\. /);
    expect(context?.signUpDescription).toMatch(/^The invitation is for ivy@example\.test\. /);
  });

  it('speaks of an invitation without an address, and of none for other pages', () => {
    expect(invitationContextOf('/invite/abc')?.signInDescription).toMatch(
      /^You were invited to a Tandem workspace\. /,
    );
    expect(invitationContextOf('/w/acme')).toBeUndefined();
    expect(invitationContextOf(undefined)).toBeUndefined();
    expect(invitationContextOf('//evil.example/invite/abc')).toBeUndefined();
  });
});
