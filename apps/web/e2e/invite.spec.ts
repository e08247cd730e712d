import { expect, test } from '@playwright/test';
import { awaitMessage, latestLink } from './support/inbox';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';
import { submitSignUp } from './support/sign-up';
import { createUser, PASSWORD, uniqueEmail } from './support/users';
import { createWorkspace, inviteTo, revokeInvitation } from './support/workspaces';

test('a new user signs up from the link and lands in the workspace with the invited role', async ({
  page,
}) => {
  const owner = await createUser('host');
  const workspace = await createWorkspace(owner, 'Blue Harbor');
  const email = uniqueEmail('invitee');
  const { token } = await inviteTo(owner, workspace, email, 'viewer');

  await page.goto(`/invite/${token}`);
  await expect(page).toHaveURL(/\/sign-in\?next=%2Finvite%2F/);
  // The invitee is told why they are asked to sign in, not shown a plain sign-in page.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to accept your invitation' }),
  ).toBeVisible();
  await expect(
    page.getByText('You were invited to a Tandem workspace.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await submitSignUp(page, 'Ivy Invitee', email);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

  await page.goto(await latestLink(email));
  await expect(page).toHaveURL(new RegExp(`/invite/${token}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Join Blue Harbor' })).toBeVisible();
  await expect(page.getByText(`The invitation is for ${email}.`)).toBeVisible();
  await checkScreen(page, 'invitation');
  await page.getByRole('button', { name: 'Accept invitation' }).click();

  await expect(page).toHaveURL(new RegExp(`/w/${workspace.slug}$`));
  await expect(page.getByText('Blue Harbor · Viewer')).toBeVisible();
  await page.goto(`/invite/${token}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This invitation was already used' }),
  ).toBeVisible();
});

test('the link shared from settings carries the invited address through sign-up', async ({
  page,
  browser,
}) => {
  const owner = await createUser('sharer');
  const workspace = await createWorkspace(owner, 'Green Field');
  const email = uniqueEmail('carried');
  await signIn(page, owner, `/w/${workspace.slug}/settings`);
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await invitations.getByLabel('Email', { exact: true }).fill(email);
  await invitations.getByRole('button', { name: 'Send invitation' }).click();
  const link = await invitations.getByLabel(`Invitation link for ${email}`).inputValue();

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee).toHaveURL(/\/sign-in\?next=%2Finvite%2F/);
  await expect(
    invitee.getByText(`The invitation is for ${email}.`, { exact: false }),
  ).toBeVisible();
  await checkScreen(invitee, 'sign-in-invited');
  await invitee.getByRole('link', { name: 'Sign up' }).click();
  await expect(
    invitee.getByRole('heading', { level: 1, name: 'Create your account' }),
  ).toBeVisible();
  await expect(
    invitee.getByText(`The invitation is for ${email}.`, { exact: false }),
  ).toBeVisible();
  await expect(invitee.getByLabel('Email')).toHaveValue(email);
  await checkScreen(invitee, 'sign-up-invited');
  await invitee.getByLabel('Name').fill('Carla Carried');
  await invitee.getByLabel('Password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Create account' }).click();
  await expect(invitee.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

  await invitee.goto(await latestLink(email));
  await expect(invitee.getByRole('heading', { level: 1, name: 'Join Green Field' })).toBeVisible();
  await expect(invitee.getByText(`The invitation is for ${email}.`)).toBeVisible();
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invitee).toHaveURL(new RegExp(`/w/${workspace.slug}$`));
  await invitee.context().close();
});

test('an invitation for another address says so and offers to switch accounts', async ({
  page,
}) => {
  const owner = await createUser('host');
  const stranger = await createUser('stranger');
  const workspace = await createWorkspace(owner, 'Green Field');
  const { token } = await inviteTo(owner, workspace, uniqueEmail('someone'), 'member');
  await signIn(page, stranger, `/invite/${token}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This invitation is for someone else' }),
  ).toBeVisible();
  await expect(
    page.getByText('This invitation was sent to a different email address.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await checkScreen(page, 'invite-wrong-email');
  await page.getByRole('button', { name: /^Sign in with / }).click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Finvite%2F/);
});

test('a revoked invitation and an unknown link cannot be used', async ({ page }) => {
  const owner = await createUser('host');
  const invitee = await createUser('revoked');
  const workspace = await createWorkspace(owner, 'Red Rock');
  const invitation = await inviteTo(owner, workspace, invitee.email, 'member');
  await revokeInvitation(owner, invitation);
  await signIn(page, invitee, `/invite/${invitation.token}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This invitation was revoked' }),
  ).toBeVisible();
  await expect(page.getByText('This invitation has been revoked.')).toBeVisible();
  await checkScreen(page, 'invite-revoked');
  await page.getByRole('link', { name: 'Go to my workspaces' }).click();
  await expect(page).toHaveURL(/\/workspaces$/);

  await page.goto('/invite/no-such-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('an owner invites a new address by email; its link leads to sign-up and acceptance', async ({
  page,
  browser,
}) => {
  const owner = await createUser('host');
  const workspace = await createWorkspace(owner, 'Mail Harbor');
  const email = uniqueEmail('mailed');
  await signIn(page, owner, `/w/${workspace.slug}/settings`);
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await invitations.getByLabel('Email', { exact: true }).fill(email);
  await invitations.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invitations.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  // The link can still be shared by hand.
  await expect(invitations.getByLabel(`Invitation link for ${email}`)).toHaveValue(
    /\/invite\/[\w-]+\?email=[^&]+$/,
  );
  await expect(invitations.getByRole('button', { name: 'Copy link', exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreen(page, 'invitation-sent');

  // The subject is fixed (no inviter-written text in it); the workspace is named in the body.
  const message = await awaitMessage(email, /^You're invited to a workspace on Tandem$/);
  expect(message.text).toContain('Mail Harbor');
  expect(message.text).toContain('as Member');
  const accept = message.links.find((link) => link.includes('/invite/'));
  expect(accept).toBeDefined();

  // The invitee opens the email's link in their own browser.
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(accept as string);
  await expect(invitee).toHaveURL(/\/sign-in\?next=%2Finvite%2F/);
  await invitee.getByRole('link', { name: 'Sign up' }).click();
  await submitSignUp(invitee, 'Mia Mailed', email);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await invitee.goto(await latestLink(email, 2));
  await expect(invitee.getByRole('heading', { level: 1, name: 'Join Mail Harbor' })).toBeVisible();
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invitee).toHaveURL(new RegExp(`/w/${workspace.slug}$`));
  await expect(invitee.getByText('Mail Harbor · Member')).toBeVisible();
});
