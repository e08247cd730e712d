import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Logger } from '../log.js';
import type { Inbox, OutgoingMessage } from '../mailbox.js';

/** A listening SMTP capture. */
export interface SmtpCapture {
  /** The port it listens on. */
  port: number;
  /** Stops listening and closes open sessions. */
  close(): Promise<void>;
}

/** Largest accepted message, as Mailpit's default: 25 MiB. */
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((item) => item.value.map((address) => address.address ?? '')).filter(Boolean);
}

/** Every http(s) link of the HTML's `href`s, or of the text when there is no HTML. */
function linksOf(html: string, text: string): string[] {
  const found = html
    ? [...html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((m) =>
        (m[1] ?? '').replaceAll('&amp;', '&'),
      )
    : [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
  return [...new Set(found.filter((link) => /^https?:\/\//i.test(link)))];
}

/**
 * Parses one raw message into what the inbox stores for each of `recipients` (the SMTP
 * envelope's, which include Bcc).
 */
async function toInboxMessages(raw: Buffer, recipients: string[]): Promise<OutgoingMessage[]> {
  const mail = await simpleParser(raw);
  const html = typeof mail.html === 'string' ? mail.html : '';
  const text = mail.text ?? '';
  const to = recipients.length ? recipients : addresses(mail.to);
  return to.map((address) => ({
    to: address,
    from: addresses(mail.from)[0] ?? '',
    subject: mail.subject ?? '',
    text,
    html,
    links: linksOf(html, text),
    otp: null,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? null,
      contentType: attachment.contentType,
      size: attachment.size,
      content: attachment.content.toString('base64'),
    })),
  }));
}

/**
 * An SMTP listener (as the Supabase CLI's Mailpit on 54325) whose messages land in the inbox
 * next to the auth service's mail. It accepts any sender, recipient and credentials, without
 * TLS: it is meant for loopback.
 */
export function startSmtpCapture(options: {
  inbox: Inbox;
  port: number;
  host: string;
  log: Logger;
}): Promise<SmtpCapture> {
  const { inbox, log } = options;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'local' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(
            Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }),
          );
          return;
        }
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        toInboxMessages(Buffer.concat(chunks), recipients).then(
          (messages) => {
            for (const message of messages) inbox.deliver(message);
            callback();
          },
          (error: Error) => {
            log.warn('smtp: unreadable message', { error: error.message });
            callback(
              Object.assign(new Error('Message could not be parsed'), { responseCode: 554 }),
            );
          },
        );
      });
    },
  });
  server.on('error', (error) => log.warn('smtp: session error', { error: error.message }));
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      const address = server.server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : options.port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
