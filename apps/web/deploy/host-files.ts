import {
  ASSET_HEADERS,
  ASSETS_PATH,
  AUTH_CALLBACK_HEADERS,
  AUTH_CALLBACK_PATH,
  securityHeaders,
} from './security-headers.ts';

/** A file the build writes next to `index.html` for a static host. */
export interface HostFile {
  fileName: string;
  source: string;
}

function headerLines(headers: Record<string, string>): string[] {
  return Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
}

/**
 * Netlify's `_headers` and `_redirects`, read from the publish directory: the headers on every
 * path (the callback's rule comes last, so its referrer policy wins), the built files' caching
 * and the SPA fallback.
 */
export function netlifyFiles(supabaseUrl: string): HostFile[] {
  const headers = [
    '# Made by `vite build` from VITE_SUPABASE_URL (apps/web/deploy); do not edit.',
    '/*',
    ...headerLines(securityHeaders(supabaseUrl)),
    AUTH_CALLBACK_PATH,
    ...headerLines(AUTH_CALLBACK_HEADERS),
    `${ASSETS_PATH}*`,
    ...headerLines(ASSET_HEADERS),
    '',
  ].join('\n');
  // The app routes in the browser: every path that is not a file is index.html.
  const redirects = '/*  /index.html  200\n';
  return [
    { fileName: '_headers', source: headers },
    { fileName: '_redirects', source: redirects },
  ];
}

/** The file name Vercel reads its configuration from. */
export const VERCEL_FILE_NAME = 'vercel.json';

/** The part of `vercel.json` the build writes. */
export interface VercelConfig {
  headers: { source: string; headers: { key: string; value: string }[] }[];
  rewrites: { source: string; destination: string }[];
}

function vercelHeaders(headers: Record<string, string>) {
  return Object.entries(headers).map(([key, value]) => ({ key, value }));
}

/**
 * Vercel's `vercel.json` for a deploy of the built folder itself (`vercel deploy dist`): the
 * headers (later rules override earlier ones, so the callback's referrer policy wins), the
 * built files' caching and the SPA fallback (files are served before rewrites apply).
 */
export function vercelFile(supabaseUrl: string): HostFile {
  const config: VercelConfig = {
    headers: [
      { source: '/(.*)', headers: vercelHeaders(securityHeaders(supabaseUrl)) },
      { source: AUTH_CALLBACK_PATH, headers: vercelHeaders(AUTH_CALLBACK_HEADERS) },
      { source: `${ASSETS_PATH}(.*)`, headers: vercelHeaders(ASSET_HEADERS) },
    ],
    rewrites: [{ source: '/(.*)', destination: '/index.html' }],
  };
  return { fileName: VERCEL_FILE_NAME, source: `${JSON.stringify(config, null, 2)}\n` };
}

/** Every host file the production build writes. */
export function hostFiles(supabaseUrl: string): HostFile[] {
  return [...netlifyFiles(supabaseUrl), vercelFile(supabaseUrl)];
}
