import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { z } from 'zod';
import type { BackendContext } from '../context.js';
import { envFlag, REQUIRE_CURRENT_PASSWORD_ENV } from './current-password.js';

/** The bcrypt cost GoTrue hashes passwords with. */
const DEFAULT_PASSWORD_HASH_COST = 10;

/**
 * `[auth]` keys the core config does not model, read from the same `config.toml` with the
 * Supabase CLI's defaults. Kept here so the auth surface owns its own knobs.
 */
const extraSchema = z.object({
  auth: z
    .object({
      /** Shortest accepted password. Default `6`. */
      minimum_password_length: z.number().int().min(1).default(6),
      /** Character classes a password needs (`""`, `letters_digits`, …). Default `""`. */
      password_requirements: z.string().default(''),
      /** Rotate refresh tokens on use. Default `true`. */
      enable_refresh_token_rotation: z.boolean().default(true),
      /** Seconds a rotated refresh token may still be reused. Default `10`. */
      refresh_token_reuse_interval: z.number().int().nonnegative().default(10),
      /** Whether users may link identities manually. Default `false`. */
      enable_manual_linking: z.boolean().default(false),
      email: z
        .object({
          /** Whether email sign-ups/sign-ins are on. Default `true`. */
          enable_signup: z.boolean().default(true),
          /** Password changes in sessions older than 24 h need a reauthentication code. Default `false`. */
          secure_password_change: z.boolean().default(false),
          /** An email change needs confirming from both addresses. Default `true`. */
          double_confirm_changes: z.boolean().default(true),
          /** Minimum gap between emails to one address (`"1s"`, `"60s"`). Default `"1s"`. */
          max_frequency: z.union([z.string(), z.number()]).default('1s'),
          /** Digits of the email code. Default `6`. */
          otp_length: z.number().int().min(6).max(10).default(6),
          /** Seconds an email link or code stays valid. Default `3600`. */
          otp_expiry: z.number().int().positive().default(3600),
        })
        .prefault({}),
      mfa: z
        .object({
          /** Factors (verified or not) a user may hold at once. Default `10`. */
          max_enrolled_factors: z.number().int().min(0).default(10),
          /** Authenticator-app factors; the CLI leaves both off unless config.toml turns them on. */
          totp: z
            .object({
              enroll_enabled: z.boolean().default(false),
              verify_enabled: z.boolean().default(false),
            })
            .prefault({}),
          /** Security keys and platform authenticators as second factors; off unless turned on. */
          web_authn: z
            .object({
              enroll_enabled: z.boolean().default(false),
              verify_enabled: z.boolean().default(false),
            })
            .prefault({}),
        })
        .prefault({}),
      passkey: z
        .object({
          /** Passkey sign-in and management (`/passkeys/*`). Default `false`, as in the CLI. */
          enabled: z.boolean().default(false),
          /** Passkeys one user may hold. Default `10`. */
          max_passkeys_per_user: z.number().int().min(1).default(10),
        })
        .prefault({}),
      oauth_server: z
        .object({
          /** The OAuth 2.1 server's admin client API (`/admin/oauth/clients`). Default `false`. */
          enabled: z.boolean().default(false),
        })
        .prefault({}),
      webauthn: z
        .object({
          /** The relying party's name shown by authenticators. Default `"Supabase"`. */
          rp_display_name: z.string().default('Supabase'),
          /** The relying party id (a host name). Default: the host of the calling page. */
          rp_id: z.string().optional(),
          /** Origins allowed to run ceremonies. Default: `site_url`'s and loopback pages. */
          rp_origins: z.array(z.string()).default([]),
        })
        .prefault({}),
      external: z
        .record(
          z.string(),
          z
            .object({ enabled: z.boolean().default(false) })
            .loose()
            .prefault({}),
        )
        .default({}),
    })
    .prefault({}),
});

const PASSWORD_CLASSES: Record<string, string[]> = {
  '': [],
  letters_digits: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits: [
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '0123456789',
  ],
  lower_upper_letters_digits_symbols: [
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '0123456789',
    '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
  ],
};

/** Everything the auth surface reads from configuration, resolved once at mount. */
export interface AuthSettings {
  /** bcrypt cost of new password hashes (the backend's start option; GoTrue's 10 by default). */
  passwordHashCost: number;
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  enableSignup: boolean;
  enableEmailSignup: boolean;
  enableAnonymous: boolean;
  enableConfirmations: boolean;
  enableManualLinking: boolean;
  doubleConfirmChanges: boolean;
  securePasswordChange: boolean;
  /**
   * A password change needs the current password outside a recovery session (GoTrue's
   * `GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD`, read from the environment).
   * Default `false`. Not derived from `secure_password_change`: the Supabase CLI maps that key
   * to the reauthentication rule only, and has no key for this one.
   */
  requireCurrentPassword: boolean;
  /** Emails allowed per hour across the instance. */
  emailsPerHour: number;
  /** Per-IP request limits (`[auth.rate_limit]`): per 5 minutes, anonymous per hour. */
  rateLimits: {
    signInSignUps: number;
    tokenVerifications: number;
    tokenRefresh: number;
    anonymousUsers: number;
  };
  /** Minimum milliseconds between two emails to one address. */
  maxFrequencyMs: number;
  otpLength: number;
  otpExpirySeconds: number;
  minPasswordLength: number;
  requiredCharacters: string[];
  refreshTokenRotation: boolean;
  refreshTokenReuseSeconds: number;
  /** `[auth.external.<name>] enabled` of config.toml; a provider not listed is disabled. */
  externalEnabled: Record<string, boolean>;
  /** `[auth.mfa]`: how many factors a user may hold, which types enroll and verify. */
  mfa: {
    maxEnrolledFactors: number;
    totpEnroll: boolean;
    totpVerify: boolean;
    webauthnEnroll: boolean;
    webauthnVerify: boolean;
  };
  /** `[auth.oauth_server] enabled`: whether the OAuth 2.1 server's admin client API is served. */
  oauthServer: boolean;
  /** `[auth.passkey]` and `[auth.webauthn]`: whether passkeys are on, and the relying party. */
  passkey: {
    enabled: boolean;
    maxPerUser: number;
    rpName: string;
    rpId: string | undefined;
    rpOrigins: string[];
  };
}

/** Parses a Go-style duration (`"1s"`, `"1m30s"`, `60`) into milliseconds. */
export function parseDuration(value: string | number): number {
  if (typeof value === 'number') return value * 1000;
  let total = 0;
  const pattern = /(\d+(?:\.\d+)?)(ms|s|m|h)/g;
  let matched = '';
  for (const match of value.matchAll(pattern)) {
    const amount = Number(match[1]);
    const unit = match[2] as 'ms' | 's' | 'm' | 'h';
    total += amount * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit];
    matched += match[0];
  }
  if (matched !== value.trim()) throw new Error(`invalid duration "${value}"`);
  return total;
}

/** Resolves the auth settings from the core config and the raw `config.toml`. */
export function loadAuthSettings(
  ctx: Pick<BackendContext, 'projectDir' | 'config' | 'passwordHashCost'>,
): AuthSettings {
  const file = ctx.projectDir ? join(ctx.projectDir, 'supabase', 'config.toml') : undefined;
  const raw = file && existsSync(file) ? parse(readFileSync(file, 'utf8')) : {};
  const extra = extraSchema.parse(raw).auth;
  const auth = ctx.config.auth;
  const requiredCharacters = PASSWORD_CLASSES[extra.password_requirements];
  if (!requiredCharacters) {
    throw new Error(
      `config.toml: unknown auth.password_requirements "${extra.password_requirements}"`,
    );
  }
  if (extra.mfa.totp.enroll_enabled && !extra.mfa.totp.verify_enabled) {
    throw new Error('config.toml: auth.mfa.totp.enroll_enabled requires verify_enabled');
  }
  // As on Supabase, a provider exists only when config.toml enables it.
  const externalEnabled: Record<string, boolean> = {};
  for (const [name, provider] of Object.entries(extra.external)) {
    externalEnabled[name] = provider.enabled;
  }
  return {
    passwordHashCost: ctx.passwordHashCost ?? DEFAULT_PASSWORD_HASH_COST,
    siteUrl: auth.site_url,
    additionalRedirectUrls: auth.additional_redirect_urls,
    jwtExpiry: auth.jwt_expiry,
    enableSignup: auth.enable_signup,
    enableEmailSignup: extra.email.enable_signup,
    enableAnonymous: auth.enable_anonymous_sign_ins,
    enableConfirmations: auth.email.enable_confirmations,
    enableManualLinking: extra.enable_manual_linking,
    doubleConfirmChanges: extra.email.double_confirm_changes,
    securePasswordChange: extra.email.secure_password_change,
    requireCurrentPassword: envFlag(process.env[REQUIRE_CURRENT_PASSWORD_ENV]),
    emailsPerHour: auth.rate_limit.email_sent,
    rateLimits: {
      signInSignUps: auth.rate_limit.sign_in_sign_ups,
      tokenVerifications: auth.rate_limit.token_verifications,
      tokenRefresh: auth.rate_limit.token_refresh,
      anonymousUsers: auth.rate_limit.anonymous_users,
    },
    maxFrequencyMs: parseDuration(extra.email.max_frequency),
    otpLength: extra.email.otp_length,
    otpExpirySeconds: extra.email.otp_expiry,
    minPasswordLength: extra.minimum_password_length,
    requiredCharacters,
    refreshTokenRotation: extra.enable_refresh_token_rotation,
    refreshTokenReuseSeconds: extra.refresh_token_reuse_interval,
    externalEnabled,
    mfa: {
      maxEnrolledFactors: extra.mfa.max_enrolled_factors,
      totpEnroll: extra.mfa.totp.enroll_enabled,
      totpVerify: extra.mfa.totp.verify_enabled,
      webauthnEnroll: extra.mfa.web_authn.enroll_enabled,
      webauthnVerify: extra.mfa.web_authn.verify_enabled,
    },
    oauthServer: extra.oauth_server.enabled,
    passkey: {
      enabled: extra.passkey.enabled,
      maxPerUser: extra.passkey.max_passkeys_per_user,
      rpName: extra.webauthn.rp_display_name,
      rpId: extra.webauthn.rp_id,
      rpOrigins: extra.webauthn.rp_origins,
    },
  };
}
