/**
 * The cookie `@supabase/ssr` keeps the session in: supabase-js's default storage key for the
 * project URL, `sb-<first label of the host>-auth-token`, possibly cut into `.0`, `.1`… chunks.
 */
export function sessionCookieName(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Whether this browser holds a session cookie for the project, read from `document.cookie`
 * without loading the client. `false` means signed out for sure, so a signed-out page can
 * paint at once; `true` means the client must look (the session may have expired). The PKCE
 * verifier cookies (`…-auth-token-code-verifier`) are no session.
 */
export function mayHaveStoredSession(
  supabaseUrl: string | undefined = import.meta.env.VITE_SUPABASE_URL,
  cookies: string = globalThis.document?.cookie ?? '',
): boolean {
  if (!supabaseUrl) return true;
  let name: string;
  try {
    name = sessionCookieName(supabaseUrl);
  } catch {
    return true;
  }
  return cookies.split(';').some((pair) => {
    const cookie = pair.split('=', 1)[0]?.trim() ?? '';
    if (!cookie.startsWith(name)) return false;
    const rest = cookie.slice(name.length);
    return rest === '' || /^\.\d+$/.test(rest);
  });
}
