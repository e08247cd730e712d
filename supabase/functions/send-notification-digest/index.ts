// Emails notification digests. A pg_cron job (private.request_notification_digest) POSTs here
// when notifications have waited unread long enough; claim_notification_digests (service role)
// marks them emailed and returns them per person, and each person gets one email over SMTP
// (SMTP_* variables, by default the local backend's capture on 127.0.0.1:54325), with links
// into the app (APP_URL) and, per kind, an unsubscribe link back to this function:
// GET ?unsubscribe=<token> turns that kind's email off (unsubscribe_notifications).
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import nodemailer from 'npm:nodemailer@10.6.1';
import { escapeHtml } from '../_shared/html.ts';
import { type DigestItem, KIND_NAMES, renderDigestEmail } from './email.ts';

const env = (name: string, fallback = '') => Deno.env.get(name) || fallback;

const transport = nodemailer.createTransport({
  host: env('SMTP_HOST', '127.0.0.1'),
  port: Number(env('SMTP_PORT', '54325')),
  secure: env('SMTP_PORT') === '465',
  auth: env('SMTP_USER') ? { user: env('SMTP_USER'), pass: env('SMTP_PASS') } : undefined,
});

const supabase = createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
  auth: { persistSession: false, autoRefreshToken: false },
});

/** A short HTML page for the unsubscribe link's answer. */
function page(status: number, message: string): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Tandem</title></head><body style="font-family:system-ui,sans-serif;padding:32px"><p>${escapeHtml(message)}</p></body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
}

async function unsubscribe(token: string): Promise<Response> {
  const { data, error } = await supabase.rpc('unsubscribe_notifications', { token });
  if (error || typeof data !== 'string') {
    return page(400, 'This unsubscribe link is not valid.');
  }
  return page(
    200,
    `You will no longer get emails about ${KIND_NAMES[data] ?? data}. You can turn them back on in your notification settings.`,
  );
}

interface Digest {
  recipient_id: string;
  email: string;
  display_name: string;
  items: DigestItem[];
}

async function sendDigests(requestUrl: URL): Promise<Response> {
  const { data, error } = await supabase.rpc('claim_notification_digests');
  if (error) {
    console.error('send-notification-digest: claim failed', error);
    return Response.json({ code: 'unknown', message: error.message }, { status: 500 });
  }
  const appUrl = new URL(env('APP_URL', 'http://localhost:5173')).origin;
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
        from: env('SMTP_FROM', 'Tandem <no-reply@tandem.local>'),
        to: digest.email,
        ...email,
      });
      sent += 1;
    } catch (sendError) {
      console.error('send-notification-digest: SMTP failed', sendError);
      failed.push(digest.recipient_id);
    }
  }
  return Response.json({ sent, failed: failed.length }, { status: failed.length ? 502 : 200 });
}

Deno.serve(async (request) => {
  const url = new URL(request.url);
  const token = url.searchParams.get('unsubscribe');
  if (request.method === 'GET' && token) return unsubscribe(token);
  if (request.method === 'POST') return sendDigests(url);
  return Response.json(
    { code: 'data/invalid', message: 'data/invalid: use POST' },
    { status: 405 },
  );
});
