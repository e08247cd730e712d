import { expect, test } from './support/csp';
import { signIn } from './support/sign-in';
import { createUser } from './support/users';

/** `@supabase/ssr`'s lifetime of the session cookies, which the api-client's README states. */
const FOUR_HUNDRED_DAYS_S = 400 * 24 * 60 * 60;

test('the session cookies are SameSite=Lax, Path=/, readable by the app and kept 400 days', async ({
  page,
  context,
}) => {
  const user = await createUser('cookies');
  await signIn(page, user);
  const signedInAt = Date.now() / 1000;

  const session = (await context.cookies()).filter((cookie) =>
    /^sb-.+-auth-token(\.\d+)?$/.test(cookie.name),
  );
  expect(session.length).toBeGreaterThan(0);
  for (const cookie of session) {
    expect(cookie).toMatchObject({
      path: '/',
      sameSite: 'Lax',
      // The e2e app is served over http, where a Secure cookie could not be stored; over https
      // the client marks them Secure (packages/api-client's session-cookies test).
      secure: false,
      httpOnly: false,
    });
    expect(cookie.expires).toBeGreaterThan(signedInAt + FOUR_HUNDRED_DAYS_S - 120);
    expect(cookie.expires).toBeLessThan(signedInAt + FOUR_HUNDRED_DAYS_S + 120);
  }
});
