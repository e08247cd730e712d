import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createTask, createTeam, rest, signInApi } from './support/board-fixture';
import { checkScreen } from './support/screens';
import { signIn } from './support/sign-in';
import { BACKEND_URL } from './support/urls';
import { createUser } from './support/users';

/** A 1×1 PNG. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The undo window of a held delete (DEFERRED_DELETE_MS), with room for a busy machine. */
const PAST_THE_WINDOW = 25_000;

/** The task's attachment rows, as the service role sees them. */
async function attachmentNames(taskId: string): Promise<string[]> {
  const response = await rest('service', `attachments?task_id=eq.${taskId}&select=file_name`);
  return ((await response.json()) as { file_name: string }[]).map((row) => row.file_name);
}

/** Uploads `name` through the panel's file input and waits for its row. */
async function upload(page: Page, name: string, bytes: Buffer): Promise<void> {
  const panel = page.getByRole('dialog', { name: /Keep the files/ });
  await panel.getByTestId('file-input').setInputFiles({
    name,
    mimeType: 'application/octet-stream',
    buffer: bytes,
  });
  await expect(panel.getByRole('button', { name: `Download ${name}` })).toBeVisible();
}

test('deleting an attachment can be undone, and the file is removed only once the window has passed', async ({
  page,
}) => {
  test.slow();
  const team = await createTeam('file-undo');
  const task = await createTask(team, team.owner, { title: 'Keep the files', status: 'todo' });
  await signIn(page, team.member, `${team.boardPath}?task=1`);
  const panel = page.getByRole('dialog', { name: /Keep the files/ });
  const bytes = Buffer.from(Array.from({ length: 20_000 }, (_, index) => index % 253));
  await upload(page, 'notes.bin', bytes);

  // Removed from view at once, with an undo; nothing is deleted yet.
  await panel.getByRole('button', { name: 'Remove notes.bin' }).click();
  await expect(panel.getByRole('button', { name: 'Download notes.bin' })).toHaveCount(0);
  const toast = page.getByRole('region', { name: /Messages/ });
  expect(await attachmentNames(task.id)).toEqual(['notes.bin']);
  await expect(toast).toContainText('Deleted notes.bin');

  // Undo: the same file is back, byte for byte.
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toast).toContainText('Restored notes.bin.');
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download notes.bin' }).click();
  const saved = await (await download).path();
  expect(readFileSync(saved).equals(bytes)).toBe(true);

  // Deleted for good once the window has passed.
  await panel.getByRole('button', { name: 'Remove notes.bin' }).click();
  await expect(toast).toContainText('Deleted notes.bin');
  await checkScreen(page, 'attachment-deleted');
  await expect.poll(() => attachmentNames(task.id), { timeout: PAST_THE_WINDOW }).toEqual([]);

  // A page closed during the window: the file stays until the person is back, then goes.
  await upload(page, 'later.bin', bytes);
  await panel.getByRole('button', { name: 'Remove later.bin' }).click();
  await expect(panel.getByRole('button', { name: 'Download later.bin' })).toHaveCount(0);
  await page.goto('about:blank');
  await page.waitForTimeout(PAST_THE_WINDOW / 2);
  expect(await attachmentNames(task.id)).toEqual(['later.bin']);
  await page.goto(team.boardPath);
  await expect.poll(() => attachmentNames(task.id), { timeout: PAST_THE_WINDOW }).toEqual([]);
});

test('removing the profile picture can be undone; its file goes once the window has passed', async ({
  page,
}) => {
  test.slow();
  const user = await createUser('avatar-undo');
  const api = await signInApi(user);
  await signIn(page, user, '/settings/profile');
  await page.getByLabel('Profile picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  await expect(page.getByText('Your picture has been updated.')).toBeVisible();
  // The stored picture, not the preview of the picked file.
  await page.reload();
  const avatar = page.locator('img[src*="/avatars/"]').first();
  await expect(avatar).toBeAttached();
  const [profile] = (await (
    await rest(api, `profiles?id=eq.${api.id}&select=avatar_path`)
  ).json()) as { avatar_path: string }[];
  const fileUrl = `${BACKEND_URL}/storage/v1/object/public/avatars/${profile?.avatar_path}`;

  await page.getByRole('button', { name: 'Remove' }).click();
  const toast = page.getByRole('region', { name: /Messages/ });
  await expect(toast).toContainText('Your picture has been removed.');
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  expect((await fetch(fileUrl)).status).toBe(200);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Your picture is back.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expect(avatar).toBeAttached();
  expect((await fetch(fileUrl)).status).toBe(200);

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(toast).toContainText('Your picture has been removed.');
  await checkScreen(page, 'avatar-removed');
  await expect
    .poll(async () => (await fetch(fileUrl)).status, { timeout: PAST_THE_WINDOW })
    .not.toBe(200);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
});
