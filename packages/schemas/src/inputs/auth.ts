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

/**
 * The "set a new password" form (after a recovery link, or from the profile settings): the new
 * password typed twice. A mismatch is reported on `confirm_password`.
 */
export const resetPasswordInputSchema = z
  .object({
    password: newPasswordSchema,
    confirm_password: z.string({ error: 'Confirm your new password' }),
  })
  .check(
    z.refine((input) => input.password === input.confirm_password, {
      error: 'Passwords do not match',
      path: ['confirm_password'],
    }),
  );

/** Parsed reset-password form. */
export interface ResetPasswordInput extends z.infer<typeof resetPasswordInputSchema> {}
