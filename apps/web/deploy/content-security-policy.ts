/**
 * The app's Content-Security-Policy, made from the Supabase project URL the build embeds: only
 * the app's own scripts run, and the page talks to nothing but its origin and that project.
 */

/** A policy as directive → sources, in the order it is written out. */
export type PolicyDirectives = ReadonlyArray<readonly [directive: string, sources: string[]]>;

/**
 * Directives a `<meta http-equiv>` policy cannot carry: browsers ignore them there (and warn),
 * so they are sent only as a header.
 */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/** `http(s)://host` → `ws(s)://host`: realtime's WebSocket is matched by its own scheme. */
function webSocketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/**
 * The policy's directives for a Supabase project.
 *
 * @param supabaseUrl - `VITE_SUPABASE_URL`, e.g. `https://<ref>.supabase.co`
 */
export function policyDirectives(supabaseUrl: string): PolicyDirectives {
  const project = new URL(supabaseUrl).origin;
  return [
    ['default-src', ["'self'"]],
    // No inline script and no eval: an injected `<script>` or `onerror=` never runs.
    ['script-src', ["'self'"]],
    // Radix's dialogs and popovers (react-remove-scroll, via react-style-singleton) and sonner's
    // toasts add `<style>` elements at run time whose text changes with the page (scrollbar
    // widths), so no hash can name them: inline styles are allowed, scripts are not. A style
    // cannot run code; at worst it restyles the page.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Avatars and attachment thumbnails come from Storage; a picked avatar is previewed from
    // a `blob:` URL; the kit's icons and placeholders may be `data:` images.
    ['img-src', ["'self'", 'data:', 'blob:', `${project}/storage/v1/`]],
    ['font-src', ["'self'"]],
    // REST, auth, Storage (resumable uploads) over HTTP; realtime over a WebSocket.
    ['connect-src', ["'self'", project, webSocketOrigin(project)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // Every form is handled by script; none posts anywhere.
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    // DOM sinks (`innerHTML`, `script.src`, …) take only Trusted Types values. The one policy
    // is the app's `default` (src/lib/trusted-types-policy.ts), which passes markup without
    // `<` (text only) and refuses the rest; no other policy may be made.
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', ['default']],
  ];
}

function serialize(directives: PolicyDirectives): string {
  return directives.map(([directive, sources]) => [directive, ...sources].join(' ')).join('; ');
}

/** The policy for the `Content-Security-Policy` response header. */
export function headerPolicy(supabaseUrl: string): string {
  return serialize(policyDirectives(supabaseUrl));
}

/** The same policy without the directives a `<meta>` tag cannot carry. */
export function metaPolicy(supabaseUrl: string): string {
  return serialize(
    policyDirectives(supabaseUrl).filter(([directive]) => !HEADER_ONLY_DIRECTIVES.has(directive)),
  );
}
