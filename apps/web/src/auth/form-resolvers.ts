import { zodResolver } from '@hookform/resolvers/zod';
import {
  forgotPasswordInputSchema,
  magicLinkInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  signUpInputSchema,
} from '@tandem/schemas';
import { emailCodeFormSchema, totpCodeFormSchema } from './totp-code-form';

/**
 * The auth forms' validation, by form: their Zod schemas behind react-hook-form resolvers. Only
 * {@link useLazyResolver} imports this module, on demand, so the auth pages paint without Zod.
 */
export const authResolvers = {
  signIn: zodResolver(signInInputSchema),
  signUp: zodResolver(signUpInputSchema),
  magicLink: zodResolver(magicLinkInputSchema),
  forgotPassword: zodResolver(forgotPasswordInputSchema),
  resetPassword: zodResolver(resetPasswordInputSchema),
  totpCode: zodResolver(totpCodeFormSchema),
  emailCode: zodResolver(emailCodeFormSchema),
};
