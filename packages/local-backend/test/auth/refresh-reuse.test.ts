import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../src/clock.js';
import { engines, startTestBackend, type TestBackend } from '../../src/testing.js';
import { tempProject } from '../helpers.js';
import { pkceClient, uniqueEmail } from './helpers.js';

/** A project whose only settings are the refresh-token rules under test. */
function projectWith(auth: string): string {
  return tempProject({}, undefined, `[auth]\n${auth}\n`);
}

async function signUp(backend: TestBackend) {
  const response = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('refresh'), password: 'long-enough-password' }),
  });
  const session = (await response.json()) as { refresh_token: string; access_token: string };
  expect(session.refresh_token).toBeTruthy();
  return session;
}

function refresh(backend: TestBackend, token: string) {
  return pkceClient(backend).auth.refreshSession({ refresh_token: token });
}

describe.each(engines)('refresh-token reuse, as GoTrue, on %s', (engine) => {
  let clock: ManualClock;
  let standard: TestBackend;
  let noReuse: TestBackend;
  let noRotation: TestBackend;
  beforeAll(async () => {
    clock = createManualClock();
    [standard, noReuse, noRotation] = await Promise.all([
      // The CLI's defaults: rotation on, reuse interval 10 s.
      startTestBackend({ engine, projectDir: projectWith(''), clock }),
      startTestBackend({
        engine,
        projectDir: projectWith('refresh_token_reuse_interval = 0'),
        clock,
      }),
      startTestBackend({
        engine,
        projectDir: projectWith('enable_refresh_token_rotation = false'),
        clock,
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([standard, noReuse, noRotation].map((backend) => backend?.stop()));
  });

  it('returns the active child to its parent inside the reuse interval, every time', async () => {
    const { refresh_token: parent } = await signUp(standard);
    const child = (await refresh(standard, parent)).data.session?.refresh_token;
    expect(child).toBeTruthy();
    expect(child).not.toBe(parent);
    clock.advance(5_000);
    expect((await refresh(standard, parent)).data.session?.refresh_token).toBe(child);
    clock.advance(4_000);
    expect((await refresh(standard, parent)).data.session?.refresh_token).toBe(child);
  });

  it('refuses the parent after the interval, though it was reused inside it, and ends the family', async () => {
    const { refresh_token: parent, access_token } = await signUp(standard);
    const child = (await refresh(standard, parent)).data.session?.refresh_token as string;
    expect((await refresh(standard, parent)).data.session?.refresh_token).toBe(child);
    clock.advance(10_001);
    const late = await refresh(standard, parent);
    expect(late.error?.status).toBe(400);
    expect(late.error?.code).toBe('refresh_token_already_used');
    expect(late.error?.message).toBe('Invalid Refresh Token: Already Used');
    // Every token of that session is revoked: the child too, and the session is gone.
    const childAfter = await refresh(standard, child);
    expect(childAfter.data.session).toBeNull();
    expect(childAfter.error?.status).toBe(400);
    const user = await pkceClient(standard).auth.getUser(access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('shuts a thief out: a stolen token replayed late revokes the family it belongs to', async () => {
    const { refresh_token: stolen } = await signUp(standard);
    // The victim keeps refreshing; the thief replays the token it copied long ago.
    let current = stolen;
    for (let i = 0; i < 3; i++) {
      clock.advance(60_000);
      current = (await refresh(standard, current)).data.session?.refresh_token as string;
    }
    clock.advance(60_000);
    const replay = await refresh(standard, stolen);
    expect(replay.error?.code).toBe('refresh_token_already_used');
    for (const token of [stolen, current]) {
      const attempt = await refresh(standard, token);
      expect(attempt.data.session).toBeNull();
      expect(attempt.error?.status).toBe(400);
    }
  });

  it('with refresh_token_reuse_interval = 0 a rotated token never returns the live child', async () => {
    const { refresh_token: parent } = await signUp(noReuse);
    const child = (await refresh(noReuse, parent)).data.session?.refresh_token as string;
    expect(child).toBeTruthy();
    const again = await refresh(noReuse, parent);
    expect(again.data.session).toBeNull();
    expect(again.error?.code).toBe('refresh_token_already_used');
    expect((await refresh(noReuse, child)).error?.status).toBe(400);
  });

  it('with enable_refresh_token_rotation = false the same token keeps refreshing', async () => {
    const { refresh_token: token } = await signUp(noRotation);
    for (let i = 0; i < 3; i++) {
      const result = await refresh(noRotation, token);
      expect(result.error).toBeNull();
      expect(result.data.session?.refresh_token).toBe(token);
      clock.advance(60_000);
    }
  });
});
