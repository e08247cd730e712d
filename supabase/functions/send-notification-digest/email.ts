import { escapeHtml } from '../_shared/html.ts';

/** One notification of a digest, as claim_notification_digests returns it. */
export interface DigestItem {
  id: string;
  kind: string;
  count: number;
  actor_name: string;
  workspace_name: string;
  workspace_slug: string;
  task_number: number | null;
  task_title: string | null;
  details: Record<string, unknown>;
  created_at: string;
  unsubscribe_token: string;
}

/** What a digest email is made of. */
export interface DigestEmail {
  recipientName: string;
  items: DigestItem[];
  /** The web app's origin: task links point there. */
  appUrl: string;
  /** The unsubscribe endpoint; the token is appended as `?unsubscribe=`. */
  unsubscribeUrl: string;
}

const STATUS_NAMES: Record<string, string> = {
  backlog: 'Backlog',
  todo: 'Todo',
  in_progress: 'In Progress',
  in_review: 'In Review',
  done: 'Done',
  canceled: 'Canceled',
};

const ROLE_NAMES: Record<string, string> = {
  viewer: 'Viewer',
  member: 'Member',
  admin: 'Admin',
  owner: 'Owner',
};

/** What "stop emails about …" names, per kind. */
export const KIND_NAMES: Record<string, string> = {
  mentioned: 'mentions',
  assigned: 'assignments',
  commented: 'comments on tasks you watch',
  state_changed: 'state changes of tasks you watch',
  due_soon: 'tasks due soon',
  overdue: 'overdue tasks',
  invited: 'invitations',
  role_changed: 'role changes',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** "#12 Fix the login page" */
function taskName(item: DigestItem): string {
  return item.task_number === null
    ? 'a task'
    : `#${item.task_number} ${item.task_title ?? ''}`.trim();
}

/** One sentence saying what happened. */
export function sentenceOf(item: DigestItem): string {
  const who = item.actor_name;
  const task = taskName(item);
  const times = item.count > 1 ? ` (${item.count} times)` : '';
  switch (item.kind) {
    case 'mentioned':
      return `${who} mentioned you ${item.details.in === 'description' ? 'in the description of' : 'on'} ${task}${times}`;
    case 'assigned':
      return `${who} assigned ${task} to you`;
    case 'commented':
      return item.count > 1
        ? `${who} left ${item.count} comments on ${task}`
        : `${who} commented on ${task}`;
    case 'state_changed': {
      // The board's columns by the names they had then; older notifications name statuses.
      const from =
        text(item.details.from_state_name) ||
        (STATUS_NAMES[text(item.details.from)] ?? text(item.details.from));
      const to =
        text(item.details.to_state_name) ||
        (STATUS_NAMES[text(item.details.to)] ?? text(item.details.to));
      return `${who} moved ${task} from ${from} to ${to}`;
    }
    case 'due_soon':
      return `${task} is due today`;
    case 'overdue':
      return `${task} is overdue`;
    case 'invited':
      return `${who} invited you to ${item.workspace_name} as ${ROLE_NAMES[text(item.details.role)] ?? text(item.details.role)}`;
    case 'role_changed':
      return `${who} made you ${ROLE_NAMES[text(item.details.to)] ?? text(item.details.to)} in ${item.workspace_name}`;
    default:
      return `${who} updated ${task}`;
  }
}

/** Where the item leads: its task, the invitation, or the workspace. */
export function linkOf(item: DigestItem, appUrl: string): string {
  const workspace = `${appUrl}/w/${encodeURIComponent(item.workspace_slug)}`;
  if (item.kind === 'invited' && typeof item.details.token === 'string') {
    return `${appUrl}/invite/${encodeURIComponent(item.details.token)}`;
  }
  return item.task_number === null ? workspace : `${workspace}/t/${item.task_number}`;
}

/** Subject, plain text and HTML of one person's digest. */
export function renderDigestEmail(email: DigestEmail): {
  subject: string;
  text: string;
  html: string;
} {
  const lines = email.items.map((item) => ({
    sentence: sentenceOf(item),
    link: linkOf(item, email.appUrl),
    workspace: item.workspace_name,
  }));
  const first = lines[0];
  const subject =
    lines.length === 1 && first
      ? `${first.sentence} — Tandem`
      : `${lines.length} new notifications on Tandem`;
  // One unsubscribe link per kind in this digest, in the order they first appear.
  const unsubscribes = new Map<string, string>();
  for (const item of email.items) {
    if (!unsubscribes.has(item.kind)) {
      unsubscribes.set(
        item.kind,
        `${email.unsubscribeUrl}?unsubscribe=${encodeURIComponent(item.unsubscribe_token)}`,
      );
    }
  }
  const unsubscribeLines = [...unsubscribes].map(
    ([kind, url]) => `Stop emails about ${KIND_NAMES[kind] ?? kind}: ${url}`,
  );
  const plain = [
    `Hi ${email.recipientName}, here is what happened on Tandem:`,
    '',
    ...lines.flatMap((line) => [`- ${line.sentence} (${line.workspace})`, `  ${line.link}`]),
    '',
    ...unsubscribeLines,
  ].join('\n');
  const listHtml = lines
    .map(
      (line) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid #e4e4e7;font-size:15px;line-height:1.5"><a href="${escapeHtml(line.link)}" style="color:#18181b;text-decoration:none">${escapeHtml(line.sentence)}</a><br><span style="font-size:13px;color:#71717a">${escapeHtml(line.workspace)}</span></td></tr>`,
    )
    .join('\n');
  const unsubscribeHtml = [...unsubscribes]
    .map(
      ([kind, url]) =>
        `<a href="${escapeHtml(url)}" style="color:#71717a">Stop emails about ${escapeHtml(KIND_NAMES[kind] ?? kind)}</a>`,
    )
    .join(' · ');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:32px 16px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#4f46e5;padding-bottom:24px">Tandem</td></tr>
<tr><td style="font-size:15px;line-height:1.6;padding-bottom:12px">Hi ${escapeHtml(email.recipientName)}, here is what happened:</td></tr>
${listHtml}
<tr><td style="font-size:12px;line-height:1.8;color:#71717a;padding-top:24px">${unsubscribeHtml}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject, text: plain, html };
}
