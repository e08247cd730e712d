// The auth calls a page makes now and then: links and their callback, GitHub, emailed codes,
// second factors, passkeys, email and password changes. `createAuthApi` imports them on first use, so
// signing in with a password does not fetch their code.
export { handleAuthCallback } from './callback.js';
export { verifyEmailCode } from './email-code.js';
export { signInWithGitHub } from './github.js';
export { sendMagicLink } from './magic-link.js';
export {
  challengeAndVerify,
  enrollTotp,
  listFactors,
  unenrollFactor,
} from './mfa.js';
export { passkeyFailureOf } from './passkey-error.js';
export {
  addPasskey,
  listPasskeys,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
} from './passkeys.js';
export { requestPasswordReset, updatePassword } from './password-reset.js';
export { resendConfirmation } from './resend-confirmation.js';
export { updateEmail } from './update-email.js';
