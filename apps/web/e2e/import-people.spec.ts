import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { trelloFixture } from '@tandem/schemas';
import { createTeam } from './support/board-fixture';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

test('a Trello board’s people are matched by name and username, confirmed, and keep their cards and comments', async ({
  page,
}, testInfo) => {
  const team = await createTeam('people');
  // Trello exports name people without emails: the member by display name, the viewer by the
  // username that is their email's user part; Jane Roe (in the fixture) matches nobody.
  const trello = testInfo.outputPath('trello-people.json');
  writeFileSync(
    trello,
    JSON.stringify(
      trelloFixture({
        cards: 12,
        name: 'Agency work',
        people: [
          { fullName: 'people-member tester', username: 'pmt' },
          { fullName: 'Vic Viewer', username: team.viewer.email.split('@')[0] ?? '' },
        ],
      }),
    ),
  );

  await signIn(page, team.owner, `/w/${team.slug}`);
  await page.getByRole('button', { name: 'Import board' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import board' });
  await dialog.getByLabel('Choose a file to import').setInputFiles(trello);
  const people = dialog.getByRole('region', { name: 'People' });
  await expect(people).toContainText('2 of 3 people matched to members');
  await expect(people.getByRole('combobox', { name: 'people-member tester' })).toHaveText(
    team.member.displayName,
  );
  await expect(people.getByRole('combobox', { name: 'Vic Viewer' })).toHaveText(
    team.viewer.displayName,
  );
  const jane = people.getByRole('combobox', { name: 'Jane Roe' });
  await expect(jane).toHaveText('Leave unassigned');
  await expect(people.getByText('@janeroe · 3 cards')).toBeVisible();

  // The importer knows Jane Roe is the owner here, and says so.
  await jane.click();
  await page.getByRole('option', { name: team.owner.displayName }).click();
  await expect(jane).toHaveText(team.owner.displayName);
  await expect(people).toContainText('3 of 3 people matched to members');
  await checkScreen(page, 'import-trello-people');

  await dialog.getByRole('button', { name: /^Import \d+ cards$/ }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'was imported' })).toBeVisible({
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Open board' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agency work' })).toBeVisible();

  // Card 9 is Jane Roe's, with her comment: assigned to the owner, the comment the importer's
  // (the owner) and marked as hers.
  await page.getByRole('button', { name: /Design the sign-up form #9/ }).click();
  const panel = page.getByRole('dialog', { name: /Design the sign-up form #9/ });
  await expect(panel.getByRole('combobox', { name: 'Assignee' })).toHaveText(
    new RegExp(team.owner.displayName),
  );
  const comment = panel.getByRole('article', { name: `Comment by ${team.owner.displayName}` });
  await expect(comment.getByText(/^Originally by Jane Roe, on/)).toBeVisible();
  await page.keyboard.press('Escape');

  // Card 5 is the viewer's by username; its comment, by "Vic Viewer", is still not the viewer's.
  await page.getByRole('button', { name: /Test dark mode #5/ }).click();
  const fifth = page.getByRole('dialog', { name: /Test dark mode #5/ });
  await expect(fifth.getByRole('combobox', { name: 'Assignee' })).toHaveText(
    new RegExp(team.viewer.displayName),
  );
  await expect(
    fifth
      .getByRole('article', { name: `Comment by ${team.owner.displayName}` })
      .getByText(/^Originally by Vic Viewer, on/),
  ).toBeVisible();
  await expect(
    fifth.getByRole('article', { name: `Comment by ${team.viewer.displayName}` }),
  ).toHaveCount(0);
});

test('a CSV board is named and its columns ordered in the mapping step, by keyboard', async ({
  page,
}, testInfo) => {
  const team = await createTeam('csv-order');
  const csv = testInfo.outputPath('export-2026.csv');
  writeFileSync(
    csv,
    [
      'Title,Status,Owner',
      `Ship the site,Done,${team.member.displayName}`,
      'Write the copy,Doing,',
      'Sketch a logo,Ideas,someone@elsewhere.test',
    ].join('\n'),
  );

  await signIn(page, team.owner, `/w/${team.slug}`);
  await page.getByRole('button', { name: 'Import board' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import board' });
  await dialog.getByLabel('Choose a file to import').setInputFiles(csv);
  const name = dialog.getByRole('textbox', { name: 'Board name' });
  await expect(name).toHaveValue('export-2026');
  await name.fill('Website relaunch');

  const order = dialog.getByRole('region', { name: 'Column order' });
  const columns = order.getByRole('listitem');
  await expect(columns).toHaveText(['1.Done', '2.Doing', '3.Ideas']);
  await expect(order.getByRole('button', { name: 'Move Done up' })).toBeDisabled();
  // Keyboard only: focus stays on the moved column, and its new place is announced.
  await order.getByRole('button', { name: 'Move Ideas up' }).focus();
  await page.keyboard.press('Enter');
  await expect(order.getByRole('status')).toHaveText('Ideas moved to position 2 of 3');
  await expect(order.getByRole('button', { name: 'Move Ideas up' })).toBeFocused();
  await page.keyboard.press('Enter');
  // At the top "up" no longer works, so focus moves to "down".
  await expect(order.getByRole('button', { name: 'Move Ideas down' })).toBeFocused();
  await order.getByRole('button', { name: 'Move Done down' }).click();
  await expect(columns).toHaveText(['1.Ideas', '2.Doing', '3.Done']);
  await checkScreen(page, 'import-csv-order');

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Website relaunch', { exact: true })).toBeVisible();
  const people = dialog.getByRole('region', { name: 'People' });
  await expect(people.getByRole('combobox', { name: team.member.displayName })).toHaveText(
    team.member.displayName,
  );
  await expect(people.getByRole('combobox', { name: 'someone@elsewhere.test' })).toHaveText(
    'Leave unassigned',
  );
  await dialog.getByRole('button', { name: 'Import 3 cards' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Website relaunch was imported' }),
  ).toBeVisible();
  await expect(
    dialog.getByRole('region', { name: 'Not imported' }).getByText('The assignee of 1 card'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Open board' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Website relaunch' })).toBeVisible();
  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText('Ideas');
  expect((await headings.allTextContents()).slice(0, 3)).toEqual(['Ideas', 'Doing', 'Done']);
});
