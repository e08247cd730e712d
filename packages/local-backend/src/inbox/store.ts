import { randomUUID } from 'node:crypto';
import type { BackendContext } from '../context.js';

/** One email the backend "sent", as the inbox API returns it. */
export interface InboxMessage {
  /** Unique id. */
  id: string;
  /** Recipient address. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every link in the message, in order. */
  links: string[];
  /** The one-time code in the message, if any. */
  otp: string | null;
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

const inboxes = new WeakMap<BackendContext, Inbox>();

/**
 * The inbox of a running backend, created on first use. Email senders (the auth surface)
 * and the inbox's own HTTP routes share it through the context without importing each other.
 */
export function inboxFor(ctx: BackendContext): Inbox {
  let inbox = inboxes.get(ctx);
  if (!inbox) {
    const messages: InboxMessage[] = [];
    inbox = {
      deliver(message) {
        const stored = {
          ...message,
          id: randomUUID(),
          sentAt: new Date(ctx.clock.now()).toISOString(),
        };
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
    inboxes.set(ctx, inbox);
  }
  return inbox;
}
