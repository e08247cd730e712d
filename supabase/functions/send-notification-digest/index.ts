// Emails notification digests. A pg_cron job (private.request_notification_digest) POSTs here
// when notifications have waited unread long enough, with the scheduler's secret as its bearer
// token; any other caller is refused (scheduler.ts). claim_notification_digests (service role)
// marks them emailed and returns them per person, and each person gets one email over SMTP
// (SMTP_HOST/SMTP_PORT, which the local backend sets to its own capture), with links
// into the app (APP_URL, else SITE_URL) and, per kind, an unsubscribe link back to this function. A digest
// that cannot be sent is released (release_notification_digest) for the next run.
//
// GET ?unsubscribe=<token> only asks; POST ?unsubscribe=<token> (the page's button, or a mail
// client's one-click unsubscribe) turns that kind's email off (unsubscribe_notifications). A
// link scanner or a preview that follows the link changes nothing.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { appOrigin, env, mailFrom, mailTransport, secretKey } from '../_shared/config.ts';
import { escapeHtml } from '../_shared/html.ts';
import { type DigestItem, KIND_NAMES, renderDigestEmail } from './email.ts';
import { schedulerRefusal } from './scheduler.ts';

const transport = mailTransport();

const supabase = createClient(env('SUPABASE_URL'), secretKey(), {
  auth: { persistSession: false, autoRefreshToken: false },
});

/** A short HTML page for the unsubscribe link's answers; `body` is HTML. */
function page(status: number, body: string): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Tandem</title></head><body style="font-family:system-ui,sans-serif;padding:32px">${body}</body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * The link's page: asks before anything changes, with a button that POSTs the token back. The
 * kind is read from the token only to name it here; the POST checks the signature.
 */
function confirmUnsubscribe(token: string): Response {
  const named = token.split('.')[1] ?? '';
  const kind = Object.hasOwn(KIND_NAMES, named) ? KIND_NAMES[named] : undefined;
  if (!kind) return page(400, paragraph('This unsubscribe link is not valid.'));
  const action = `?unsubscribe=${encodeURIComponent(token)}`;
  return page(
    200,
    `${paragraph(`Stop emails about ${kind}? You will still see them in Tandem.`)}<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font:inherit;padding:8px 14px">Stop emails about ${escapeHtml(kind)}</button></form>`,
  );
}

async function unsubscribe(token: string): Promise<Response> {
  const { data, error } = await supabase.rpc('unsubscribe_notifications', { token });
  if (error || typeof data !== 'string') {
    return page(400, paragraph('This unsubscribe link is not valid.'));
  }
  return page(
    200,
    paragraph(
      `You will no longer get emails about ${KIND_NAMES[data] ?? data}. You can turn them back on in your notification settings.`,
    ),
  );
}

interface Digest {
  recipient_id: string;
  email: string;
  display_name: string;
  items: DigestItem[];
}

async function sendDigests(request: Request, requestUrl: URL): Promise<Response> {
  const refused = await schedulerRefusal(request, supabase);
  if (refused) return refused;
  if (!transport) {
    return Response.json(
      { code: 'unknown', message: 'unknown: SMTP_HOST and SMTP_PORT are not set' },
      { status: 503 },
    );
  }
  const { data, error } = await supabase.rpc('claim_notification_digests');
  if (error) {
    console.error('send-notification-digest: claim failed', error);
    return Response.json({ code: 'unknown', message: error.message }, { status: 500 });
  }
  const appUrl = appOrigin();
  const unsubscribeUrl = `${env('SUPABASE_URL', requestUrl.origin).replace(/\/$/, '')}/functions/v1/send-notification-digest`;
  let sent = 0;
  const failed: string[] = [];
  for (const digest of (data ?? []) as Digest[]) {
    const email = renderDigestEmail({
      recipientName: digest.display_name,
      items: digest.items,
      appUrl,
      unsubscribeUrl,
    });
    try {
      await transport.sendMail({
        from: mailFrom(),
        to: digest.email,
        ...email,
      });
      sent += 1;
    } catch (sendError) {
      console.error('send-notification-digest: SMTP failed', sendError);
      failed.push(digest.recipient_id);
      const released = await supabase.rpc('release_notification_digest', {
        notification_ids: digest.items.map((item) => item.id),
      });
      if (released.error) {
        console.error('send-notification-digest: release failed', released.error);
      }
    }
  }
  return Response.json({ sent, failed: failed.length }, { status: failed.length ? 502 : 200 });
}

Deno.serve(async (request) => {
  const url = new URL(request.url);
  const token = url.searchParams.get('unsubscribe');
  if (request.method === 'GET' && token) return confirmUnsubscribe(token);
  if (request.method === 'POST' && token) return unsubscribe(token);
  if (request.method === 'POST') return sendDigests(request, url);
  return Response.json(
    { code: 'data/invalid', message: 'data/invalid: use POST' },
    { status: 405 },
  );
});
