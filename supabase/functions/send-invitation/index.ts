// Sends the email of an invitation on behalf of the signed-in admin or owner who calls it
// (`tandem.invitations.send(invitationId)`). The database decides, with the caller's JWT,
// whether the invitation is theirs to send, refuses a repeat within 60 seconds and counts the
// sender's and the workspace's emails of the last hour (claim_invitation_email); the email
// goes out over SMTP (SMTP_HOST/SMTP_PORT, which the local backend sets to its own capture).
// The subject is fixed and the accept link is built on the configured app URL, so nothing
// the inviter or the request writes reaches either.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { appOrigin, env, mailFrom, mailTransport, publishableKey } from '../_shared/config.ts';
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
  'invite/quota-exceeded': 429,
};

/** An error body the api-client maps by its `code: detail` message, as database errors. */
function failure(code: string, message: string, status = STATUS[code] ?? 500): Response {
  return Response.json(
    { code, message: message.startsWith(`${code}:`) ? message : `${code}: ${message}` },
    { status, headers: CORS },
  );
}

const transport = mailTransport();

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS });
  if (request.method !== 'POST') return failure('data/invalid', 'use POST', 405);
  if (!transport) return failure('unknown', 'SMTP_HOST and SMTP_PORT are not set', 503);
  const body = await request.json().catch(() => null);
  const invitationId = body?.invitation_id;
  if (typeof invitationId !== 'string' || !UUID.test(invitationId)) {
    return failure('data/invalid', 'invitation_id must be a UUID');
  }
  // The caller's JWT, so row-level security and the RPC's checks apply to them.
  const supabase = createClient(env('SUPABASE_URL'), publishableKey(), {
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
  // The request's own URLs (an `app_url` in the body, Origin, Referer) are ignored on purpose.
  const acceptUrl = `${appOrigin()}/invite/${encodeURIComponent(data.token)}`;
  const email = renderInvitationEmail({
    workspaceName: data.workspace_name,
    inviterName: data.inviter_name,
    role: data.role,
    acceptUrl,
    expiresAt: data.expires_at,
  });
  try {
    await transport.sendMail({
      from: mailFrom(),
      to: data.email,
      ...email,
    });
  } catch (sendError) {
    console.error('send-invitation: SMTP failed', sendError);
    return failure('unknown', 'the email could not be sent', 502);
  }
  return Response.json({ email: data.email }, { headers: CORS });
});
