/** The browser a user agent string names, most specific first (Edge and Opera say "Chrome" too). */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chromium\//, 'Chromium'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** The device family a user agent string names (iPads and Android phones say "Linux"/"Mac" too). */
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

const day = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * A name for a passkey added now, so a list of them tells devices and days apart: "Chrome on
 * Linux, Dec 3, 2026". A name already `taken` gets a number ("…, 2026 (2)"); the person can
 * rename it at any time.
 */
export function suggestPasskeyName(
  userAgent: string,
  now: Date,
  taken: readonly string[] = [],
): string {
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  const device = browser && system ? `${browser} on ${system}` : (browser ?? system ?? 'Passkey');
  const base = `${device}, ${day.format(now)}`;
  const names = new Set(taken);
  let name = base;
  for (let n = 2; names.has(name); n++) name = `${base} (${n})`;
  return name;
}
