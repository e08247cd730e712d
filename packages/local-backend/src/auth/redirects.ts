/**
 * Compiles one allow-list pattern the way GoTrue does (gobwas/glob with `.` and `/` as
 * separators): `*` matches within one host label or path segment, `**` matches anything,
 * `?` one non-separator character, `{a,b}` alternatives, `[…]` a character class.
 */
export function compileRedirectPattern(pattern: string): RegExp {
  let out = '';
  let i = 0;
  let inAlternatives = false;
  while (i < pattern.length) {
    const ch = pattern[i] as string;
    if (ch === '*') {
      if (pattern[i + 1] === '*') {
        out += '.*';
        i += 2;
        continue;
      }
      out += '[^./]*';
    } else if (ch === '?') {
      out += '[^./]';
    } else if (ch === '{') {
      out += '(?:';
      inAlternatives = true;
    } else if (ch === '}' && inAlternatives) {
      out += ')';
      inAlternatives = false;
    } else if (ch === ',' && inAlternatives) {
      out += '|';
    } else if (ch === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end === -1) {
        out += '\\[';
      } else {
        const body = pattern
          .slice(i + 1, end)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\');
        out += `[${body}]`;
        i = end;
      }
    } else if (ch === '\\' && i + 1 < pattern.length) {
      out += (pattern[i + 1] as string).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      i += 1;
    } else {
      out += ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    }
    i += 1;
  }
  return new RegExp(`^${out}$`);
}

/** Whether a host name is a loopback address (`localhost`, `127.x.x.x`, `::1`). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** Decides where auth may redirect to, from `site_url` and `additional_redirect_urls`. */
export interface RedirectPolicy {
  /** Whether `url` is allowed (GoTrue's `IsRedirectURLValid`). */
  isAllowed(url: string): boolean;
  /** `url` if allowed, else `site_url` (what GoTrue does with a refused `redirect_to`). */
  resolve(url: string | undefined | null): string;
}

/**
 * GoTrue's rules: the site itself (same scheme and host; any port on loopback hosts),
 * loopback IP addresses, and anything matching an allow-list pattern (fragment ignored).
 */
export function createRedirectPolicy(siteUrl: string, allowList: string[]): RedirectPolicy {
  const patterns = allowList.filter(Boolean).map(compileRedirectPattern);
  let site: URL | undefined;
  try {
    site = new URL(siteUrl);
  } catch {
    site = undefined;
  }
  const isAllowed = (candidate: string) => {
    if (!candidate) return false;
    let url: URL;
    try {
      url = new URL(candidate);
    } catch {
      return false;
    }
    if (
      site &&
      site.hostname === url.hostname &&
      site.protocol === url.protocol &&
      (site.port === url.port || isLoopbackHost(url.hostname))
    ) {
      return true;
    }
    // WHATWG URLs rewrite `http://2130706433/` to 127.0.0.1; GoTrue sees the raw host and
    // refuses decimal IP addresses, so look at the host as written.
    const rawHost = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/:?#]+)/i.exec(candidate)?.[1] ?? '';
    if (/^\d+$/.test(rawHost)) return false;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (/^[\d.]+$/.test(host) || host.includes(':')) return isLoopbackHost(url.hostname);
    const withoutFragment = candidate.split('#')[0] as string;
    return patterns.some((pattern) => pattern.test(withoutFragment));
  };
  return {
    isAllowed,
    resolve: (candidate) => (candidate && isAllowed(candidate) ? candidate : siteUrl),
  };
}
