import { randomUUID } from 'node:crypto';

/** A file attached to a message received over SMTP. */
export interface InboxAttachment {
  /** File name, when the sender gave one. */
  filename: string | null;
  /** MIME type, e.g. `application/pdf`. */
  contentType: string;
  /** Size in bytes. */
  size: number;
  /** The bytes, base64-encoded. */
  content: string;
}

/** One email the backend "sent", as the inbox API returns it. */
export interface InboxMessage {
  /** Unique id. */
  id: string;
  /** Recipient address. */
  to: string;
  /** Sender address, for mail received over SMTP. */
  from?: string;
  subject: string;
  text: string;
  html: string;
  /** Every link in the message, in order. */
  links: string[];
  /** The one-time code in the message, if any. */
  otp: string | null;
  /** Attachments, for mail received over SMTP. */
  attachments?: InboxAttachment[];
  /** ISO time it was sent (from the backend's clock). */
  sentAt: string;
}

/** What a sender supplies; the inbox assigns `id` and `sentAt`. */
export type OutgoingMessage = Omit<InboxMessage, 'id' | 'sentAt'>;

/** Captured emails of one running backend. Nothing leaves the machine. */
export interface Inbox {
  /** Stores a message and returns it with its id and time. */
  deliver(message: OutgoingMessage): InboxMessage;
  /** Messages newest first, optionally only those to `to` (case-insensitive). */
  list(to?: string): InboxMessage[];
  /** Forgets every message. */
  clear(): void;
}

/**
 * The inbox of one running backend, built once at start-up and shared through the context:
 * email senders (the auth surface, the SMTP listener) deliver into it, the inbox surface
 * serves it.
 */
export function createInbox(now: () => number): Inbox {
  const messages: InboxMessage[] = [];
  return {
    deliver(message) {
      const stored = { ...message, id: randomUUID(), sentAt: new Date(now()).toISOString() };
      messages.push(stored);
      return stored;
    },
    list(to) {
      const wanted = to?.trim().toLowerCase();
      return messages.filter((m) => !wanted || m.to.toLowerCase() === wanted).reverse();
    },
    clear() {
      messages.length = 0;
    },
  };
}
