import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxMessage } from '../src/mailbox.js';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';

async function inboxFor(backend: TestBackend, to: string): Promise<InboxMessage[]> {
  const response = await fetch(`${backend.inboxUrl}?to=${encodeURIComponent(to)}`);
  return (await response.json()) as InboxMessage[];
}

describe.each(engines)('SMTP capture on %s', (engine) => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend({ engine, projectDir: null, smtpPort: 0 });
  });
  afterAll(() => backend?.stop());

  it('delivers HTML, text and attachments sent with nodemailer into the inbox', async () => {
    const transport = createTransport({
      host: '127.0.0.1',
      port: backend.smtpPort,
      secure: false,
      auth: { user: 'any', pass: 'thing' },
    });
    await transport.sendMail({
      from: 'Tandem <no-reply@tandem.test>',
      to: 'ada@example.test',
      bcc: 'grace@example.test',
      subject: 'Join the board',
      text: 'Accept: http://127.0.0.1:3000/invite?token=abc',
      html: '<p><a href="http://127.0.0.1:3000/invite?token=abc&amp;x=1">Accept</a></p>',
      attachments: [{ filename: 'notes.txt', content: 'hello attachment' }],
    });
    transport.close();

    const [message] = await inboxFor(backend, 'ada@example.test');
    expect(message).toMatchObject({
      to: 'ada@example.test',
      from: 'no-reply@tandem.test',
      subject: 'Join the board',
      text: 'Accept: http://127.0.0.1:3000/invite?token=abc',
      links: ['http://127.0.0.1:3000/invite?token=abc&x=1'],
      otp: null,
    });
    expect(message?.html).toContain('<a href=');
    expect(message?.attachments).toEqual([
      {
        filename: 'notes.txt',
        contentType: 'text/plain',
        size: 16,
        content: Buffer.from('hello attachment').toString('base64'),
      },
    ]);
    // Bcc recipients receive their copy too; the page lists the message with its attachment.
    expect(await inboxFor(backend, 'grace@example.test')).toHaveLength(1);
    const page = await fetch(`${backend.url}/__inbox/`);
    expect(await page.text()).toContain('notes.txt');
  });
});
