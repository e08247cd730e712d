import * as z from 'zod/mini';

/** The form of an authenticator app's code, at sign-in and when setting an app up. */
export const totpCodeFormSchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6 digits your authenticator app shows.')),
});

/** What {@link totpCodeFormSchema} parses to. */
export type TotpCodeForm = z.infer<typeof totpCodeFormSchema>;

/** The form of the 6-digit code printed in a confirmation or sign-in email. */
export const emailCodeFormSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6 digits from the email.')),
});
