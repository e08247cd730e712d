import { expect } from '@playwright/test';
import { BACKEND_URL } from './urls';

/** One captured email, as `GET /__inbox/messages` answers. */
export interface InboxMessage {
  subject: string;
  text: string;
  links: string[];
  otp: string | null;
  sentAt: string;
}

/** Every email sent to `email`, newest first. */
export async function inboxOf(email: string): Promise<InboxMessage[]> {
  const response = await fetch(`${BACKEND_URL}/__inbox/messages?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`inbox answered ${response.status}`);
  return (await response.json()) as InboxMessage[];
}

/** Waits for the `count`-th email to `email` and returns the newest. */
async function latestMessage(email: string, count: number): Promise<InboxMessage | undefined> {
  let messages: InboxMessage[] = [];
  await expect
    .poll(async () => {
      messages = await inboxOf(email);
      return messages.length;
    })
    .toBeGreaterThanOrEqual(count);
  return messages[0];
}

/**
 * Waits for the `count`-th email to `email` and returns the link in the newest one (the auth
 * server's `/verify` link, which redirects to the app's `/auth/callback`).
 */
export async function latestLink(email: string, count = 1): Promise<string> {
  const message = await latestMessage(email, count);
  const link = message?.links.find((url) => url.includes('/verify'));
  if (!link) throw new Error(`no verify link in "${message?.subject}"`);
  return link;
}

/** Waits for the `count`-th email to `email` and returns the 6-digit code in the newest one. */
export async function latestCode(email: string, count = 1): Promise<string> {
  const message = await latestMessage(email, count);
  if (!message?.otp) throw new Error(`no code in "${message?.subject}"`);
  return message.otp;
}

/** Waits for an email to `email` whose subject matches `subject`, and returns it. */
export async function awaitMessage(email: string, subject: RegExp): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await inboxOf(email)).find((message) => subject.test(message.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found as InboxMessage;
}
