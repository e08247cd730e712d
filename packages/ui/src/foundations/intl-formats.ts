/**
 * Shared `Intl` formatters. Building one costs far more than formatting with it (the locale
 * data is resolved each time), and a list or calendar of thousands of tasks formats a date in
 * every row it renders: each locale and options pair is built once and kept.
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** The `Intl.DateTimeFormat` of `locale` (the runtime's when undefined) and `options`. */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** The `Intl.RelativeTimeFormat` of `locale` (the runtime's when undefined) and `options`. */
export function relativeTimeFormat(
  locale: string | undefined,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, options);
    relativeFormats.set(key, format);
  }
  return format;
}
