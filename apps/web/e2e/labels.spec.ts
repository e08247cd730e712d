import { type Browser, expect, type Page, test } from '@playwright/test';
import { type ApiUser, createTask, createTeam, rest, type Team } from './support/board-fixture';
import { LIVE } from './support/live';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

/** A browser context of its own signed in at `path`. */
async function open(browser: Browser, user: ApiUser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, path);
  return page;
}

/** The label chips of the board's cards that read `name`. */
function chips(page: Page, name: string) {
  return page.getByRole('main').getByRole('button').getByText(name, { exact: true });
}

async function seed(team: Team) {
  await createTask(team, team.owner, { title: 'Crash on save', labels: ['bug'] });
  await createTask(team, team.owner, { title: 'Broken link', labels: ['bug', 'docs'] });
  await createTask(team, team.owner, { title: 'Write the guide', labels: ['docs', 'design'] });
  for (const [name, color] of [
    ['docs', 'blue'],
    ['design', 'purple'],
  ]) {
    const response = await rest(
      team.owner,
      `workspace_labels?workspace_id=eq.${team.workspaceId}&name=eq.${name}`,
      { method: 'PATCH', body: { color } },
    );
    expect(response.ok).toBe(true);
  }
}

test('an admin renames and recolours a label once and every card and filter follows live', async ({
  browser,
}) => {
  const team = await createTeam('labels');
  await seed(team);
  // The member filters the board by the label: the filter follows its rename.
  const member = await open(browser, team.member, `${team.boardPath}?label=bug`);
  await expect(chips(member, 'bug')).toHaveCount(2);
  await expect(member.getByText('Write the guide')).toHaveCount(0);

  const admin = await open(browser, team.owner, `/w/${team.slug}/settings`);
  const section = admin.getByRole('region', { name: 'Labels' });
  await expect(section.getByRole('button', { name: 'Rename bug' })).toBeVisible();
  await checkScreen(admin, 'workspace-settings-labels');

  await section.getByRole('button', { name: 'Rename bug' }).click();
  await section.getByRole('textbox', { name: 'New name of bug' }).fill('defect');
  await admin.keyboard.press('Enter');
  await expect(section.getByRole('button', { name: 'Rename defect' })).toBeVisible();
  await expect(chips(member, 'defect')).toHaveCount(2, LIVE);
  await expect(chips(member, 'bug')).toHaveCount(0);
  await expect(member).toHaveURL(/[?&]label=defect/);

  await section.getByRole('combobox', { name: 'Colour of defect' }).click();
  await admin.getByRole('option', { name: 'Teal' }).click();
  await expect(chips(member, 'defect').first().locator('..')).toHaveAttribute(
    'data-label-color',
    'teal',
    LIVE,
  );
  // A recolour is undone from its toast, for everyone.
  await admin.getByRole('button', { name: 'Undo' }).click();
  await expect(chips(member, 'defect').first().locator('..')).toHaveAttribute(
    'data-label-color',
    'gray',
    LIVE,
  );

  // Members see the set read-only, in the same colours.
  await member.goto(`/w/${team.slug}/settings`);
  const readOnly = member.getByRole('region', { name: 'Labels' });
  await expect(readOnly.getByRole('listitem').filter({ hasText: 'defect' })).toContainText('Grey');
  await expect(readOnly.getByRole('listitem').filter({ hasText: 'design' })).toContainText(
    'Purple',
  );
  await expect(readOnly.getByRole('button')).toHaveCount(0);
});

test('Ctrl+Z brings a deleted label back onto every card that carried it, live', async ({
  browser,
}) => {
  const team = await createTeam('labels-undo');
  await seed(team);
  const member = await open(browser, team.member, team.boardPath);
  await expect(chips(member, 'docs')).toHaveCount(2);

  const admin = await open(browser, team.owner, `/w/${team.slug}/settings`);
  const section = admin.getByRole('region', { name: 'Labels' });
  await section.getByRole('button', { name: 'Delete docs' }).click();
  // The dialog promises what happens next: the undo below.
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText('Undo, right after, puts it back on them.');
  await expect(confirm).not.toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Delete label' }).click();
  await expect(chips(member, 'docs')).toHaveCount(0, LIVE);
  await expect(section.getByRole('button', { name: 'Rename docs' })).toHaveCount(0);

  await admin.getByRole('main').click({ position: { x: 5, y: 5 } });
  await admin.keyboard.press('Control+z');
  await expect(section.getByRole('button', { name: 'Rename docs' })).toBeVisible();
  await expect(chips(member, 'docs')).toHaveCount(2, LIVE);
  await expect(section.getByRole('combobox', { name: 'Colour of docs' })).toContainText('Blue');
});
