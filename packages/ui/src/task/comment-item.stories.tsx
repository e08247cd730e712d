import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { people, STORY_NOW } from '../board/fixtures';
import { CommentItem } from './comment-item';

const meta = {
  title: 'Task/CommentItem',
  component: CommentItem,
  args: {
    author: people[1] as (typeof people)[number],
    body: 'I can reproduce it. The `code` param is there but the **verifier** cookie is missing.',
    createdAt: '2026-11-22T11:40:00',
    now: STORY_NOW,
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Comment by Grace Hopper' })).toBeVisible();
    await expect(canvas.getByText('20 minutes ago')).toBeVisible();
  },
};

export const Edited: Story = {
  args: { editedAt: '2026-11-22T11:50:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(edited)')).toBeVisible();
  },
};

export const OwnCommentMenu: Story = {
  args: { onEdit: fn(), onDelete: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Actions for comment by Grace Hopper' }),
    );
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

export const Deleted: Story = {
  args: { deletedAt: '2026-11-22T11:55:00', onDelete: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Comment deleted')).toBeVisible();
    await expect(canvas.queryByText(/verifier/)).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A comment brought in by an import: its importer is the author, the original writer a line. */
export const Imported: Story = {
  args: { importedFrom: { author: 'Jane Roe', at: '2026-01-05T09:30:00Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Originally by Jane Roe, on/)).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Comment by Grace Hopper' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    body: 'A long comment with a very long URL https://example.com/a/really/long/path/that/does/not/break/naturally/anywhere/at/all/and/keeps/going and a word Pneumonoultramicroscopicsilicovolcanoconiosis repeated Pneumonoultramicroscopicsilicovolcanoconiosis.',
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { body: 'أستطيع إعادة إنتاج المشكلة. ملف تعريف الارتباط **مفقود**.' },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { editedAt: '2026-11-22T11:50:00' },
};
