// Sends the email of an invitation on behalf of the signed-in admin or owner who calls it
// (`tandem.invitations.send(invitationId)`). The database decides, with the caller's JWT,
// whether the invitation is theirs to send and refuses a repeat within 60 seconds
// (claim_invitation_email); the email goes out over SMTP (SMTP_* variables, by default the
// local backend's capture on 127.0.0.1:54325).
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import nodemailer from 'npm:nodemailer@10.6.1';
import { renderInvitationEmail } from './email.ts';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** HTTP status of each catalogue code the database raises here. */
const STATUS: Record<string, number> = {
  'data/not-found': 404,
  'data/forbidden': 403,
  'data/invalid': 400,
  'invite/revoked': 410,
  'invite/expired': 410,
  'invite/used': 409,
  'invite/rate-limited': 429,
};

/** An error body the api-client maps by its `code: detail` message, as database errors. */
function failure(code: string, message: string, status = STATUS[code] ?? 500): Response {
  return Response.json(
    { code, message: message.startsWith(`${code}:`) ? message : `${code}: ${message}` },
    { status, headers: CORS },
  );
}

const env = (name: string, fallback = '') => Deno.env.get(name) || fallback;

/**
 * The app's origin for the accept link: APP_URL's, or the caller's own app when it runs on
 * loopback (local development and tests on other ports).
 */
function appOrigin(requested: unknown): string {
  const configured = new URL(env('APP_URL', 'http://localhost:5173')).origin;
  if (typeof requested !== 'string') return configured;
  try {
    const url = new URL(requested);
    const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return url.origin === configured || (loopback && url.protocol === 'http:')
      ? url.origin
      : configured;
  } catch {
    return configured;
  }
}

const transport = nodemailer.createTransport({
  host: env('SMTP_HOST', '127.0.0.1'),
  port: Number(env('SMTP_PORT', '54325')),
  secure: env('SMTP_PORT') === '465',
  auth: env('SMTP_USER') ? { user: env('SMTP_USER'), pass: env('SMTP_PASS') } : undefined,
});

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS });
  if (request.method !== 'POST') return failure('data/invalid', 'use POST', 405);
  const body = await request.json().catch(() => null);
  const invitationId = body?.invitation_id;
  if (typeof invitationId !== 'string' || !UUID.test(invitationId)) {
    return failure('data/invalid', 'invitation_id must be a UUID');
  }
  // The caller's JWT, so row-level security and the RPC's checks apply to them.
  const supabase = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    global: { headers: { Authorization: request.headers.get('Authorization') ?? '' } },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await supabase
    .rpc('claim_invitation_email', { invitation_id: invitationId })
    .single<{
      email: string;
      role: string;
      token: string;
      expires_at: string;
      workspace_name: string;
      inviter_name: string;
    }>();
  if (error || !data) {
    const message = error?.message ?? 'data/not-found: invitation not found';
    const code = /^([a-z]+\/[a-z-]+):/.exec(message)?.[1] ?? 'data/forbidden';
    return failure(code, message);
  }
  const acceptUrl = `${appOrigin(body?.app_url)}/invite/${encodeURIComponent(data.token)}`;
  const email = renderInvitationEmail({
    workspaceName: data.workspace_name,
    inviterName: data.inviter_name,
    role: data.role,
    acceptUrl,
    expiresAt: data.expires_at,
  });
  try {
    await transport.sendMail({
      from: env('SMTP_FROM', 'Tandem <no-reply@tandem.local>'),
      to: data.email,
      ...email,
    });
  } catch (sendError) {
    console.error('send-invitation: SMTP failed', sendError);
    return failure('unknown', 'the email could not be sent', 502);
  }
  return Response.json({ email: data.email }, { headers: CORS });
});
