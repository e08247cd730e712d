import { escapeHtml } from '../_shared/html.ts';

/** What an invitation email says. */
export interface InvitationEmail {
  workspaceName: string;
  inviterName: string;
  /** `viewer`, `member` or `admin`. */
  role: string;
  acceptUrl: string;
  /** ISO timestamp. */
  expiresAt: string;
}

const ROLE_LABELS: Record<string, string> = {
  viewer: 'Viewer',
  member: 'Member',
  admin: 'Admin',
};

const ROLE_ABILITIES: Record<string, string> = {
  viewer: 'see its boards and tasks',
  member: 'create and edit tasks on its boards',
  admin: 'manage its boards, members and invitations',
};

/** "Monday, 30 November 2026, 14:05 UTC": unambiguous wherever the reader is. */
function expiryText(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = date.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `${day}, ${time} UTC`;
}

/**
 * The subject of every invitation email. Fixed: the workspace's and the inviter's names are
 * written by the inviter, and a subject is what a phishing mail needs most.
 */
export const INVITATION_SUBJECT = "You're invited to a workspace on Tandem";

/**
 * Subject, plain text and HTML of the email inviting someone to a workspace. The names appear
 * in the body only, quoted in the text and escaped in the HTML.
 */
export function renderInvitationEmail(email: InvitationEmail): {
  subject: string;
  text: string;
  html: string;
} {
  const role = ROLE_LABELS[email.role] ?? email.role;
  const abilities = ROLE_ABILITIES[email.role] ?? 'work in it';
  const expires = expiryText(email.expiresAt);
  const subject = INVITATION_SUBJECT;
  const text = [
    `${email.inviterName} invited you to join the workspace "${email.workspaceName}" on Tandem as ${role}: you will be able to ${abilities}.`,
    '',
    `Accept the invitation: ${email.acceptUrl}`,
    '',
    `The link works for this email address only, until ${expires}.`,
    "If you don't have a Tandem account yet, you can create one from the link.",
    "If you weren't expecting this invitation, you can ignore this email.",
  ].join('\n');
  const e = {
    inviter: escapeHtml(email.inviterName),
    workspace: escapeHtml(email.workspaceName),
    role: escapeHtml(role),
    url: escapeHtml(email.acceptUrl),
    expires: escapeHtml(expires),
  };
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:32px 16px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#4f46e5;padding-bottom:24px">Tandem</td></tr>
<tr><td style="font-size:18px;font-weight:600;padding-bottom:12px">Join ${e.workspace}</td></tr>
<tr><td style="font-size:15px;line-height:1.6;padding-bottom:24px"><strong>${e.inviter}</strong> invited you to join the workspace <strong>${e.workspace}</strong> as <strong>${e.role}</strong>: you will be able to ${escapeHtml(abilities)}.</td></tr>
<tr><td style="padding-bottom:24px"><a href="${e.url}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">Accept invitation</a></td></tr>
<tr><td style="font-size:13px;line-height:1.6;color:#52525b">The link works for this email address only, until ${e.expires}. If you don't have a Tandem account yet, you can create one from the link.<br>Or paste this link into your browser: <a href="${e.url}" style="color:#4f46e5;word-break:break-all">${e.url}</a></td></tr>
<tr><td style="font-size:12px;color:#71717a;padding-top:24px">If you weren't expecting this invitation, you can ignore this email.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject, text, html };
}
