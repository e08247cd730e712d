/** The only schemes a link in user markdown may use; anything else shows as plain text. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** What a link in user markdown may point to, or `undefined` when it must stay inert text. */
export function safeHref(url: string): string | undefined {
  let parsed: URL;
  try {
    // Absolute URLs only: a relative or scheme-less one has no place to go from a comment.
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  return LINK_PROTOCOLS.has(parsed.protocol) ? parsed.href : undefined;
}

/** Whether a link leaves the app (http or https), and so opens in a new tab. */
export function isExternal(href: string): boolean {
  return /^https?:/i.test(href);
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The real destination to show beside a link's text, or `undefined` when the text already
 * says it. `URL` gives the host in punycode (`xn--…`), so a look-alike international domain
 * shows what it really is; a text that names another host (`[paypal.com](https://evil.test)`)
 * or no host at all gets the real one beside it. For `mailto:` it is the address.
 */
export function destinationToShow(href: string, text: string): string | undefined {
  const shown = text.trim();
  if (href.toLowerCase().startsWith('mailto:')) {
    const address = decodeURIComponent(href.slice('mailto:'.length).split('?')[0] ?? '');
    return shown === address || shown === href ? undefined : address;
  }
  const host = hostOf(href);
  if (!host) return undefined;
  if (host.includes('xn--')) return host;
  const textHost = hostOf(/^[a-z][a-z0-9+.-]*:/i.test(shown) ? shown : `https://${shown}`);
  return textHost === host && /^(https?:\/\/)?[^\s]+$/i.test(shown) ? undefined : host;
}
