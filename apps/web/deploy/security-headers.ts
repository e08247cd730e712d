import { headerPolicy } from './content-security-policy.ts';

/** Response headers as name → value. */
export type HeaderSet = Readonly<Record<string, string>>;

/** The page a sign-in link lands on: its URL carries the PKCE code (`?code=`). */
export const AUTH_CALLBACK_PATH = '/auth/callback';

/**
 * Browser features the app never uses, refused to the page and to anything it could be made
 * to embed.
 */
const REFUSED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
];

/**
 * The headers every response of the app carries.
 *
 * @param supabaseUrl - `VITE_SUPABASE_URL`, which the policy lets the page talk to
 */
export function securityHeaders(supabaseUrl: string): HeaderSet {
  return {
    'Content-Security-Policy': headerPolicy(supabaseUrl),
    // Other sites see the origin only, never a path with `?task=` or a workspace's slug.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': REFUSED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    // Two years, the length preload lists ask for; not `preload`, which is a separate choice.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // For browsers without CSP's `frame-ancestors`.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * What `/auth/callback` adds: no referrer at all, so the one-time code in its URL is never
 * sent to another site, even as an origin.
 */
export const AUTH_CALLBACK_HEADERS: HeaderSet = { 'Referrer-Policy': 'no-referrer' };

/** Where the build puts its scripts, styles and images, each named by a hash of its content. */
export const ASSETS_PATH = '/assets/';

/**
 * What the built files add: a browser keeps each a year and never asks again, since a changed
 * file gets a new name. A return visit then fetches nothing but the page, where a host's
 * default (revalidate every file) costs a round trip per file on a slow network.
 */
export const ASSET_HEADERS: HeaderSet = {
  'Cache-Control': 'public, max-age=31536000, immutable',
};
