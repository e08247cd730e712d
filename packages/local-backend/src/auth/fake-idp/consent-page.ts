import { escapeHtml } from '../../http/html.js';

/**
 * The fake provider's consent page: the accounts already seen for this provider, a form to
 * make one up, and a cancel button; every form posts back with the OAuth `state`.
 */
export function consentPage(
  provider: string,
  state: string,
  known: { email: string; name: string }[],
): string {
  const title = provider === 'github' ? 'GitHub' : provider === 'google' ? 'Google' : provider;
  const choices = known
    .map(
      (identity) => `<li><form method="post">
  <input type="hidden" name="state" value="${escapeHtml(state)}">
  <input type="hidden" name="email" value="${escapeHtml(identity.email)}">
  <input type="hidden" name="name" value="${escapeHtml(identity.name)}">
  <button type="submit">${escapeHtml(identity.name || identity.email)} &lt;${escapeHtml(identity.email)}&gt;</button>
</form></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign in with ${escapeHtml(title)} (local)</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; }
  label { display: block; margin: 0.5rem 0; } input[type=email], input[type=text] { width: 100%; }
  ul { padding: 0; list-style: none; } li button { width: 100%; margin: 0.25rem 0; text-align: left; }
</style></head>
<body>
<h1>Sign in with ${escapeHtml(title)}</h1>
<p>This is the local backend's stand-in for ${escapeHtml(title)}: no request leaves this machine.
Pick an account or make one up.</p>
${choices ? `<ul id="accounts">${choices}</ul>` : ''}
<form method="post" id="new-account">
  <input type="hidden" name="state" value="${escapeHtml(state)}">
  <label>Email <input type="email" name="email" required autofocus></label>
  <label>Name <input type="text" name="name"></label>
  <button type="submit">Continue</button>
</form>
<form method="post"><input type="hidden" name="state" value="${escapeHtml(state)}">
  <input type="hidden" name="deny" value="1"><button type="submit">Cancel</button></form>
</body></html>`;
}
