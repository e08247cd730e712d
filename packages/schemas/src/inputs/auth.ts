import * as z from 'zod/mini';
import { emailSchema } from '../fields/email.js';
import { currentPasswordSchema, newPasswordSchema } from '../fields/password.js';
import { requiredTextSchema } from '../fields/text.js';
import { DISPLAY_NAME_MAX_LENGTH } from '../limits.js';

/** The sign-up form: email, a new password and the display name of the profile to create. */
export const signUpInputSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  display_name: requiredTextSchema('Display name', DISPLAY_NAME_MAX_LENGTH),
});

/** Parsed sign-up form. */
export interface SignUpInput extends z.infer<typeof signUpInputSchema> {}

/** The password sign-in form. */
export const signInInputSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});

/** Parsed password sign-in form. */
export interface SignInInput extends z.infer<typeof signInInputSchema> {}

/** The "email me a sign-in link" form. */
export const magicLinkInputSchema = z.object({
  email: emailSchema,
});

/** Parsed magic-link form. */
export interface MagicLinkInput extends z.infer<typeof magicLinkInputSchema> {}

/** The "forgot password" form, which requests a recovery link. */
export const forgotPasswordInputSchema = z.object({
  email: emailSchema,
});

/** Parsed forgot-password form. */
export interface ForgotPasswordInput extends z.infer<typeof forgotPasswordInputSchema> {}

/** The new password typed twice, shared by the forms that set one. */
const newPasswordTwice = {
  password: newPasswordSchema,
  confirm_password: z.string({ error: 'Confirm your new password' }),
};

const confirmationMatches = z.refine<{ password: string; confirm_password: string }>(
  (input) => input.password === input.confirm_password,
  { error: 'Passwords do not match', path: ['confirm_password'] },
);

/**
 * The "set a new password" form (after a recovery link, or from the profile settings): the new
 * password typed twice. A mismatch is reported on `confirm_password`.
 */
export const resetPasswordInputSchema = z.object(newPasswordTwice).check(confirmationMatches);

/** Parsed reset-password form. */
export interface ResetPasswordInput extends z.infer<typeof resetPasswordInputSchema> {}

/**
 * The profile's "Change password" form: the new password twice, as after a recovery link, plus
 * the current one (a borrowed unlocked session alone cannot change the password) and the code
 * the server emails when the session is older than a day (empty until it asks for one).
 */
export const passwordChangeInputSchema = z
  .object({
    current_password: z
      .string({ error: 'Enter your current password' })
      .check(z.minLength(1, { error: 'Enter your current password' })),
    reauthentication_code: z.string(),
    ...newPasswordTwice,
  })
  .check(confirmationMatches);

/** Parsed change-password form. */
export interface PasswordChangeInput extends z.infer<typeof passwordChangeInputSchema> {}
