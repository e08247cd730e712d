import { fileURLToPath } from 'node:url';
import { startLocalBackend } from '@tandem/local-backend';
import { freePort, TEST_PASSWORD_HASH_COST } from '@tandem/local-backend/testing';
import { assertNoCspReports, clearCspReports } from './support/csp-reports';
import { APP_URL, BACKEND_PORT } from './support/urls';

/**
 * Starts a fresh in-memory backend on Tandem's migrations and seed for this run, in the
 * strictest hosted mode, and stops it when the run ends (Playwright calls the returned
 * function), then fails the run if any page broke the Content-Security-Policy. Its Edge Functions send mail to its own SMTP capture, whose
 * messages land in the inbox, with links into this run's app.
 */
export default async function globalSetup() {
  clearCspReports();
  // GoTrue's "Require current password when updating", on as a hosted project should have it
  // (web README, "Deploy on hosted Supabase"): the profile's password change is made only by
  // someone who knows the password it replaces. No config.toml key exists for it; the auth
  // service reads it when the backend starts, in this process.
  process.env.GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD = 'true';
  const smtpPort = await freePort();
  const backend = await startLocalBackend({
    memory: true,
    port: BACKEND_PORT,
    projectDir: fileURLToPath(new URL('../../..', import.meta.url)),
    smtpPort,
    // The suite makes hundreds of users: their passwords are hashed at bcrypt's least cost.
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    // Links in notification emails lead into this run's app.
    functionsEnv: { SMTP_PORT: String(smtpPort), APP_URL },
    // The strictest mode a hosted project can be in, so this suite is the deploy check
    // (`pnpm run check:deploy`): no automatic grants on new tables (the backend's default),
    // the publishable and secret keys only, and private Realtime channels only.
    legacyApiKeys: false,
    realtimePrivateOnly: true,
  });
  return async () => {
    await backend.stop();
    assertNoCspReports();
  };
}
