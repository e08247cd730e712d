import type { TestBackend } from '@tandem/local-backend/testing';
import { expect } from 'vitest';
import {
  isTandemError,
  type SessionEvent,
  type SessionEventType,
  type TandemClient,
  type TandemError,
} from '../../src/index.js';
import { followLink } from './backend.js';

/** The TandemError a call failed with (fails the test if it succeeded or threw anything else). */
export async function failure(call: Promise<unknown>): Promise<TandemError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(isTandemError(error)).toBe(true);
  return error as TandemError;
}

/** Every session event a client reports, in order, with a way to wait for the next ones. */
export function recordSessionEvents(client: TandemClient) {
  const events: SessionEvent[] = [];
  const waiters: { from: number; type: SessionEventType; resolve: (e: SessionEvent) => void }[] =
    [];
  const find = (from: number, type: SessionEventType) =>
    events.slice(from).find((event) => event.type === type);
  const stop = client.auth.onSessionChange((event) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      const found = find(waiter.from, waiter.type);
      if (found) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(found);
      }
    }
  });
  return {
    events,
    types: () => events.map((event) => event.type),
    /** Resolves with the first `type` event at index `from` or later (default: any). */
    until(type: SessionEventType, from = 0): Promise<SessionEvent> {
      const found = find(from, type);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ from, type, resolve }));
    },
    stop,
  };
}

/** Submits the local backend's fake GitHub consent page the way a browser would. */
async function submitConsent(page: URL, fields: Record<string, string>): Promise<URL> {
  const response = await fetch(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') as string, page);
}

/**
 * Plays the browser's part of an OAuth sign-in from the authorize URL: the auth server sends it
 * to the (fake) GitHub consent page, the user consents as `email`, GitHub returns to the auth
 * server's callback, which sends the browser to the app's `/auth/callback?code=…` (or, when
 * the user cancels, `?error=access_denied`).
 */
export async function consentWithGitHub(
  authorizeUrl: string,
  answer: { email: string; name: string } | { deny: true },
): Promise<URL> {
  const consent = await followLink(authorizeUrl);
  const state = consent.searchParams.get('state') as string;
  const fields: Record<string, string> =
    'deny' in answer ? { state, deny: '1' } : { state, email: answer.email, name: answer.name };
  const providerCallback = await submitConsent(consent, fields);
  return followLink(providerCallback.href);
}

/** The backend's captured emails to `to`, newest first. */
export async function mailsTo(backend: TestBackend, to: string): Promise<unknown[]> {
  const response = await fetch(`${backend.inboxUrl}?to=${encodeURIComponent(to)}`);
  return (await response.json()) as unknown[];
}
