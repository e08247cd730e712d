import { z } from 'zod';

/**
 * Whether `value` is a path inside this app. Anything else (another origin, `//host`, a
 * `javascript:` URL) is refused, so `?next=` can never send a user off-site.
 */
export function isAppPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * Search params of the screens that return somewhere after signing in: `next` is kept when it
 * is a path inside the app and dropped otherwise.
 */
export const nextSearchSchema = z.object({
  next: z
    .string()
    .refine(isAppPath)
    .optional()
    .catch(() => undefined),
});

/** The parsed {@link nextSearchSchema}. */
export type NextSearch = z.infer<typeof nextSearchSchema>;

/** Where to go after signing in: `next` when given, else the home route. */
export function destinationOf(next: string | undefined): string {
  return next && isAppPath(next) ? next : '/';
}
