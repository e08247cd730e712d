import type { MountSurface } from '../context.js';
import { escapeHtml } from '../http/html.js';
import type { InboxMessage } from '../mailbox.js';

function renderMessage(message: InboxMessage): string {
  const links = message.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  const attachments = (message.attachments ?? [])
    .map(
      (file) =>
        `<li><a download="${escapeHtml(file.filename ?? 'attachment')}" href="data:${escapeHtml(file.contentType)};base64,${file.content}">${escapeHtml(file.filename ?? 'attachment')}</a> (${file.size} bytes)</li>`,
    )
    .join('');
  const from = message.from ? ` from <strong>${escapeHtml(message.from)}</strong>` : '';
  return `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">to <strong>${escapeHtml(message.to)}</strong>${from} · ${escapeHtml(message.sentAt)}</p>
  ${message.otp ? `<p>Code: <code class="otp">${escapeHtml(message.otp)}</code></p>` : ''}
  ${links ? `<ul class="links">${links}</ul>` : ''}
  ${attachments ? `<p>Attachments:</p><ul class="attachments">${attachments}</ul>` : ''}
  <details><summary>Text</summary><pre>${escapeHtml(message.text)}</pre></details>
</article>`;
}

/** Renders the inbox page: every message newest first, links clickable, codes visible. */
function renderPage(messages: InboxMessage[], to: string | undefined): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Inbox · local backend</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
  article { border: 1px solid #ddd; border-radius: 8px; padding: 0 1rem 1rem; margin: 1rem 0; }
  .meta { color: #666; margin-top: -0.5rem; }
  code.otp { font-size: 1.3rem; letter-spacing: 0.2rem; }
  a { word-break: break-all; }
</style>
</head>
<body>
<h1>Inbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<p>Every email the auth service sent or the SMTP listener received, newest first.
<button type="button" id="clear">Clear</button></p>
${messages.length ? messages.map(renderMessage).join('\n') : '<p id="empty">No messages yet.</p>'}
<script>
  document.getElementById('clear').addEventListener('click', async () => {
    await fetch('messages', { method: 'DELETE' });
    location.reload();
  });
</script>
</body>
</html>`;
}

/**
 * The developer inbox (not part of Supabase, modelled on Firebase's emulator): every email
 * the auth service sends, and every message received by the SMTP listener (smtp.ts), is
 * kept here instead of being delivered.
 * - `GET /__inbox/messages?to=<email>` → `[{id,to,subject,text,html,links,otp,sentAt}]`
 *   (SMTP mail adds `from` and `attachments: [{filename,contentType,size,content}]`),
 *   newest first (the HTML page instead when the client asks for `text/html`);
 * - `DELETE /__inbox/messages` → 204, forgets them all;
 * - `GET /__inbox` → a small HTML page of the same messages.
 */
export const mountInbox: MountSurface = (app, ctx) => {
  const { inbox } = ctx;
  app.get('/__inbox/messages', (c) => {
    const to = c.req.query('to') || undefined;
    // A browser opening `inboxUrl` (printed by `start`) gets the page; API clients get JSON.
    if ((c.req.header('accept') ?? '').includes('text/html')) {
      return c.html(renderPage(inbox.list(to), to));
    }
    return c.json(inbox.list(to));
  });
  app.delete('/__inbox/messages', (c) => {
    inbox.clear();
    return c.body(null, 204);
  });
  app.get('/__inbox', (c) => c.redirect('/__inbox/', 302));
  app.get('/__inbox/', (c) => {
    const to = c.req.query('to') || undefined;
    return c.html(renderPage(inbox.list(to), to));
  });
};
