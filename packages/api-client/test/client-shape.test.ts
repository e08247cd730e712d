import { describe, expect, it } from 'vitest';
import { createTandemClient } from '../src/index.js';

/** Nothing listens here: a call that reached the network would fail. */
const UNREACHABLE = 'http://127.0.0.1:9';

/** A client whose code has not loaded: nothing here calls what would load it. */
function freshClient() {
  return createTandemClient({
    url: UNREACHABLE,
    key: 'sb_publishable_test',
    auth: { appUrl: 'https://tandem.example' },
  });
}

describe('a client before its code has loaded', () => {
  it('answers its pure helpers at once, as they answer once loaded', () => {
    const client = freshClient();
    expect(client.workspaces.suggestSlug('Équipe Produit — 2026')).toBe('equipe-produit-2026');
    expect(client.profiles.avatarUrl('user-1/face.png')).toBe(
      `${UNREACHABLE}/storage/v1/object/public/avatars/user-1/face.png`,
    );
    expect(client.invitations.linkFor({ token: 'tok', email: 'ada@example.com' })).toBe(
      'https://tandem.example/invite/tok?email=ada%40example.com',
    );
  });

  it('answers what depends on the loaded code as nothing yet, without waiting', () => {
    const client = freshClient();
    expect(client.realtime.connectionState()).toBe('closed');
    expect(client.auth.mfaFailureOf(new Error('not one of its failures'))).toBeUndefined();
    expect(client.auth.passkeyFailureOf(new Error('not one of its failures'))).toBeUndefined();
  });

  it('subscribes at once, with a stop that works before the code is there', () => {
    const client = freshClient();
    const stop = client.auth.onSessionChange(() => {});
    expect(stop).toBeTypeOf('function');
    stop();
    const channel = client.realtime.subscribeBoard('00000000-0000-4000-8000-000000000000', {});
    expect(channel.track).toBeTypeOf('function');
    return channel.unsubscribe();
  });

  it("hands out a board's pages as an async iterable at once", () => {
    const pages = freshClient().tasks.listBoardPages('00000000-0000-4000-8000-000000000000');
    expect(pages[Symbol.asyncIterator]).toBeTypeOf('function');
  });

  it('keeps one function per call and one object per nested namespace', () => {
    const client = freshClient();
    expect(client.tasks.listBoard).toBe(client.tasks.listBoard);
    expect(client.notifications.preferences).toBe(client.notifications.preferences);
    expect(client.notifications.preferences.get).toBeTypeOf('function');
  });

  it('has namespaces that are no promises: a value holding one can be awaited', async () => {
    const client = freshClient();
    await expect(Promise.resolve(client.boards)).resolves.toBe(client.boards);
  });
});
