import { escapeHtml } from '../http/html.js';
import type { Inbox } from '../mailbox.js';
import { AuthError } from './errors.js';
import type { AuthSettings } from './settings.js';

/** The emails the auth service sends; each is also the `type` of its verify link. */
export type EmailKind = 'signup' | 'magiclink' | 'recovery' | 'email_change' | 'invite';

/** Everything the mailer sends: the link emails plus the code-only reauthentication. */
export type MailKind = EmailKind | 'reauthentication';

interface Template {
  subject: string;
  heading: string;
  intro: (vars: TemplateVars) => string;
  action: string;
}

interface TemplateVars {
  siteUrl: string;
  email: string;
  newEmail?: string;
}

// Worded like Supabase's default templates, plus the code every email also carries.
const TEMPLATES: Record<MailKind, Template> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    intro: () => 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    intro: () => 'Follow this link to login:',
    action: 'Log In',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    intro: () => 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    intro: (vars) =>
      `Follow this link to confirm the update of your email from ${vars.email} to ${vars.newEmail ?? ''}:`,
    action: 'Change Email',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    heading: 'Confirm reauthentication',
    intro: () => 'Enter the code below to confirm it is you:',
    action: '',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    intro: (vars) =>
      `You have been invited to create a user on ${vars.siteUrl}. Follow this link to accept the invite:`,
    action: 'Accept the invite',
  },
};

/** One email to send. */
export interface EmailRequest {
  to: string;
  kind: MailKind;
  /** `/auth/v1/verify?...` link the email carries; none for reauthentication. */
  link?: string;
  /** The one-time code. */
  otp: string;
  /** Current address (email change). */
  email: string;
  /** New address (email change). */
  newEmail?: string;
}

/**
 * Sends auth emails into the inbox and enforces the email limits: `[auth.rate_limit]
 * email_sent` per hour across the instance and `[auth.email] max_frequency` per address.
 * Call {@link Mailer.checkLimits} before changing any state, then {@link Mailer.send}.
 */
export interface Mailer {
  /** Throws 429 `over_email_send_rate_limit` if an email to `to` may not go out now. */
  checkLimits(to: string): void;
  /** Renders and delivers one email. */
  send(request: EmailRequest): void;
}

/** Creates the mailer over an inbox and a clock. */
export function createMailer(settings: AuthSettings, inbox: Inbox, now: () => number): Mailer {
  const sent: number[] = [];
  const lastTo = new Map<string, number>();
  const HOUR = 3_600_000;
  return {
    checkLimits(to) {
      const at = now();
      while (sent.length && (sent[0] as number) <= at - HOUR) sent.shift();
      if (sent.length >= settings.emailsPerHour) {
        throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
      }
      const last = lastTo.get(to.toLowerCase());
      if (last !== undefined && at - last < settings.maxFrequencyMs) {
        const wait = Math.ceil((settings.maxFrequencyMs - (at - last)) / 1000);
        throw new AuthError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${wait} seconds.`,
        );
      }
    },
    send(request) {
      const at = now();
      sent.push(at);
      lastTo.set(request.to.toLowerCase(), at);
      const template = TEMPLATES[request.kind];
      const intro = template.intro({
        siteUrl: settings.siteUrl,
        email: request.email,
        newEmail: request.newEmail,
      });
      const link = request.link;
      const codeLine = link
        ? `Alternatively, enter the code: ${request.otp}`
        : `Code: ${request.otp}`;
      const text = [template.heading, '', intro, ...(link ? [link] : []), '', codeLine, ''].join(
        '\n',
      );
      const html = [
        `<h2>${escapeHtml(template.heading)}</h2>`,
        `<p>${escapeHtml(intro)}</p>`,
        ...(link
          ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(template.action)}</a></p>`]
          : []),
        `<p>${escapeHtml(codeLine)}</p>`,
      ].join('\n');
      inbox.deliver({
        to: request.to,
        subject: template.subject,
        text,
        html,
        links: link ? [link] : [],
        otp: request.otp,
      });
    },
  };
}
