/** Demo accounts of supabase/seed.sql. */
const DEMO_ACCOUNTS = ['owner', 'member', 'viewer'].map((role) => `${role}@demo.tandem.test`);
const DEMO_PASSWORD = 'tandem-demo-1';

/**
 * Prints the app's URL first (what a developer opens), then the inbox of the local backend
 * and the demo accounts.
 *
 * @param {{ appUrl: string, backendUrl: string }} urls
 */
export function printDevBanner({ appUrl, backendUrl }) {
  console.log(
    [
      '',
      `  Tandem:   ${appUrl}`,
      `  Inbox:    ${backendUrl}/__inbox/`,
      `  Accounts: ${DEMO_ACCOUNTS.join(', ')}`,
      `            password ${DEMO_PASSWORD}`,
      '',
    ].join('\n'),
  );
}
