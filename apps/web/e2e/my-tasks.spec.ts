import { expect, test } from '@playwright/test';
import { createTask, createTeam } from './support/board-fixture';
import { localDay, weekOf } from './support/days';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';

test('My tasks groups what is assigned to me by due date and opens a task on its board', async ({
  page,
}) => {
  // Four screenshots with their accessibility checks.
  test.slow();
  const team = await createTeam('mytasks');
  const me = team.member.id;
  const today = localDay();
  const laterThisWeek = weekOf(today).find((day) => day > today);
  await createTask(team, team.owner, {
    title: 'Renew the domain',
    status: 'todo',
    assignee_id: me,
    due_date: localDay(-2),
  });
  await createTask(team, team.owner, {
    title: 'Send the invoice',
    status: 'in_progress',
    assignee_id: me,
    due_date: today,
  });
  if (laterThisWeek) {
    await createTask(team, team.owner, {
      title: 'Book the venue',
      status: 'todo',
      assignee_id: me,
      due_date: laterThisWeek,
    });
  }
  const later = await createTask(team, team.owner, {
    title: 'Plan the offsite',
    status: 'backlog',
    assignee_id: me,
    due_date: localDay(40),
  });
  await createTask(team, team.owner, { title: 'Tidy the wiki', status: 'todo', assignee_id: me });
  await createTask(team, team.owner, {
    title: 'Not mine',
    status: 'todo',
    assignee_id: team.owner.id,
  });
  await createTask(team, team.owner, { title: 'Already done', status: 'done', assignee_id: me });

  // The workspace's navigation leads there.
  await signIn(page, team.member, `/w/${team.slug}`);
  await page.getByRole('link', { name: 'My tasks' }).click();
  await expect(page).toHaveURL(/\/my-tasks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible();

  const group = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
  await expect(group('Overdue').getByRole('link', { name: /Renew the domain/ })).toBeVisible();
  await expect(
    group('Overdue').getByRole('listitem').filter({ hasText: 'Renew the domain' }),
  ).toContainText('Launch plan');
  await expect(group('Today').getByRole('link', { name: /Send the invoice/ })).toBeVisible();
  if (laterThisWeek) {
    await expect(group('This week').getByRole('link', { name: /Book the venue/ })).toBeVisible();
  }
  await expect(group('Later').getByRole('link', { name: /Plan the offsite/ })).toBeVisible();
  await expect(group('No date').getByRole('link', { name: /Tidy the wiki/ })).toBeVisible();
  await expect(page.getByText('Not mine')).toHaveCount(0);
  await expect(page.getByText('Already done')).toHaveCount(0);
  await checkScreen(page, 'my-tasks');

  // Assigned meanwhile: it shows when the page comes back into view.
  await createTask(team, team.owner, { title: 'Fresh request', status: 'todo', assignee_id: me });
  await page.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  );
  await expect(group('No date').getByRole('link', { name: /Fresh request/ })).toBeVisible();

  // A row opens the task on its board.
  await group('Later')
    .getByRole('link', { name: /Plan the offsite/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/b/${team.boardId}\\?task=${later.number}$`));
  await expect(page.getByRole('dialog', { name: /Plan the offsite/ })).toBeVisible();
});
