import { type Browser, expect, type Page, test } from '@playwright/test';
import { PRESENCE_THROTTLE_MS } from '@tandem/schemas';
import { clientFor } from './support/api-client';
import { type ApiUser, createTask, createTeam, rest, type Team } from './support/board-fixture';
import { LIVE } from './support/live';
import { signIn } from './support/sign-in';

/**
 * How soon "… is editing" must appear and end for the others: a presence change may wait up to
 * one throttle interval before it is sent (an edit that ends just after it began), then it is
 * a live change like any other.
 */
const EDITING = { timeout: PRESENCE_THROTTLE_MS + LIVE.timeout };

function column(page: Page, name: string) {
  return page.getByRole('region', { name: new RegExp(`^${name}`) });
}

function card(page: Page, title: string | RegExp) {
  return page.getByRole('button', { name: title instanceof RegExp ? title : new RegExp(title) });
}

/** A browser context of its own (cookies, storage) signed in on the board. */
async function openBoard(browser: Browser, team: Team, user: ApiUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user, team.boardPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch plan' })).toBeVisible();
  return page;
}

test('what one member does on the board, the other sees at once', async ({ browser }) => {
  const team = await createTeam('live');
  const a = await openBoard(browser, team, team.owner);
  const b = await openBoard(browser, team, team.member);

  // Presence: each sees the other.
  await expect(b.getByRole('img', { name: /Viewing now: .*-owner Tester/ })).toBeVisible();

  // Create with `c`: the card is at the bottom of its column at once for A, live for B.
  await a.keyboard.press('c');
  const dialog = a.getByRole('dialog', { name: 'New task' });
  await dialog.getByLabel('Title').fill('Ship the changelog');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(
    column(a, 'Backlog').getByRole('button', { name: /Ship the changelog/ }),
  ).toBeVisible();
  await expect(
    column(b, 'Backlog').getByRole('button', { name: /Ship the changelog/ }),
  ).toBeVisible(LIVE);

  // Editing the title in the panel marks the task as being edited for B until it is saved.
  await card(a, 'Ship the changelog').click();
  const panel = a.getByRole('dialog', { name: /Ship the changelog/ });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: /edit title/ }).click();
  await expect(card(b, 'Ship the changelog')).toHaveAccessibleDescription(
    /being edited by Live-owner Tester/,
    EDITING,
  );
  await panel.getByLabel('Title').fill('Ship the changelog today');
  await panel.getByLabel('Title').press('Enter');
  await expect(card(b, 'Ship the changelog today')).toBeVisible(LIVE);
  await expect(card(b, 'Ship the changelog today')).not.toHaveAccessibleDescription(
    /being edited/,
    EDITING,
  );
  await panel.getByRole('button', { name: 'Close' }).click();
  // The panel gives focus back as it closes; until it is gone it would take the focus back.
  await expect(panel).toBeHidden();

  // Move with the keyboard.
  await card(a, 'Ship the changelog today').focus();
  await expect(card(a, 'Ship the changelog today')).toBeFocused();
  // Each key waits for what a screen reader hears: dnd-kit listens for arrows a tick later.
  const live = a.locator('[id^="DndLiveRegion"]');
  await a.keyboard.press('Space');
  await expect(live).toContainText('Picked up Task');
  await a.keyboard.press('ArrowRight');
  await expect(live).toContainText('is over Todo');
  await a.keyboard.press('Space');
  await expect(
    column(a, 'Todo').getByRole('button', { name: /Ship the changelog today/ }),
  ).toBeVisible();
  await expect(
    column(b, 'Todo').getByRole('button', { name: /Ship the changelog today/ }),
  ).toBeVisible(LIVE);

  // Delete (the owner may).
  await card(a, 'Ship the changelog today').click();
  await a.getByRole('button', { name: 'Delete task' }).click();
  await a.getByRole('alertdialog').getByRole('button', { name: 'Delete task' }).click();
  await expect(card(a, 'Ship the changelog today')).toHaveCount(0);
  await expect(card(b, 'Ship the changelog today')).toHaveCount(0, LIVE);
});

test('"… is editing" ends however the edit ends', async ({ browser }) => {
  const team = await createTeam('mark');
  await createTask(team, team.owner, { title: 'Marked task', status: 'todo' });
  const a = await openBoard(browser, team, team.owner);
  const b = await openBoard(browser, team, team.member);
  const marked = card(b, 'Marked task');
  const panelOf = (page: Page) => page.getByRole('dialog', { name: /Marked task/ });
  const badge = (page: Page) => panelOf(page).getByText('Mark-owner Tester is editing');

  // Only viewing the task is not editing it.
  await expect(b.getByRole('img', { name: /Viewing now: .*Mark-owner Tester/ })).toBeVisible();
  await card(a, 'Marked task').click();
  await expect(panelOf(a)).toBeVisible();
  await expect(marked).not.toHaveAccessibleDescription(/being edited/);

  const editTitle = () =>
    panelOf(a)
      .getByRole('button', { name: /edit title/ })
      .click();
  const expectMarked = () =>
    expect(marked).toHaveAccessibleDescription(/being edited by Mark-owner Tester/, EDITING);
  const expectUnmarked = () =>
    expect(marked).not.toHaveAccessibleDescription(/being edited/, EDITING);

  // Enter saves the title: the mark ends on B's open panel (and then its card) at once.
  await card(b, 'Marked task').click();
  await expect(panelOf(b)).toBeVisible();
  await expect(badge(b)).toHaveCount(0);
  await editTitle();
  await expect(badge(b)).toBeVisible(EDITING);
  await panelOf(a).getByRole('textbox', { name: 'Title' }).fill('Marked task, renamed');
  await panelOf(a).getByRole('textbox', { name: 'Title' }).press('Enter');
  await expect(badge(b)).toHaveCount(0, EDITING);
  await expect(b.getByRole('dialog', { name: /Marked task, renamed/ })).toBeVisible();
  await panelOf(b).getByRole('button', { name: 'Close' }).click();
  await expectUnmarked();
  // Escape cancels it (whether it leaves the panel open or not).
  await editTitle();
  await expectMarked();
  await panelOf(a).getByRole('textbox', { name: 'Title' }).press('Escape');
  await expectUnmarked();
  if (!(await panelOf(a).isVisible())) await card(a, 'Marked task').click();
  // Leaving the field saves it.
  await editTitle();
  await expectMarked();
  await panelOf(a).getByRole('textbox', { name: 'Title' }).blur();
  await expectUnmarked();
  // The description's Save and Discard.
  await panelOf(a).getByRole('button', { name: 'Add a description…' }).click();
  await expectMarked();
  await panelOf(a).getByRole('textbox', { name: 'Description' }).fill('Why it matters.');
  await panelOf(a).getByRole('button', { name: 'Save' }).click();
  await expectUnmarked();
  await panelOf(a).getByRole('button', { name: 'Edit description' }).click();
  await expectMarked();
  await panelOf(a).getByRole('button', { name: 'Discard', exact: true }).click();
  await expectUnmarked();
  // Closing the panel mid-edit.
  await editTitle();
  await expectMarked();
  await panelOf(a).getByRole('button', { name: 'Close' }).click();
  await expectUnmarked();

  // B's connection drops: what it knew of A's edit is no longer shown as current.
  await card(a, 'Marked task').click();
  await editTitle();
  await expectMarked();
  await b.context().setOffline(true);
  await expectUnmarked();
  // Back online, the channel rejoins (with the socket's reconnect backoff) and shows it again.
  await b.context().setOffline(false);
  await expect(marked).toHaveAccessibleDescription(/being edited by Mark-owner Tester/, {
    timeout: 10_000,
  });

  // Closing the tab mid-edit.
  await a.context().close();
  await expectUnmarked();
});

test('the open task deleted by someone else closes with a toast', async ({ browser }) => {
  const team = await createTeam('gone');
  const task = await createTask(team, team.owner, { title: 'Soon gone', status: 'todo' });
  const b = await openBoard(browser, team, team.member);
  await card(b, 'Soon gone').click();
  await expect(b.getByRole('dialog', { name: /Soon gone/ })).toBeVisible();
  const deleted = await rest(team.owner, `tasks?id=eq.${task.id}`, { method: 'DELETE' });
  expect(deleted.ok).toBe(true);
  await expect(b.getByText('This task was deleted by someone else.')).toBeVisible();
  await expect(b.getByRole('dialog', { name: /Soon gone/ })).toHaveCount(0);
});

test('back online after missing changes, the board catches up', async ({ browser }) => {
  const team = await createTeam('offline');
  const kept = await createTask(team, team.owner, { title: 'Edited while away', status: 'todo' });
  const b = await openBoard(browser, team, team.member);
  await expect(card(b, 'Edited while away')).toBeVisible();

  await b.context().setOffline(true);
  await expect(b.getByText("You're offline", { exact: false }).first()).toBeVisible();
  await createTask(team, team.owner, { title: 'Made while away', status: 'in_progress' });
  const patched = await rest(team.owner, `tasks?id=eq.${kept.id}`, {
    method: 'PATCH',
    body: { title: 'Renamed while away' },
  });
  expect(patched.ok).toBe(true);

  await b.context().setOffline(false);
  await expect(
    column(b, 'In Progress').getByRole('button', { name: /Made while away/ }),
  ).toBeVisible();
  await expect(card(b, 'Renamed while away')).toBeVisible();
  await expect(b.getByText("You're offline", { exact: false })).toHaveCount(0);
});

test('a viewer shows as viewing, never as editing, even when their client claims to edit', async ({
  browser,
}) => {
  const team = await createTeam('claim');
  const task = await createTask(team, team.owner, { title: 'Claimed task', status: 'todo' });
  const page = await openBoard(browser, team, team.owner);
  // Each client writes its own presence: these say they edit the task, whatever the app would
  // send for their role.
  const claim = async (user: ApiUser) => {
    const client = await clientFor(user);
    const subscription = client.realtime.subscribeBoard(team.boardId, {});
    subscription.track({ editingTaskId: task.id });
    return subscription;
  };
  const viewer = await claim(team.viewer);
  await expect(page.getByRole('img', { name: /Viewing now: .*Claim-viewer Tester/ })).toBeVisible(
    LIVE,
  );
  // A member's claim, sent after the viewer's, shows: the viewer's has had its chance.
  const member = await claim(team.member);
  const claimed = card(page, 'Claimed task');
  await expect(claimed).toHaveAccessibleDescription(/being edited by Claim-member Tester/, EDITING);
  await expect(claimed).not.toHaveAccessibleDescription(/Claim-viewer Tester/);
  await claimed.click();
  const panel = page.getByRole('dialog', { name: /Claimed task/ });
  await expect(panel.getByText('Claim-member Tester is editing')).toBeVisible();
  await expect(panel.getByText(/Claim-viewer Tester/)).toHaveCount(0);
  await viewer.unsubscribe();
  await member.unsubscribe();
});
