import { expect, type Page, test } from '@playwright/test';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';
import { createUser, uniqueEmail } from './support/users';
import { addMember, createWorkspace } from './support/workspaces';

/** The row of a member in the Members list. */
const memberRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: name });

test('the owner changes roles, removes a member and transfers ownership', async ({ page }) => {
  const owner = await createUser('owner');
  const admin = await createUser('admin');
  const member = await createUser('member');
  const workspace = await createWorkspace(owner, 'Northwind');
  await addMember(owner, workspace, admin, 'admin');
  await addMember(owner, workspace, member, 'member');

  await signIn(page, owner, `/w/${workspace.slug}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(memberRow(page, member.displayName)).toBeVisible();
  await expect(page.getByText('3 people can see this workspace.')).toBeVisible();
  await checkScreen(page, 'workspace-settings');

  await page.getByRole('combobox', { name: `Role of ${member.displayName}` }).click();
  await page.getByRole('option', { name: 'Viewer' }).click();
  await expect(page.getByText(`${member.displayName} is now viewer.`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Role of ${member.displayName}` })).toHaveText(
    'Viewer',
  );

  await page.getByRole('button', { name: `Remove ${member.displayName} from workspace` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove member' }).click();
  await expect(memberRow(page, member.displayName)).toHaveCount(0);

  await expect(page.getByRole('combobox', { name: 'New owner' })).toHaveText(admin.displayName);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByRole('button', { name: 'Transfer ownership' }).click();
  await expect(page.getByText(`${admin.displayName} is now the owner.`)).toBeVisible();
  await expect(page.getByText('Northwind · Admin')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete workspace' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Leave workspace' })).toBeVisible();
  // An admin no longer changes another admin's role, nor the owner's.
  await expect(memberRow(page, admin.displayName).getByText('Owner')).toBeVisible();
});

test('admins rename the workspace and move it to a new slug', async ({ page }) => {
  const owner = await createUser('renamer');
  const workspace = await createWorkspace(owner, 'Old name');
  await signIn(page, owner, `/w/${workspace.slug}/settings`);
  await page.getByLabel('Name').fill('New name');
  await page.getByLabel('Slug').fill('acme');
  await expect(page.getByText('This is already taken.')).toBeVisible();
  const slug = `${workspace.slug}-new`;
  await page.getByLabel('Slug').fill(slug);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/w/${slug}/settings$`));
  await expect(page.getByText('New name · Owner')).toBeVisible();
  await page.goto(`/w/${workspace.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('admins invite by email, copy the link and revoke it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await createUser('inviter');
  const workspace = await createWorkspace(owner, 'Invites');
  const email = uniqueEmail('guest');
  await signIn(page, owner, `/w/${workspace.slug}/settings`);
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await invitations.getByLabel('Email', { exact: true }).fill('not-an-email');
  await invitations.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invitations.getByLabel('Email', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await invitations.getByLabel('Email', { exact: true }).fill(email);
  await invitations.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await invitations.getByRole('button', { name: 'Send invitation' }).click();
  const link = invitations.getByLabel(`Invitation link for ${email}`);
  await expect(link).toHaveValue(
    new RegExp(`/invite/[\\w-]+\\?email=${encodeURIComponent(email).replace(/[.+]/g, '\\$&')}$`),
  );
  const row = invitations.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Admin')).toBeVisible();
  await expect(row.getByText('Expires in 7 days')).toBeVisible();
  // The full-page screenshot would otherwise show the sticky top bar where the page scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreen(page, 'invitations');

  await row.getByRole('button', { name: `Copy link for ${email}` }).click();
  await expect(row.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

  // The same address twice is a duplicate on the email field.
  await invitations.getByLabel('Email', { exact: true }).fill(email);
  await invitations.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invitations.getByText('This is already taken.')).toBeVisible();

  await row.getByRole('button', { name: `Revoke the invitation for ${email}` }).click();
  await expect(invitations.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
});

test('a member leaves the workspace', async ({ page }) => {
  const owner = await createUser('host');
  const member = await createUser('leaver');
  const workspace = await createWorkspace(owner, 'Short stay');
  await addMember(owner, workspace, member, 'member');
  await signIn(page, member, `/w/${workspace.slug}/settings`);
  await page.getByRole('button', { name: 'Leave workspace' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave workspace' }).click();
  await expect(page).toHaveURL(/\/workspaces$/);
  await expect(page.getByText('You left Short stay.')).toBeVisible();
  // The live membership follow-up knows this departure was asked for here.
  await expect(page.getByText('You were removed from Short stay.')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'No workspaces yet' })).toBeVisible();
});

test('the owner deletes the workspace after typing its slug', async ({ page }) => {
  const owner = await createUser('deleter');
  const workspace = await createWorkspace(owner, 'Doomed');
  await signIn(page, owner, `/w/${workspace.slug}/settings`);
  await page.getByRole('button', { name: 'Delete workspace' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Doomed?' });
  const confirm = dialog.getByRole('button', { name: 'Delete workspace' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${workspace.slug} to confirm`).fill('doomed');
  await expect(confirm).toBeDisabled();
  await checkScreen(page, 'delete-workspace');
  await dialog.getByLabel(`Type ${workspace.slug} to confirm`).fill(workspace.slug);
  await confirm.click();
  await expect(page).toHaveURL(/\/workspaces$/);
  await expect(page.getByText('Doomed was deleted.')).toBeVisible();
  await expect(page.getByText('You were removed from Doomed.')).toHaveCount(0);
  await page.goto(`/w/${workspace.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
