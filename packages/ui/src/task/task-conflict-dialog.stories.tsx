import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TaskConflictDialog } from './task-conflict-dialog';

const meta = {
  title: 'Task/TaskConflictDialog',
  component: TaskConflictDialog,
  args: {
    open: true,
    rows: [
      { field: 'Title', yours: 'Name the release: Borealis', theirs: 'Name the release: Aurora' },
      { field: 'Description', yours: 'Ships on **Friday**', theirs: '—' },
    ],
    onReloadTheirs: fn(),
    onOverwrite: fn(),
  },
} satisfies Meta<typeof TaskConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReloadTheirs: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', {
      name: 'Someone else changed this task',
    });
    const title = within(dialog).getByRole('row', { name: /Title/ });
    await expect(title).toHaveTextContent('Borealis');
    await expect(title).toHaveTextContent('Aurora');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload theirs' }));
    await expect(args.onReloadTheirs).toHaveBeenCalledOnce();
  },
};

export const OverwriteWithMine: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    await expect(args.onOverwrite).toHaveBeenCalledOnce();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
